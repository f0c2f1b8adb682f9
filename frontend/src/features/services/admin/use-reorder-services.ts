import { useReorderServicesMutation } from './services-admin-api';
import { REORDER_MESSAGE_MS, TEXT, inKeyOrder, matchesSaved, renumber, reorderBody, type ServiceDraft, type ServiceSection } from './services-rules';
import { useFlashMessage } from './use-flash-message';

type SetServices = (update: (services: ServiceDraft[]) => ServiceDraft[]) => void;

/**
 * Drag reorder (docs/product/states.md): the list is renumbered from 1; when the section exists and the list holds
 * exactly its saved services, the new order is saved at once. A failed save puts the old order back.
 */
export function useReorderServices(section: ServiceSection | undefined, setServices: SetServices) {
  const [save, state] = useReorderServicesMutation();
  const flash = useFlashMessage(REORDER_MESSAGE_MS);

  const reorder = async (before: ServiceDraft[], next: ServiceDraft[]) => {
    const renumbered = renumber(next);
    setServices(() => renumbered);
    // Unsaved additions or removals: the order goes with the next 'Update Services' instead.
    if (!section || !matchesSaved(renumbered, section)) return;
    try {
      await save({ id: section._id, body: reorderBody(renumbered) }).unwrap();
      flash.show(TEXT.reordered);
    } catch {
      const keys = before.map((s) => s.key);
      setServices((services) => inKeyOrder(services, keys));
      flash.show(TEXT.reorderFailed, 'danger');
    }
  };

  return { reorder, reordering: state.isLoading, message: flash.message, clearMessage: flash.clear };
}
