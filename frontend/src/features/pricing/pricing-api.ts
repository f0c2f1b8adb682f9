import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivePricing: build.query<components['schemas']['PricingConfig'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/pricing/getActivePlans')),
      providesTags: ['Pricing'],
    }),
  }),
});

export const { useGetActivePricingQuery } = pricingApi;
