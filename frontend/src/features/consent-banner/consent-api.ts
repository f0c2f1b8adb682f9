// The visitor's consent calls, through the one typed client. Not RTK Query endpoints: the choice is read once by the
// banner (where the server did not render it) and written by it, and nothing else on the page reads it. Each call
// resolves with the envelope's data or throws the client's ApiError.
import type { ConsentInput, ConsentState } from '@shared/contract/consent';
import { apiClient } from '@/lib/api/client';

const dataOf = async <T>(call: Promise<{ data?: { data: T } }>): Promise<T> => (await call).data!.data;

export const consentApi = {
  /** The choice the visitor's cookie holds now, or null. */
  current: () => dataOf<ConsentState | null>(apiClient.GET('/consent')),
  give: (body: ConsentInput) => dataOf<ConsentState>(apiClient.POST('/consent', { body })),
};
