import { Alert } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/features/auth/auth-slice';
import { AdminAccountsPanel } from './admin-accounts-panel';
import { TEXTS } from './admin-accounts-rules';

/**
 * Admin: Admin Accounts (DECISIONS 9 and 17). Only a super admin manages accounts; anyone else sees a notice and
 * the list is never requested.
 */
export function AdminAccountsPage() {
  const me = useAppSelector(selectAdmin);
  const isSuperAdmin = me?.role === 'super_admin';

  return (
    <section aria-labelledby="admin-accounts-heading">
      <div className="mb-4">
        <h1 id="admin-accounts-heading" className="h3 mb-1">
          Admin Accounts
        </h1>
        <p className="text-body-secondary mb-0">Create admin accounts, change their role and status, or remove them.</p>
      </div>
      {isSuperAdmin ? (
        <AdminAccountsPanel myId={me._id} />
      ) : (
        <Alert variant="warning" role="alert">
          {TEXTS.superAdminOnly}
        </Alert>
      )}
    </section>
  );
}
