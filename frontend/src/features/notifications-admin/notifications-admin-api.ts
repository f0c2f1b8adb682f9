import type { components } from '@shared/contract/schema';
import { NOTIFICATIONS_SAVED } from '@shared/contract/mail';
import { afterSuccess, api, fromEnvelope, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

/** A save's answer: the stored settings and the server's message. */
export interface SavedNotificationSettings {
  settings: S['NotificationSettings'];
  message: string;
}

export const notificationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<S['NotificationSettings'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/notifications/settings')),
      providesTags: ['Notifications'],
    }),
    saveNotificationSettings: build.mutation<SavedNotificationSettings, S['NotificationSettingsInput']>({
      queryFn: async (body) => {
        try {
          const { data } = await apiClient.PUT('/notifications/settings', { body });
          return { data: { settings: data!.data, message: data?.message || NOTIFICATIONS_SAVED } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      invalidatesTags: afterSuccess('Notifications'),
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } = notificationsAdminApi;
