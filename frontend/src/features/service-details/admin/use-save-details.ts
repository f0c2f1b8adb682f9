import { useCreateServiceDetailsMutation, useUpdateServiceDetailsMutation } from './service-details-admin-api';
import { toDetailsInput, type DetailsDraft } from './details-draft';
import { findService, MESSAGES, saveFailureMessage, type ServiceGroup } from './service-details-rules';
import type { Notify } from './use-status-banner';

/**
 * Saves the draft: PUT when the record exists, otherwise POST with serviceId and serviceTitle. Both
 * invalidate the record, so it reloads: after a create the screen switches to editing (docs/product/states.md).
 */
export function useSaveDetails(notify: Notify) {
  const [create, createState] = useCreateServiceDetailsMutation();
  const [update, updateState] = useUpdateServiceDetailsMutation();

  const save = async (draft: DetailsDraft, groups: ServiceGroup[] | undefined): Promise<void> => {
    if (!draft.serviceId) return notify(MESSAGES.selectFirst, 'danger');
    const service = findService(groups, draft.serviceId);
    if (!service) return notify(MESSAGES.serviceNotFound, 'danger');
    const body = toDetailsInput(draft, service.title);
    try {
      if (draft._id) await update({ id: draft._id, body }).unwrap();
      else await create(body).unwrap();
      notify(draft._id ? MESSAGES.updated : MESSAGES.created);
    } catch (e) {
      notify(saveFailureMessage(e), 'danger');
    }
  };

  return { save, saving: createState.isLoading || updateState.isLoading };
}
