import { useToast } from '@/components/ui/toast-provider';
import type { ApiErrorShape } from '@/app/api';
import { useCreateSettingsMutation, useUpdateSettingsMutation } from './homepage-settings-admin-api';
import { toSettingsInput, type SettingsDraft } from './settings-rules';

/** Saves the settings (update when they exist, else create) and reports through a toast (spec section 8). */
export function useSaveSettings() {
  const toast = useToast();
  const [createSettings, createState] = useCreateSettingsMutation();
  const [updateSettings, updateState] = useUpdateSettingsMutation();

  const save = async (draft: SettingsDraft, id?: string): Promise<boolean> => {
    const body = toSettingsInput(draft);
    try {
      if (id) await updateSettings({ id, body }).unwrap();
      else await createSettings(body).unwrap();
      toast('Homepage settings saved successfully!');
      return true;
    } catch (e) {
      toast((e as Partial<ApiErrorShape>)?.message || 'Failed to save settings', { variant: 'danger' });
      return false;
    }
  };

  return { save, saving: createState.isLoading || updateState.isLoading };
}
