import { useToast } from '@/components/ui/toast-provider';
import { useCreatePricingConfigMutation, useRemovePricingPlanMutation, useUpdatePricingConfigMutation } from './pricing-admin-api';
import { toConfigInput, type PricingDraft } from './pricing-draft';

/** docs/product/messages.md (Admin pricing): the exact success and failure texts. */
export const ACTION_TEXTS = {
  saved: 'Pricing configuration saved successfully!',
  saveFailed: 'Failed to save pricing configuration. Please try again.',
  deleted: 'Plan deleted successfully!',
  removed: 'Plan removed successfully!',
  deleteFailed: 'Failed to delete plan. Please try again.',
} as const;

/** The screen's writes, each reported through a toast. */
export function usePricingActions() {
  const toast = useToast();
  const [create, createState] = useCreatePricingConfigMutation();
  const [update, updateState] = useUpdatePricingConfigMutation();
  const [removePlan, removeState] = useRemovePricingPlanMutation();

  /** Create when the configuration has no _id, update when it has (docs/product/states.md); true when saved. */
  const save = async (draft: PricingDraft): Promise<boolean> => {
    const body = toConfigInput(draft);
    try {
      if (draft._id) await update({ id: draft._id, body }).unwrap();
      else await create(body).unwrap();
      toast(ACTION_TEXTS.saved);
      return true;
    } catch {
      toast(ACTION_TEXTS.saveFailed, { variant: 'danger' });
      return false;
    }
  };

  /** Deletes a saved plan on the server (the configuration then reloads); true when deleted. */
  const deletePlan = async (configId: string, planId: string): Promise<boolean> => {
    try {
      await removePlan({ id: configId, planId }).unwrap();
      toast(ACTION_TEXTS.deleted);
      return true;
    } catch {
      toast(ACTION_TEXTS.deleteFailed, { variant: 'danger' });
      return false;
    }
  };

  /** An unsaved plan is only dropped from the draft; this reports it. */
  const planRemoved = () => toast(ACTION_TEXTS.removed);

  return { save, deletePlan, planRemoved, saving: createState.isLoading || updateState.isLoading, deleting: removeState.isLoading };
}
