import type { components } from '@shared/contract/schema';
import { api, fromEnvelope, nullWhenNotFound } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const testimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when no testimonials section is active (404). */
    getActiveTestimonials: build.query<components['schemas']['TestimonialsSection'] | null, void>({
      queryFn: () => nullWhenNotFound(fromEnvelope(apiClient.GET('/testimonials/active'))),
      providesTags: ['Testimonials'],
    }),
  }),
});

export const { useGetActiveTestimonialsQuery } = testimonialsApi;
