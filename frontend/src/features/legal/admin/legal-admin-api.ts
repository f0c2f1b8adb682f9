// The admin writes for both legal documents. Every write answers with the whole updated document, which
// replaces the document the public read endpoints (features/legal) hold in the cache.
import type { components } from '@shared/contract/schema';
import { fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { legalApi } from '@/features/legal/legal-api';
import { LEGAL_DOCUMENTS } from '@/features/legal/legal-documents';
import type { LegalDocument, LegalKind } from './legal-types';

type S = components['schemas'];
type Path = { kind: LegalKind; id: string };
type SectionPath = Path & { sid: string };

/** Basic information: the terms' input is the privacy input plus the acceptance statement. */
export type BasicInfoInput = S['TermsConditionsInput'];
/** A section: the privacy input is the terms input plus the section type. */
export type SectionInput = S['PolicySectionInput'];

/** Puts the returned document in the cache of its read endpoint: the screen shows it at once. */
export async function replaceDocument(
  kind: LegalKind,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: LegalDocument }> },
) {
  try {
    const { data } = await queryFulfilled;
    // The document is the one that read returns (the union of the two shapes stands for either).
    dispatch(legalApi.util.updateQueryData(LEGAL_DOCUMENTS[kind].endpointName, undefined, () => data as S['PrivacyPolicy'] & S['TermsConditions']));
  } catch {
    // The caller reports the failure.
  }
}

const withoutAcceptance = ({ acceptanceStatement: _drop, ...rest }: BasicInfoInput): S['PrivacyPolicyInput'] => rest;
const withoutType = ({ sectionType: _drop, ...rest }: SectionInput): S['TermsSectionInput'] => rest;

export const legalAdminApi = legalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the document when none exists; the read endpoint then reloads it (its tag is invalidated). */
    createLegalDocument: build.mutation<LegalDocument, { kind: LegalKind; body: BasicInfoInput }>({
      queryFn: ({ kind, body }) =>
        kind === 'privacy'
          ? fromEnvelope(apiClient.POST('/privacy-policy', { body: withoutAcceptance(body) }))
          : fromEnvelope(apiClient.POST('/terms-conditions', { body })),
      invalidatesTags: (_r, _e, { kind }) => [LEGAL_DOCUMENTS[kind].tag],
    }),
    updateLegalBasicInfo: build.mutation<LegalDocument, Path & { body: BasicInfoInput }>({
      queryFn: ({ kind, id, body }) =>
        kind === 'privacy'
          ? fromEnvelope(apiClient.PUT('/privacy-policy/{id}', { params: { path: { id } }, body: withoutAcceptance(body) }))
          : fromEnvelope(apiClient.PUT('/terms-conditions/{id}', { params: { path: { id } }, body })),
      onQueryStarted: (arg, api) => replaceDocument(arg.kind, api),
    }),
    addLegalSection: build.mutation<LegalDocument, Path & { body: SectionInput }>({
      queryFn: ({ kind, id, body }) =>
        kind === 'privacy'
          ? fromEnvelope(apiClient.POST('/privacy-policy/{id}/sections', { params: { path: { id } }, body }))
          : fromEnvelope(apiClient.POST('/terms-conditions/{id}/sections', { params: { path: { id } }, body: withoutType(body) })),
      onQueryStarted: (arg, api) => replaceDocument(arg.kind, api),
    }),
    updateLegalSection: build.mutation<LegalDocument, SectionPath & { body: SectionInput }>({
      queryFn: ({ kind, id, sid, body }) =>
        kind === 'privacy'
          ? fromEnvelope(apiClient.PUT('/privacy-policy/{id}/sections/{sid}', { params: { path: { id, sid } }, body }))
          : fromEnvelope(apiClient.PUT('/terms-conditions/{id}/sections/{sid}', { params: { path: { id, sid } }, body: withoutType(body) })),
      onQueryStarted: (arg, api) => replaceDocument(arg.kind, api),
    }),
    deleteLegalSection: build.mutation<LegalDocument, SectionPath>({
      queryFn: ({ kind, id, sid }) =>
        kind === 'privacy'
          ? fromEnvelope(apiClient.DELETE('/privacy-policy/{id}/sections/{sid}', { params: { path: { id, sid } } }))
          : fromEnvelope(apiClient.DELETE('/terms-conditions/{id}/sections/{sid}', { params: { path: { id, sid } } })),
      onQueryStarted: (arg, api) => replaceDocument(arg.kind, api),
    }),
    addLegalBullet: build.mutation<LegalDocument, SectionPath & { text: string }>({
      queryFn: ({ kind, id, sid, text }) =>
        kind === 'privacy'
          ? fromEnvelope(apiClient.POST('/privacy-policy/{id}/sections/{sid}/bullet-points', { params: { path: { id, sid } }, body: { text } }))
          : fromEnvelope(apiClient.POST('/terms-conditions/{id}/sections/{sid}/bullets', { params: { path: { id, sid } }, body: { text } })),
      onQueryStarted: (arg, api) => replaceDocument(arg.kind, api),
    }),
    deleteLegalBullet: build.mutation<LegalDocument, SectionPath & { bid: string }>({
      queryFn: ({ kind, id, sid, bid }) =>
        kind === 'privacy'
          ? fromEnvelope(apiClient.DELETE('/privacy-policy/{id}/sections/{sid}/bullet-points/{bid}', { params: { path: { id, sid, bid } } }))
          : fromEnvelope(apiClient.DELETE('/terms-conditions/{id}/sections/{sid}/bullets/{bid}', { params: { path: { id, sid, bid } } })),
      onQueryStarted: (arg, api) => replaceDocument(arg.kind, api),
    }),
  }),
});

export const {
  useCreateLegalDocumentMutation,
  useUpdateLegalBasicInfoMutation,
  useAddLegalSectionMutation,
  useUpdateLegalSectionMutation,
  useDeleteLegalSectionMutation,
  useAddLegalBulletMutation,
  useDeleteLegalBulletMutation,
} = legalAdminApi;
