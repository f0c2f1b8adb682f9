import { serverMessageOr } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import type { BuiltKind } from '@shared/content-kinds';
import { orderedItemsApi, type SectionInputOf } from './ordered-items-api';

/**
 * Saves an ordered-items kind's section: an update when it has an id, otherwise a create (docs/product/states.md);
 * reports through a toast, with the kind's declared success message or, on failure, the server's message or
 * `failed`.
 */
export function useSaveSection<K extends BuiltKind>(kind: K, failed: string) {
  const toast = useToast();
  const { useCreateMutation, useUpdateMutation } = orderedItemsApi(kind);
  const [create, createState] = useCreateMutation();
  const [update, updateState] = useUpdateMutation();

  const save = async (id: string | undefined, body: SectionInputOf<K>): Promise<boolean> => {
    try {
      if (id) await update({ id, body }).unwrap();
      else await create(body).unwrap();
      toast(kind.orderedItems.build.messages.saved);
      return true;
    } catch (e) {
      toast(serverMessageOr(e, failed), { variant: 'danger' });
      return false;
    }
  };

  return { save, saving: createState.isLoading || updateState.isLoading };
}
