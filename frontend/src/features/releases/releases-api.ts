import type { components } from '@shared/contract/schema';
import { CONTENT_CACHE_TAGS } from '@shared/content-kinds';
import {
  PREVIEW_LINK_CREATED,
  RELEASE_APPROVED,
  RELEASE_APPROVED_SCHEDULED,
  RELEASE_CREATED,
  RELEASE_PUBLISHED,
  RELEASE_REVERTED,
  RELEASE_SCHEDULED,
  RELEASE_SENT_BACK,
  RELEASE_SETTINGS_SAVED,
  RELEASE_SUBMITTED,
  RELEASE_UNSCHEDULED,
} from '@shared/contract/releases';
import { afterSuccess, api, fromEnvelope, toApiErrorShape, withMessage, type ApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];
export type Release = S['Release'];
export type ReleaseSettings = S['ReleaseSettings'];

/** Releases per page of the list (the server allows up to 100). */
export const RELEASES_PAGE_SIZE = 10;

export interface ReleasePage {
  releases: Release[];
  pagination?: S['Pagination'];
}

/** A write's answer: the release as it now is, and the server's message for the toast. */
export interface ReleaseWrite {
  release: Release;
  message: string;
}

export interface PreviewLink {
  /** The link under the site's own address (`/preview/…`). */
  url: string;
  expiresAt: string;
  message: string;
}

export interface SavedReleaseSettings {
  settings: ReleaseSettings;
  message: string;
}

type Answer<T> = Promise<{ data?: { data: T; message?: string } }>;

/** A write that answers the release. */
async function releaseWrite(call: Answer<Release>, fallback: string): Promise<{ data: ReleaseWrite } | { error: ApiErrorShape }> {
  const result = await withMessage(call, fallback);
  return 'error' in result ? result : { data: { release: result.data.data, message: result.data.message } };
}

const path = (id: string) => ({ params: { path: { id } } });

// A write that can publish or undo changes the content itself: every content screen and history reloads too.
const releaseAndContent = afterSuccess('Release', 'Revision', ...CONTENT_CACHE_TAGS);

export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReleases: build.query<ReleasePage, number>({
      // fromEnvelope keeps only `data`; the list needs `pagination` too.
      queryFn: async (page) => {
        try {
          const { data } = await apiClient.GET('/releases', { params: { query: { page, limit: RELEASES_PAGE_SIZE } } });
          return { data: { releases: data?.data ?? [], pagination: data?.pagination } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      providesTags: ['Release'],
    }),
    getRelease: build.query<Release, string>({
      queryFn: (id) => fromEnvelope(apiClient.GET('/releases/{id}', path(id))),
      providesTags: ['Release'],
    }),
    createRelease: build.mutation<ReleaseWrite, S['ReleaseInput']>({
      queryFn: (body) => releaseWrite(apiClient.POST('/releases', { body }), RELEASE_CREATED),
      invalidatesTags: afterSuccess('Release'),
    }),
    createPreviewLink: build.mutation<PreviewLink, string>({
      queryFn: async (id) => {
        const result = await withMessage(apiClient.POST('/releases/{id}/preview-link', path(id)), PREVIEW_LINK_CREATED);
        return 'error' in result ? result : { data: { ...result.data.data, message: result.data.message } };
      },
    }),
    publishRelease: build.mutation<ReleaseWrite, string>({
      queryFn: (id) => releaseWrite(apiClient.POST('/releases/{id}/publish', path(id)), RELEASE_PUBLISHED),
      // A conflict leaves the release failed, with what stopped it: reload it after a refusal too.
      invalidatesTags: (_r, error) => (error ? ['Release'] : ['Release', 'Revision', ...CONTENT_CACHE_TAGS]),
    }),
    scheduleRelease: build.mutation<ReleaseWrite, { id: string; at: string }>({
      queryFn: ({ id, at }) => releaseWrite(apiClient.POST('/releases/{id}/schedule', { ...path(id), body: { at } }), RELEASE_SCHEDULED),
      invalidatesTags: afterSuccess('Release'),
    }),
    unscheduleRelease: build.mutation<ReleaseWrite, string>({
      queryFn: (id) => releaseWrite(apiClient.DELETE('/releases/{id}/schedule', path(id)), RELEASE_UNSCHEDULED),
      invalidatesTags: afterSuccess('Release'),
    }),
    revertRelease: build.mutation<ReleaseWrite, string>({
      queryFn: (id) => releaseWrite(apiClient.POST('/releases/{id}/revert', path(id)), RELEASE_REVERTED),
      invalidatesTags: releaseAndContent,
    }),
    submitRelease: build.mutation<ReleaseWrite, { id: string; body: S['ReleaseSubmitInput'] }>({
      queryFn: ({ id, body }) => releaseWrite(apiClient.POST('/releases/{id}/submit', { ...path(id), body }), RELEASE_SUBMITTED),
      invalidatesTags: afterSuccess('Release'),
    }),
    sendBackRelease: build.mutation<ReleaseWrite, { id: string; body: S['ReleaseSendBackInput'] }>({
      queryFn: ({ id, body }) => releaseWrite(apiClient.POST('/releases/{id}/send-back', { ...path(id), body }), RELEASE_SENT_BACK),
      invalidatesTags: afterSuccess('Release'),
    }),
    approveRelease: build.mutation<ReleaseWrite, { id: string; body: S['ReleaseApproveInput'] }>({
      queryFn: ({ id, body }) =>
        releaseWrite(apiClient.POST('/releases/{id}/approve', { ...path(id), body }), body.at ? RELEASE_APPROVED_SCHEDULED : RELEASE_APPROVED),
      // As a publish: a conflict leaves the release failed.
      invalidatesTags: (_r, error) => (error ? ['Release'] : ['Release', 'Revision', ...CONTENT_CACHE_TAGS]),
    }),
    getReleaseSettings: build.query<ReleaseSettings, void>({
      queryFn: () => fromEnvelope(apiClient.GET('/release-settings')),
    }),
    saveReleaseSettings: build.mutation<SavedReleaseSettings, S['ReleaseSettingsInput']>({
      queryFn: async (body) => {
        const result = await withMessage(apiClient.PUT('/release-settings', { body }), RELEASE_SETTINGS_SAVED);
        return 'error' in result ? result : { data: { settings: result.data.data, message: result.data.message } };
      },
      // The one cached read of the settings takes the saved ones at once (they have no tag of their own).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = (await queryFulfilled.catch(() => undefined))?.data;
        if (saved) dispatch(releasesApi.util.upsertQueryData('getReleaseSettings', undefined, saved.settings));
      },
    }),
  }),
});

export const {
  useCreateReleaseMutation,
  useCreatePreviewLinkMutation,
  usePublishReleaseMutation,
  useScheduleReleaseMutation,
  useUnscheduleReleaseMutation,
  useRevertReleaseMutation,
  useSubmitReleaseMutation,
  useSendBackReleaseMutation,
  useApproveReleaseMutation,
  useGetReleaseSettingsQuery,
  useSaveReleaseSettingsMutation,
} = releasesApi;

// A draft saved from a content screen, or a scheduled release going live, changes a release without a write here:
// a visit (or a new page, or another release) always asks the server again.
const FRESH = { refetchOnMountOrArgChange: true } as const;

export const useReleasesPageQuery = (page: number) => releasesApi.useListReleasesQuery(page, FRESH);
export const useReleaseQuery = (id: string) => releasesApi.useGetReleaseQuery(id, FRESH);
