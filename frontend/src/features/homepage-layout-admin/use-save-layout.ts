import { useState } from 'react';
import { serverMessageOr } from '@/app/api';
import type { StatusMessage } from '@/components/ui/status-alert';
import { useToast } from '@/components/ui/toast-provider';
import { useCreateHomepageMutation, useUpdateHomepageMutation } from './homepage-layout-admin-api';
import { TEXT, defaultSections, toSectionsBody, type Homepage, type LayoutSection } from './layout-rules';

/**
 * The layout's writes. Success is said in a toast, in the server's words; a failure stays in the screen (the
 * edit is still unsaved) until the admin dismisses it or tries again.
 */
export function useSaveLayout() {
  const toast = useToast();
  const [update, updateState] = useUpdateHomepageMutation();
  const [create, createState] = useCreateHomepageMutation();
  const [failure, setFailure] = useState<StatusMessage | null>(null);

  const run = async (call: () => Promise<{ message?: string }>, done: string, failed: string): Promise<boolean> => {
    setFailure(null);
    try {
      const { message } = await call();
      toast(message || done);
      return true;
    } catch (e) {
      setFailure({ text: serverMessageOr(e, failed), variant: 'danger', id: Date.now() });
      return false;
    }
  };

  /** Stores the draft's order (1..6) and visibility on the record, keeping its name and active flag. */
  const save = (homepage: Homepage, draft: LayoutSection[]) =>
    run(
      () => update({ id: homepage._id, body: { name: homepage.name, isActive: homepage.isActive, sections: toSectionsBody(draft) } }).unwrap(),
      TEXT.saved,
      TEXT.saveFailed,
    );

  /** Creates the active record with the default order, every section visible. */
  const createDefault = () => run(() => create({ name: TEXT.newName, isActive: true, sections: defaultSections() }).unwrap(), TEXT.created, TEXT.createFailed);

  return {
    save,
    createDefault,
    saving: updateState.isLoading,
    creating: createState.isLoading,
    failure,
    clearFailure: () => setFailure(null),
  };
}
