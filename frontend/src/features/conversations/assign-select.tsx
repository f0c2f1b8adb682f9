import { Form } from 'react-bootstrap';
import type { ChatConversation } from '@shared/contract/chat';
import type { ApiErrorShape } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { useAssignChatConversationMutation } from './conversation-writes-api';
import { useListChatAssigneesQuery } from './conversations-api';

/** Gives the conversation to an admin, or to nobody. */
export function AssignSelect({ conversation: c }: { conversation: ChatConversation }) {
  const toast = useToast();
  const { data: admins } = useListChatAssigneesQuery();
  const [assign, { isLoading }] = useAssignChatConversationMutation();
  const current = c.assignedTo?._id ?? '';
  // The assignee stays choosable while the list loads (or if it no longer names them).
  const options = admins ?? [];
  const missing = c.assignedTo && !options.some((a) => a._id === c.assignedTo?._id);
  const change = async (adminId: string) => {
    try {
      await assign({ id: c._id, adminId: adminId || null }).unwrap();
    } catch (e) {
      toast((e as ApiErrorShape).message || 'Failed to assign the conversation', { variant: 'danger' });
    }
  };
  return (
    <Form.Group controlId="conversation-assignee" className="d-flex align-items-center gap-2">
      <Form.Label className="small mb-0">Assigned to</Form.Label>
      <Form.Select size="sm" value={current} disabled={isLoading} onChange={(e) => void change(e.target.value)} style={{ width: 'auto' }}>
        <option value="">Nobody</option>
        {missing && <option value={c.assignedTo!._id}>{c.assignedTo!.name}</option>}
        {options.map((a) => (
          <option key={a._id} value={a._id}>
            {a.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
