import { serverMessageOr } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/ui/toast-provider';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { useCreateTestimonialSectionMutation, useUpdateTestimonialSectionMutation } from './testimonials-admin-api';
import { SAVE_FAILED, SAVE_SUCCESS, toSectionInput, type SectionDraft } from './testimonials-rules';

/** Saves the draft: update when it has an _id, otherwise create (docs/product/states.md); reports through a toast. */
export function useSaveTestimonials() {
  const toast = useToast();
  const admin = useAppSelector(selectAdmin);
  const [create, createState] = useCreateTestimonialSectionMutation();
  const [update, updateState] = useUpdateTestimonialSectionMutation();

  const save = async (draft: SectionDraft): Promise<boolean> => {
    const body = toSectionInput(draft, admin?._id);
    try {
      if (draft._id) await update({ id: draft._id, body }).unwrap();
      else await create(body).unwrap();
      toast(SAVE_SUCCESS);
      return true;
    } catch (e) {
      toast(serverMessageOr(e, SAVE_FAILED), { variant: 'danger' });
      return false;
    }
  };

  return { save, saving: createState.isLoading || updateState.isLoading };
}
