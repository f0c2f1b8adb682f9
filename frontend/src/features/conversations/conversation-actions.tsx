import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { ChatConversation } from '@shared/contract/chat';
import type { ApiErrorShape } from '@/app/api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast-provider';
import { useBlockChatConversationMutation, useCloseChatConversationMutation } from './conversation-writes-api';

export const BLOCK_TITLE = 'Block this visitor?';
export const BLOCK_MESSAGE =
  'The conversation closes and the visitor can send no more messages, nor start a new conversation with this email address, until you lift the block.';

/** Close (an open conversation; a closed one is reopened from its note), and Block (after a confirmation) or lift a block. */
export function ConversationActions({ conversation: c }: { conversation: ChatConversation }) {
  const toast = useToast();
  const [close, closing] = useCloseChatConversationMutation();
  const [block, blocking] = useBlockChatConversationMutation();
  const [confirming, setConfirming] = useState(false);
  const busy = closing.isLoading || blocking.isLoading;
  const run = async (write: () => Promise<unknown>, failed: string) => {
    try {
      await write();
      return true;
    } catch (e) {
      toast((e as ApiErrorShape).message || failed, { variant: 'danger' });
      return false;
    }
  };

  return (
    <div className="d-flex flex-wrap gap-2">
      {c.status === 'open' && (
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => void run(() => close(c._id).unwrap(), 'Failed to close the conversation')}>
          Close
        </Button>
      )}
      {c.blocked ? (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={() => void run(() => block({ id: c._id, blocked: false }).unwrap(), 'Failed to lift the block')}
        >
          Lift block
        </Button>
      ) : (
        <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => setConfirming(true)}>
          Block
        </Button>
      )}
      <ConfirmDialog
        show={confirming}
        title={BLOCK_TITLE}
        message={BLOCK_MESSAGE}
        confirmLabel="Block"
        busy={blocking.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run(() => block({ id: c._id, blocked: true }).unwrap(), 'Failed to block the visitor').then(() => setConfirming(false))}
      />
    </div>
  );
}
