import type { components } from '@contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export const testimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveTestimonials: build.query<components['schemas']['TestimonialsSection'], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/testimonials/active')),
      providesTags: ['Testimonials'],
    }),
  }),
});

export const { useGetActiveTestimonialsQuery } = testimonialsApi;
