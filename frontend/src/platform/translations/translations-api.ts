// The editor's calls of content per language (ADR 0044): the missing counts for the Dashboard, one kind's
// side-by-side sheet in a language, and one record's texts written in it. A translation is content of its kind:
// the sheet carries the kind's tag, so a write of the kind (a translation, an edit of a default-language text, a
// restore) reloads it, and the counts carry every kind's tag.
import { CONTENT_CACHE_TAGS, contentKind, type RevisionKind } from '@shared/content-kinds';
import type { TranslationCount, TranslationRecord } from '@shared/contract/translations';
import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope, type ApiTag } from '@/app/api';
import { apiClient } from '@/lib/api/client';

export type TranslationSheet = components['schemas']['TranslationSheet'];

export interface SheetArg {
  kind: RevisionKind;
  lang: string;
}

export interface SaveTranslationArg extends SheetArg {
  id: string;
  values: Record<string, string | null>;
}

const tagOf = (kind: RevisionKind) => contentKind(kind).tag as ApiTag;

export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTranslationSummary: build.query<TranslationCount[], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/content-translations')),
      providesTags: [...CONTENT_CACHE_TAGS],
    }),
    getTranslationSheet: build.query<TranslationSheet, SheetArg>({
      queryFn: ({ kind, lang }) => fromEnvelope(apiClient.GET('/content-translations/{kind}', { params: { path: { kind }, query: { lang } } })),
      providesTags: (_r, _e, { kind }) => [tagOf(kind)],
    }),
    saveTranslation: build.mutation<TranslationRecord, SaveTranslationArg>({
      queryFn: ({ kind, id, lang, values }) =>
        fromEnvelope(apiClient.PUT('/content-translations/{kind}/{id}', { params: { path: { kind, id }, query: { lang } }, body: { values } })),
      invalidatesTags: (result, error, { kind }) => afterSuccess(tagOf(kind), 'Revision')(result, error),
    }),
    /** A preview link of the release the admin works in, to see its drafts (translations included) as visitors will. */
    openReleasePreview: build.mutation<{ url: string; expiresAt: string }, string>({
      queryFn: (id) => fromEnvelope(apiClient.POST('/releases/{id}/preview-link', { params: { path: { id } } })),
    }),
  }),
});

export const { useGetTranslationSummaryQuery, useGetTranslationSheetQuery, useSaveTranslationMutation, useOpenReleasePreviewMutation } = translationsApi;
