// Cancel and Remove: the tus termination (DELETE) of an upload, and the resume entries tus-js-client keeps in
// localStorage for it. A live upload is stopped first; the DELETE then tries a few times rather than for the
// minutes an upload's own schedule allows (abort(true) would use that one).
import { defaultOptions, Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { shouldRetry, TERMINATE_RETRY_DELAYS } from './tus-options';

interface RequestHooks {
  onBeforeRequest: (req: HttpRequest) => void;
  onAfterResponse: (req: HttpRequest, res: HttpResponse) => void;
}

/** Forgets tus-js-client's resume entries for these upload addresses (after a cancel, or once the booking is sent). */
export async function forgetResumeEntries(uploadUrls: readonly string[]) {
  if (!uploadUrls.length) return;
  const entries = await defaultOptions.urlStorage.findAllUploads();
  await Promise.all(entries.filter((e) => e.uploadUrl && uploadUrls.includes(e.uploadUrl)).map((e) => defaultOptions.urlStorage.removeUpload(e.urlStorageKey)));
}

/** Deletes the upload at `uploadUrl` (stopping `live` first); rejects with tus's DetailedError when it cannot. */
export async function terminateUpload(uploadUrl: string, live: Upload | undefined, hooks: RequestHooks) {
  await live?.abort(false);
  await Upload.terminate(uploadUrl, { ...hooks, retryDelays: TERMINATE_RETRY_DELAYS, onShouldRetry: (err) => shouldRetry(err) });
  await forgetResumeEntries([uploadUrl]);
}
