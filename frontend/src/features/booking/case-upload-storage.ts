// The upload list kept across reloads (ADR 0027): the booking's Case-Upload-Token and each file's name, size, last
// change, upload address and state, under one key for the site, cleared when the booking is sent. Browsers cannot
// reopen a file by themselves, so the bytes are not kept: the visitor picks an unfinished file again.
import type { CaseFileKind } from '@shared/contract/case-files';
import type { CaseUploadItem, CaseUploadState } from './case-upload-rules';

export const CASE_UPLOADS_STORAGE_KEY = 'booking-case-uploads';

export interface StoredCaseUploads {
  token: string | null;
  items: Pick<CaseUploadItem, 'key' | 'name' | 'size' | 'lastModified' | 'state' | 'sent' | 'uploadUrl' | 'kind' | 'problem'>[];
}

const STATES: readonly CaseUploadState[] = ['waiting', 'uploading', 'paused', 'checking', 'complete', 'refused', 'failed'];

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

function isItem(x: unknown): x is StoredCaseUploads['items'][number] {
  const i = x as Record<string, unknown> | null;
  return (
    !!i &&
    typeof i.key === 'string' &&
    typeof i.name === 'string' &&
    typeof i.size === 'number' &&
    typeof i.lastModified === 'number' &&
    STATES.includes(i.state as CaseUploadState) &&
    (i.uploadUrl === null || typeof i.uploadUrl === 'string')
  );
}

/** What a previous visit left, or an empty list (nothing stored, or something unreadable). */
export function readStoredUploads(): StoredCaseUploads {
  try {
    const raw = JSON.parse(storage()?.getItem(CASE_UPLOADS_STORAGE_KEY) ?? 'null') as Partial<StoredCaseUploads> | null;
    const items = Array.isArray(raw?.items) ? raw.items.filter(isItem) : [];
    return {
      token: typeof raw?.token === 'string' ? raw.token : null,
      items: items.map((i) => ({ ...i, sent: Number(i.sent) || 0, kind: (i.kind as CaseFileKind | null) ?? null, problem: i.problem ?? null })),
    };
  } catch {
    return { token: null, items: [] };
  }
}

export function writeStoredUploads(token: string | null, items: readonly CaseUploadItem[]) {
  if (!token && !items.length) return clearStoredUploads();
  const kept: StoredCaseUploads = {
    token,
    items: items.map(({ key, name, size, lastModified, state, sent, uploadUrl, kind, problem }) => ({
      key,
      name,
      size,
      lastModified,
      state,
      sent,
      uploadUrl,
      kind,
      problem,
    })),
  };
  try {
    storage()?.setItem(CASE_UPLOADS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or switched off: the list still works, it just does not survive a reload.
  }
}

export function clearStoredUploads() {
  try {
    storage()?.removeItem(CASE_UPLOADS_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
