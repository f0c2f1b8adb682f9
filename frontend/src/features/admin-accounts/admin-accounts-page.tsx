import { Alert } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { AdminScreen } from '@/components/ui/admin-screen';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { AdminAccountsPanel } from './admin-accounts-panel';
import { TEXTS } from './admin-accounts-rules';

/**
 * Admin: Admin Accounts (ADRs 0015 and 0023). Only a super admin manages accounts; anyone else sees a notice and
 * the list is never requested.
 */
export function AdminAccountsPage() {
  const me = useAppSelector(selectAdmin);
  const isSuperAdmin = me?.role === 'super_admin';

  return (
    <AdminScreen headingId="admin-accounts-heading" title="Admin Accounts" note="Create admin accounts, change their role and status, or remove them.">
      {isSuperAdmin ? (
        <AdminAccountsPanel myId={me._id} />
      ) : (
        <Alert variant="warning" role="alert">
          {TEXTS.superAdminOnly}
        </Alert>
      )}
    </AdminScreen>
  );
}
