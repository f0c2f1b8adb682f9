import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface UpdatePricingArg {
  id: string;
  body: S['PricingConfigInput'];
}

export interface RemovePlanArg {
  id: string;
  planId: string;
}

/**
 * The configuration the admin edits (docs/product/states.md): the active one, else the first of the list, else null.
 * The active read leaves out inactive plans, so the active configuration is then read whole by its id: saving
 * what that read returns would drop every inactive plan.
 */
async function loadPricingForAdmin() {
  const active = await fromEnvelope(apiClient.GET('/pricing/getActivePlans'));
  if ('error' in active && active.error.status !== 404) return active;
  const activeId = 'data' in active ? active.data?._id : undefined;
  if (activeId) return fromEnvelope(apiClient.GET('/pricing/{id}', { params: { path: { id: activeId } } }));
  const list = await fromEnvelope(apiClient.GET('/pricing/getPlans', { params: { query: { limit: 1 } } }));
  if ('error' in list) return list;
  return { data: list.data[0] ?? null };
}

export const pricingAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPricingForAdmin: build.query<S['PricingConfig'] | null, void>({
      queryFn: loadPricingForAdmin,
      providesTags: ['Pricing'],
    }),
    createPricingConfig: build.mutation<S['PricingConfig'], S['PricingConfigInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/pricing/createPlan', { body })),
      invalidatesTags: afterSuccess('Pricing'),
    }),
    updatePricingConfig: build.mutation<S['PricingConfig'], UpdatePricingArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/pricing/updatePlan/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Pricing'),
    }),
    removePricingPlan: build.mutation<S['PricingConfig'], RemovePlanArg>({
      queryFn: ({ id, planId }) => fromEnvelope(apiClient.DELETE('/pricing/removePlan/{id}/{planId}', { params: { path: { id, planId } } })),
      invalidatesTags: afterSuccess('Pricing'),
    }),
  }),
});

export const { useGetPricingForAdminQuery, useCreatePricingConfigMutation, useUpdatePricingConfigMutation, useRemovePricingPlanMutation } = pricingAdminApi;
