import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { serverMessageOr } from '@/app/api';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useReturnFocusOnClose } from '@/components/ui/use-return-focus';
import { AdminAccountsTable } from './admin-accounts-table';
import { CreateAdminForm } from './create-admin-form';
import { ListPager } from '@/components/ui/list-pager';
import { TEXTS, type Admin, type AdminDraft } from './admin-accounts-rules';
import { useAdminAccountActions } from './use-admin-account-actions';
import { useAdminAccountsList } from './use-admin-accounts-list';

/** The super admin's view: create form, the accounts list with its states and paging, and the delete confirm. */
export function AdminAccountsPanel({ myId }: { myId: string | undefined }) {
  const list = useAdminAccountsList();
  const actions = useAdminAccountActions();
  const [creating, setCreating] = useState(false);
  // The account to delete stays set while the dialog fades out, so its text does not change on close.
  const [toDelete, setToDelete] = useState<Admin | null>(null);
  const [confirming, setConfirming] = useState(false);
  const admins = list.data?.admins ?? [];
  // The form takes the focus as it opens; once created or cancelled, focus goes back to 'Add Admin'.
  useReturnFocusOnClose(creating);

  const create = async (draft: AdminDraft) => {
    const failure = await actions.create(draft);
    if (!failure) setCreating(false);
    return failure;
  };

  const confirmDelete = async () => {
    if (toDelete) await actions.remove(toDelete);
    setConfirming(false);
  };
  const askDelete = (admin: Admin) => {
    setToDelete(admin);
    setConfirming(true);
  };

  return (
    <>
      <div className="d-flex justify-content-end mb-3">
        <Button onClick={() => setCreating(true)} disabled={creating || list.isLoading || list.isError}>
          Add Admin
        </Button>
      </div>
      {creating && <CreateAdminForm creating={actions.creating} onCreate={create} onCancel={() => setCreating(false)} />}

      {list.isLoading ? (
        <LoadingStatus text="Loading admin accounts..." />
      ) : list.isError ? (
        <LoadFailed message={`${TEXTS.loadFailed} ${serverMessageOr(list.error, '')}`} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : admins.length === 0 ? (
        <p className="text-body-secondary py-4">No admin accounts yet. Click &quot;Add Admin&quot; to create one.</p>
      ) : (
        <>
          <AdminAccountsTable
            admins={admins}
            myId={myId}
            activeSuperAdmins={list.activeSuperAdmins}
            busyId={actions.busyId}
            onRole={actions.changeRole}
            onStatus={actions.changeStatus}
            onDelete={askDelete}
          />
          {list.pages > 1 && (
            <ListPager
              label="Admin accounts pages"
              page={list.page}
              pages={list.pages}
              total={list.total}
              unit={['account', 'accounts']}
              busy={list.isFetching}
              onPage={list.setPage}
              className=""
            />
          )}
        </>
      )}

      <ConfirmDialog
        show={confirming}
        title="Delete Admin Account"
        message={`Are you sure you want to delete the admin account of ${toDelete?.name ?? ''} (${toDelete?.email ?? ''})? They will no longer be able to sign in. This cannot be undone.`}
        confirmLabel="Delete"
        variant="danger"
        busy={actions.deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
