// The Person tab's calls (ADR 0043): what is stored for one address, its export link, and its erasure.
import type { components } from '@shared/contract/schema';
import { PERSON_TEXTS } from '@shared/contract/person-data';
import { afterSuccess, api, fromEnvelope, withMessage } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];

/** The erasure's answer: what was erased, and the server's sentence about it. */
export interface PersonErasureReply {
  data: S['PersonErasure'];
  message: string;
}

export const personApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every record that names the address; not cached across searches, so an erasure never shows stale records. */
    findPerson: build.query<S['PersonRecords'], string>({
      queryFn: (email) => fromEnvelope(apiClient.GET('/privacy/person', { params: { query: { email } } })),
      keepUnusedDataFor: 0,
    }),
    /** A five-minute link to the zip of everything stored for the address (super admins). */
    createPersonExportLink: build.mutation<S['PersonExportLink'], string>({
      queryFn: (email) => fromEnvelope(apiClient.POST('/privacy/person/export-link', { body: { email } })),
    }),
    /** Erases everything stored for the address (super admins); the inbox's lists reload. */
    erasePerson: build.mutation<PersonErasureReply, string>({
      queryFn: async (email) => withMessage(apiClient.POST('/privacy/person/erase', { body: { email } }), PERSON_TEXTS.erased),
      invalidatesTags: afterSuccess('Inbox', 'Chat'),
    }),
  }),
});

export const { useLazyFindPersonQuery, useCreatePersonExportLinkMutation, useErasePersonMutation } = personApi;
