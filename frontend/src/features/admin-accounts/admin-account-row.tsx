import { Badge, Button, Form } from 'react-bootstrap';
import { AdminStatusBadge } from './admin-status-badge';
import { formatDateTime } from '@/lib/format/date-time';
import { ROLE_LABEL, ROLES, STATUS_LABEL, STATUSES, type Admin, type AdminRole, type AdminStatus } from './admin-accounts-rules';

interface AdminAccountRowProps {
  admin: Admin;
  isMe: boolean;
  /** Why the role, status and delete controls are locked; empty when they are not. */
  locked: string[];
  saving: boolean;
  onRole: (role: AdminRole) => void;
  onStatus: (status: AdminStatus) => void;
  onDelete: () => void;
}

/** One account: who, role, status, last login, created, and the controls (locked with a reason when needed). */
export function AdminAccountRow({ admin, isMe, locked, saving, onRole, onStatus, onDelete }: AdminAccountRowProps) {
  const reasonId = `admin-lock-${admin._id}`;
  const isLocked = locked.length > 0;
  const describedBy = isLocked ? reasonId : undefined;
  return (
    <tr aria-busy={saving || undefined}>
      <th scope="row" className="fw-normal">
        <div className="fw-semibold text-break">
          {admin.name} {isMe && <Badge bg="info">You</Badge>}
        </div>
        <div className="small text-body-secondary">{admin.email}</div>
      </th>
      <td>
        <Form.Select
          size="sm"
          aria-label={`Role for ${admin.name}`}
          aria-describedby={describedBy}
          value={admin.role}
          disabled={isLocked || saving}
          onChange={(e) => onRole(e.target.value as AdminRole)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </Form.Select>
      </td>
      <td>
        <div className="d-flex align-items-center gap-2">
          <AdminStatusBadge status={admin.status} />
          <Form.Select
            size="sm"
            aria-label={`Status for ${admin.name}`}
            aria-describedby={describedBy}
            value={admin.status}
            disabled={isLocked || saving}
            onChange={(e) => onStatus(e.target.value as AdminStatus)}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </Form.Select>
        </div>
      </td>
      <td className="small text-nowrap">{admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : 'Never'}</td>
      <td className="small text-nowrap">{formatDateTime(admin.createdAt, '—')}</td>
      <td>
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Delete ${admin.name}`}
          aria-describedby={describedBy}
          disabled={isLocked || saving}
          onClick={onDelete}
        >
          Delete
        </Button>
        {saving && <div className="small text-body-secondary mt-1">Saving...</div>}
        {isLocked && (
          <div id={reasonId} className="small text-body-secondary mt-1">
            {locked.map((reason) => (
              <div key={reason}>{reason}</div>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}
