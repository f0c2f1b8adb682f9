import type { components } from '@shared/contract/schema';
import { api, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];
export type ActivityEvent = S['ActivityEvent'];
export type ActivityCategory = S['ActivityCategory'];

/** Events per page of the log (the server allows up to 100). */
export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityPageArg {
  /** Every category the caller may see when left out. */
  category?: ActivityCategory;
  adminId?: string;
  /** 'YYYY-MM-DD' days, UTC, inclusive. */
  from?: string;
  to?: string;
  /** Only `case-file-view` and `case-file-download` events. */
  caseFileAccess?: boolean;
  page: number;
}

export interface ActivityPage {
  events: ActivityEvent[];
  pagination?: S['Pagination'];
}

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listActivity: build.query<ActivityPage, ActivityPageArg>({
      // fromEnvelope keeps only `data`; the log needs `pagination` too.
      queryFn: async ({ page, ...filters }) => {
        try {
          const { data } = await apiClient.GET('/activity', { params: { query: { ...filters, page, limit: ACTIVITY_PAGE_SIZE } } });
          return { data: { events: data?.data ?? [], pagination: data?.pagination } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
    }),
  }),
});

// No tag: every write anywhere adds an event, so a visit (or a new page or filter) always asks the server again.
const FRESH = { refetchOnMountOrArgChange: true } as const;

export const useActivityPageQuery = (arg: ActivityPageArg) => activityApi.useListActivityQuery(arg, FRESH);
