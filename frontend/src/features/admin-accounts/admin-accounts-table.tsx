import { Table } from 'react-bootstrap';
import { AdminAccountRow } from './admin-account-row';
import { lockReasons, type Admin, type AdminRole, type AdminStatus } from './admin-accounts-rules';

interface AdminAccountsTableProps {
  admins: Admin[];
  myId: string | undefined;
  /** Active super admins across every page; undefined while not known. */
  activeSuperAdmins: number | undefined;
  busyId: string | null;
  onRole: (admin: Admin, role: AdminRole) => void;
  onStatus: (admin: Admin, status: AdminStatus) => void;
  onDelete: (admin: Admin) => void;
}

export function AdminAccountsTable({ admins, myId, activeSuperAdmins, busyId, onRole, onStatus, onDelete }: AdminAccountsTableProps) {
  return (
    <Table responsive hover className="align-middle" aria-label="Admin accounts">
      <thead>
        <tr>
          <th scope="col">Name / Email</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
          <th scope="col">Last login</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {admins.map((admin) => (
          <AdminAccountRow
            key={admin._id}
            admin={admin}
            isMe={admin._id === myId}
            locked={lockReasons(admin, myId, activeSuperAdmins)}
            saving={busyId === admin._id}
            onRole={(role) => onRole(admin, role)}
            onStatus={(status) => onStatus(admin, status)}
            onDelete={() => onDelete(admin)}
          />
        ))}
      </tbody>
    </Table>
  );
}
