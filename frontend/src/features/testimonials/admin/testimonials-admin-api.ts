import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

export interface UpdateTestimonialSectionArg {
  id: string;
  body: S['TestimonialsSectionInput'];
}

export const testimonialsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTestimonialSectionsAdmin: build.query<S['TestimonialsSection'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/testimonials/admin/all', { params: { query: { limit: 1 } } })),
      providesTags: ['Testimonials'],
    }),
    createTestimonialSection: build.mutation<S['TestimonialsSection'], S['TestimonialsSectionInput']>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/testimonials/section', { body })),
      invalidatesTags: afterSuccess('Testimonials'),
    }),
    updateTestimonialSection: build.mutation<S['TestimonialsSection'], UpdateTestimonialSectionArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/testimonials/section/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Testimonials'),
    }),
  }),
});

export const { useListTestimonialSectionsAdminQuery, useCreateTestimonialSectionMutation, useUpdateTestimonialSectionMutation } = testimonialsAdminApi;
