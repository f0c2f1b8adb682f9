import type { components } from '@shared/contract/schema';
import { api, fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export type DashboardStats = components['schemas']['DashboardStats'];
export type DashboardActivity = DashboardStats['recentActivity'][number];

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      queryFn: () => fromEnvelope(apiClient.GET('/dashboard/stats')),
      providesTags: ['Inbox', 'Hero', 'Services', 'Pricing', 'Testimonials'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardApi;
