import type { ApiErrorShape } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/ui/toast-provider';
import { selectAdmin } from '@/features/auth/auth-slice';
import { useCreateTestimonialSectionMutation, useUpdateTestimonialSectionMutation } from './testimonials-admin-api';
import { SAVE_FAILED, SAVE_SUCCESS, toSectionInput, type SectionDraft } from './testimonials-rules';

/** The server's own message; a network failure or a bare status (the client's 'HTTP error! ...') gets the fallback. */
const serverMessage = (e: unknown) => {
  const err = e as Partial<ApiErrorShape> | undefined;
  const fromServer = typeof err?.status === 'number' && !!err.message && !err.message.startsWith('HTTP error!');
  return fromServer ? err.message! : SAVE_FAILED;
};

/** Saves the draft: update when it has an _id, otherwise create (spec section 4); reports through a toast. */
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
      toast(serverMessage(e), { variant: 'danger' });
      return false;
    }
  };

  return { save, saving: createState.isLoading || updateState.isLoading };
}
