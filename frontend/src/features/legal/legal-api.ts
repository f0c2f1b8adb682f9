import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyPolicy: build.query<components['schemas']['PrivacyPolicy'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/privacy-policy')),
      providesTags: ['Privacy Policy'],
    }),
    getTermsConditions: build.query<components['schemas']['TermsConditions'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/terms-conditions')),
      providesTags: ['Terms and Conditions'],
    }),
  }),
});

export const { useGetPrivacyPolicyQuery, useGetTermsConditionsQuery } = legalApi;
