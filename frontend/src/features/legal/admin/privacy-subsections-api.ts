// Subsections exist as calls on the privacy policy only (the terms have none): add, edit, delete.
import type { components } from '@shared/contract/schema';
import { fromEnvelope } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { legalAdminApi, replaceDocument } from './legal-admin-api';
import type { LegalDocument } from './legal-types';

type SubsectionInput = components['schemas']['SubsectionInput'];
type SectionPath = { id: string; sid: string };
type SubsectionPath = SectionPath & { subid: string };

export const privacySubsectionsApi = legalAdminApi.injectEndpoints({
  endpoints: (build) => ({
    addPrivacySubsection: build.mutation<LegalDocument, SectionPath & { body: SubsectionInput }>({
      queryFn: ({ id, sid, body }) => fromEnvelope(apiClient.POST('/privacy-policy/{id}/sections/{sid}/subsections', { params: { path: { id, sid } }, body })),
      onQueryStarted: (_arg, api) => replaceDocument('privacy', api),
    }),
    /** Title and content only: without bulletPoints the server keeps the subsection's bullet points. */
    updatePrivacySubsection: build.mutation<LegalDocument, SubsectionPath & { body: SubsectionInput }>({
      queryFn: ({ id, sid, subid, body }) =>
        fromEnvelope(apiClient.PUT('/privacy-policy/{id}/sections/{sid}/subsections/{subid}', { params: { path: { id, sid, subid } }, body })),
      onQueryStarted: (_arg, api) => replaceDocument('privacy', api),
    }),
    deletePrivacySubsection: build.mutation<LegalDocument, SubsectionPath>({
      queryFn: ({ id, sid, subid }) =>
        fromEnvelope(apiClient.DELETE('/privacy-policy/{id}/sections/{sid}/subsections/{subid}', { params: { path: { id, sid, subid } } })),
      onQueryStarted: (_arg, api) => replaceDocument('privacy', api),
    }),
  }),
});

export const { useAddPrivacySubsectionMutation, useUpdatePrivacySubsectionMutation, useDeletePrivacySubsectionMutation } = privacySubsectionsApi;
