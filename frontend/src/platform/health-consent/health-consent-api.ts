// The health-data consent text (ADR 0043): read by the booking form, the chat's first message and the privacy policy
// page; changed by super admins in the Privacy Policy screen.
import type { HealthConsentText } from '@shared/contract/person-data';
import { afterSuccess, api, fromEnvelope, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

/** A saved text and what the server said of it (saved as a new version, or the same text: nothing stored). */
export interface HealthConsentSaved {
  consent: HealthConsentText;
  message: string;
}

export const healthConsentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthConsent: build.query<HealthConsentText, void>({
      queryFn: () => fromEnvelope(apiClient.GET('/health-consent')),
      providesTags: ['HealthConsent'],
    }),
    updateHealthConsent: build.mutation<HealthConsentSaved, string>({
      queryFn: async (text) => {
        try {
          const { data } = await apiClient.PUT('/health-consent', { body: { text } });
          return { data: { consent: data!.data, message: data!.message ?? '' } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      invalidatesTags: afterSuccess('HealthConsent'),
    }),
  }),
});

export const { useGetHealthConsentQuery, useUpdateHealthConsentMutation } = healthConsentApi;
