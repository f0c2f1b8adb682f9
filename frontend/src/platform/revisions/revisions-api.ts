import type { components } from '@shared/contract/schema';
import { REVISION_RESTORED } from '@shared/contract/revisions';
import { byKind } from '@shared/content-kinds';
import { api, fromEnvelope, toApiErrorShape, type ApiTag } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];
export type RevisionKind = S['RevisionKind'];
export type RevisionSummary = S['RevisionSummary'];

/** Entries per page of a history list. */
export const REVISIONS_PER_PAGE = 10;

/** The screen data a restore of each kind changes: its tag is reloaded with the history. */
export const TAG_OF_KIND: Record<RevisionKind, ApiTag> = byKind((k) => k.tag);

export interface RevisionPageArg {
  kind: RevisionKind;
  /** Only this record's history; without it, every record of the kind. */
  recordId?: string;
  page: number;
}

export interface RevisionPage {
  revisions: RevisionSummary[];
  pagination?: S['Pagination'];
}

/** A restore's record, with the server's message for the toast. */
export type RestoredRevision = S['RevisionRestored'] & { message: string };

export const revisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRevisions: build.query<RevisionPage, RevisionPageArg>({
      // fromEnvelope keeps only `data`; the list needs `pagination` too.
      queryFn: async ({ kind, recordId, page }) => {
        try {
          const { data } = await apiClient.GET('/revisions', { params: { query: { kind, recordId, page, limit: REVISIONS_PER_PAGE } } });
          return { data: { revisions: data?.data ?? [], pagination: data?.pagination } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      providesTags: ['Revision'],
    }),
    listReleaseDrafts: build.query<S['ReleaseDraftEntry'][], { kind: RevisionKind; recordId?: string }>({
      queryFn: ({ kind, recordId }) => fromEnvelope(apiClient.GET('/release-drafts', { params: { query: { kind, recordId } } })),
      providesTags: ['Revision'],
    }),
    getRevision: build.query<S['RevisionDetail'], string>({
      queryFn: (id) => fromEnvelope(apiClient.GET('/revisions/{id}', { params: { path: { id } } })),
      providesTags: ['Revision'],
    }),
    restoreRevision: build.mutation<RestoredRevision, string>({
      queryFn: async (id) => {
        try {
          const { data } = await apiClient.POST('/revisions/{id}/restore', { params: { path: { id } } });
          return { data: { ...data!.data, message: data?.message || REVISION_RESTORED } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      // Only a restore that went through reloads the history and the screen's own data.
      invalidatesTags: (result) => (result ? ['Revision', TAG_OF_KIND[result.kind]] : []),
    }),
  }),
});

export const { useListRevisionsQuery, useListReleaseDraftsQuery, useGetRevisionQuery, useRestoreRevisionMutation } = revisionsApi;
