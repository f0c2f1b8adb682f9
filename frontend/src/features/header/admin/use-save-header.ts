import { useToast } from '@/components/ui/toast-provider';
import { useCreateHeaderMutation, useUpdateHeaderMutation } from './header-admin-api';
import { toHeaderInput, type Header, type HeaderDraft } from './header-draft';

/**
 * Saves the whole header: update when it has an _id, otherwise create (docs/product/states.md). Resolves to the stored
 * header, whose _id makes the next save an update, or null on failure. Reports through a toast (docs/product/messages.md).
 */
export function useSaveHeader() {
  const toast = useToast();
  const [create, createState] = useCreateHeaderMutation();
  const [update, updateState] = useUpdateHeaderMutation();

  const save = async (draft: HeaderDraft): Promise<Header | null> => {
    const body = toHeaderInput(draft);
    try {
      const saved = draft._id ? await update({ id: draft._id, body }).unwrap() : await create(body).unwrap();
      toast('Header saved successfully!');
      return saved;
    } catch {
      toast('Failed to save header', { variant: 'danger' });
      return null;
    }
  };

  return { save, saving: createState.isLoading || updateState.isLoading };
}
