import { serverMessageOr } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { useRestoreRevisionMutation, type RestoredRevision } from './revisions-api';

/** Restores a revision and reports it through a toast: the server's message, either way. */
export function useRestoreRevision(onRestored?: (restored: RestoredRevision) => void) {
  const toast = useToast();
  const [restoreRevision, state] = useRestoreRevisionMutation();

  /** Resolves true when the restore went through. */
  const restore = async (id: string): Promise<boolean> => {
    try {
      const restored = await restoreRevision(id).unwrap();
      toast(restored.message);
      onRestored?.(restored);
      return true;
    } catch (e) {
      toast(serverMessageOr(e, 'Failed to restore this version'), { variant: 'danger' });
      return false;
    }
  };

  return { restore, restoring: state.isLoading };
}
