import { useToast } from '@/components/ui/toast-provider';
import { noAnswer, serverMessageOr } from '@/app/api';
import { useCreateSettingsMutation, useUpdateSettingsMutation } from './homepage-settings-admin-api';
import { toSettingsInput, type SettingsDraft } from './settings-rules';

/** docs/product/messages.md (Admin homepage settings): the exact texts. */
export const SAVE_TEXTS = {
  saved: 'Homepage settings saved successfully!',
  /** The server refused and gave no message of its own. */
  failed: 'Failed to save settings',
  /** No answer came at all (the network is down). */
  noAnswer: 'Error saving settings',
} as const;

/** What a failed save says: no answer at all, else the server's message, else the plain failure. */
export const saveFailureText = (error: unknown) => (noAnswer(error) ? SAVE_TEXTS.noAnswer : serverMessageOr(error, SAVE_TEXTS.failed));

/** Saves the settings (update when they exist, else create) and reports through a toast (docs/product/messages.md). */
export function useSaveSettings() {
  const toast = useToast();
  const [createSettings, createState] = useCreateSettingsMutation();
  const [updateSettings, updateState] = useUpdateSettingsMutation();

  const save = async (draft: SettingsDraft, id?: string): Promise<boolean> => {
    const body = toSettingsInput(draft);
    try {
      if (id) await updateSettings({ id, body }).unwrap();
      else await createSettings(body).unwrap();
      toast(SAVE_TEXTS.saved);
      return true;
    } catch (e) {
      toast(saveFailureText(e), { variant: 'danger' });
      return false;
    }
  };

  return { save, saving: createState.isLoading || updateState.isLoading };
}
