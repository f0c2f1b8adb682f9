// An upload's state once its bytes are in (GET /case-uploads/{id}): complete with the kind found, or refused with
// the reason. The server may still be checking a large file, so 'uploading' is asked again a few times.
import type { components } from '@shared/contract/schema';
import { CASE_UPLOAD_TOKEN_HEADER } from '@shared/contract/case-files';
import { ApiError, apiClient, withoutToken } from '@/lib/api/client';
import { uploadIdOf } from './tus-options';

export type CaseUpload = components['schemas']['CaseUpload'];

/** Waits between asks while the server is still checking, or the answer did not come. */
const ASK_AGAIN_MS = [500, 1000, 2000, 4000, 8000, 15000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One ask; throws ApiError for the server's refusals (404: gone, or another token's) and Error for no answer. */
export async function fetchCaseUpload(uploadUrl: string, token: string): Promise<CaseUpload> {
  const { data } = await apiClient.GET('/case-uploads/{id}', {
    params: { path: { id: uploadIdOf(uploadUrl) } },
    // The upload's API key (openapi.yaml's caseUploadToken security scheme).
    headers: { [CASE_UPLOAD_TOKEN_HEADER]: token },
    middleware: [withoutToken],
  });
  return data!.data;
}

/**
 * The upload once checked (complete or refused). While every byte is in but the check is not done, asks again a few
 * times; an upload still missing bytes is answered as it is. Gives the last answer when the asks run out.
 */
export async function settledCaseUpload(uploadUrl: string, token: string, isStopped: () => boolean = () => false): Promise<CaseUpload> {
  let last: CaseUpload | undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      last = await fetchCaseUpload(uploadUrl, token);
      if (last.state !== 'uploading' || last.offset < last.size) return last;
    } catch (e) {
      // A refusal will not change; no answer or a server failure may.
      if ((e instanceof ApiError && e.status < 500) || attempt >= ASK_AGAIN_MS.length || (isStopped() && !last)) throw e;
    }
    if (last && (attempt >= ASK_AGAIN_MS.length || isStopped())) return last;
    await wait(ASK_AGAIN_MS[attempt]);
  }
}
