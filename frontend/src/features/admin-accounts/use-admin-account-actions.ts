import { useState } from 'react';
import { serverMessageOr } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { useCreateAdminAccountMutation, useDeleteAdminAccountMutation, useUpdateAdminAccountMutation } from './admin-accounts-api';
import { TEXTS, toAdminCreate, type Admin, type AdminDraft, type AdminRole, type AdminStatus } from './admin-accounts-rules';

/** The screen's writes; each reports success or failure through a toast (the server's message when it gives one). */
export function useAdminAccountActions() {
  const toast = useToast();
  const [createAdmin, createState] = useCreateAdminAccountMutation();
  const [updateAdmin] = useUpdateAdminAccountMutation();
  const [deleteAdmin, deleteState] = useDeleteAdminAccountMutation();
  /** The account whose role or status is being saved. */
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Resolves null when created, otherwise the message to show next to the form. */
  const create = async (draft: AdminDraft): Promise<string | null> => {
    try {
      await createAdmin(toAdminCreate(draft)).unwrap();
      toast(TEXTS.created);
      return null;
    } catch (e) {
      const message = serverMessageOr(e, TEXTS.createFailed);
      toast(message, { variant: 'danger' });
      return message;
    }
  };

  const update = async (admin: Admin, body: { role: AdminRole } | { status: AdminStatus }, done: string, failed: string) => {
    setBusyId(admin._id);
    try {
      await updateAdmin({ id: admin._id, body }).unwrap();
      toast(done);
    } catch (e) {
      toast(serverMessageOr(e, failed), { variant: 'danger' });
    } finally {
      setBusyId(null);
    }
  };

  const changeRole = (admin: Admin, role: AdminRole) => update(admin, { role }, TEXTS.roleUpdated, TEXTS.roleFailed);
  const changeStatus = (admin: Admin, status: AdminStatus) => update(admin, { status }, TEXTS.statusUpdated, TEXTS.statusFailed);

  const remove = async (admin: Admin): Promise<void> => {
    try {
      await deleteAdmin(admin._id).unwrap();
      toast(TEXTS.deleted);
    } catch (e) {
      toast(serverMessageOr(e, TEXTS.deleteFailed), { variant: 'danger' });
    }
  };

  return { create, changeRole, changeStatus, remove, creating: createState.isLoading, deleting: deleteState.isLoading, busyId };
}
