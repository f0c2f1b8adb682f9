import { useState } from 'react';
import { serverMessageOr } from '@/app/api';
import {
  useCreateServiceSectionMutation,
  useDeleteServiceSectionMutation,
  useToggleServiceSectionStatusMutation,
  useUpdateServiceSectionMutation,
} from './services-admin-api';
import { TEXT, toSectionInput, toggledText, type SectionDraft, type ServiceSection } from './services-rules';
import type { FlashMessage } from './use-flash-message';

type Report = (text: string, variant?: FlashMessage['variant']) => void;

/** The section writes, each reported inline with the texts of docs/product/messages.md ('Admin services'). */
export function useServiceSectionActions(report: Report) {
  const [create, createState] = useCreateServiceSectionMutation();
  const [update, updateState] = useUpdateServiceSectionMutation();
  const [remove, removeState] = useDeleteServiceSectionMutation();
  const [toggle] = useToggleServiceSectionStatusMutation();
  const [toggling, setToggling] = useState(false);

  /** Creates (nothing stored yet) or updates the stored section; resolves to the stored section, or undefined when it failed. */
  const save = async (draft: SectionDraft, stored?: ServiceSection): Promise<ServiceSection | undefined> => {
    const body = toSectionInput(draft, stored?.isActive);
    try {
      const saved = stored ? await update({ id: stored._id, body }).unwrap() : await create(body).unwrap();
      report(stored ? TEXT.updated : TEXT.created);
      return saved;
    } catch (e) {
      report(serverMessageOr(e, TEXT.saveFailed), 'danger');
      return undefined;
    }
  };

  const deleteSection = async (id: string): Promise<boolean> => {
    try {
      await remove(id).unwrap();
      report(TEXT.deleted);
      return true;
    } catch (e) {
      report(serverMessageOr(e, TEXT.deleteFailed), 'danger');
      return false;
    }
  };

  const toggleSection = async (section: ServiceSection): Promise<void> => {
    setToggling(true);
    try {
      const saved = await toggle(section._id).unwrap();
      report(toggledText(saved.isActive));
    } catch (e) {
      report(serverMessageOr(e, TEXT.toggleFailed), 'danger');
    } finally {
      setToggling(false);
    }
  };

  return {
    save,
    deleteSection,
    toggleSection,
    saving: createState.isLoading || updateState.isLoading,
    deleting: removeState.isLoading,
    rowBusy: toggling || removeState.isLoading,
  };
}
