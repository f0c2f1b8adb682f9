// The booking's case files on their way to the server (ADR 0027): one tus upload per file, all under one
// Case-Upload-Token, two at a time, kept in localStorage so a reload can resume them. The list component reads
// it through subscribe/getSnapshot; the booking form asks it for the token and whether the files are done.
import { Upload, type DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { CASE_UPLOAD_MESSAGES, CASE_UPLOAD_TOKEN_HEADER, DEFAULT_CASE_UPLOAD_LIMITS, endingProblem } from '@shared/contract/case-files';
import { ApiError } from '@/lib/api/client';
import {
  EMPTY_SNAPSHOT,
  sameFile,
  UPLOAD_PROBLEMS,
  type Announced,
  type AnnouncedEvent,
  type CaseUploadItem,
  type CaseUploadSnapshot,
} from './case-upload-rules';
import { settledCaseUpload } from './case-upload-status';
import { clearStoredUploads, readStoredUploads, writeStoredUploads } from './case-upload-storage';
import { TransferSpeed } from './transfer-speed';
import { forgetResumeEntries, terminateUpload } from './tus-terminate';
import { CHUNK_SIZE, RETRY_DELAYS, serverMessageOf, shouldRetry, statusOf } from './tus-options';

/** How many files travel at once: a small file is not stuck behind a 1 GB scan, and the line stays busy. */
const MAX_RUNNING = 2;
const PROGRESS_EMIT_MS = 250;
const GAVE_UP = UPLOAD_PROBLEMS.gaveUp;

type Limits = { maxFileBytes: number };

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export class CaseUploadController {
  private items: CaseUploadItem[] = [];
  private token: string | null = null;
  private files = new Map<string, File>();
  private running = new Map<string, Upload>();
  /** The upload being created before a token exists: until it answers, no other file starts (all share one token). */
  private creating: string | null = null;
  private listeners = new Set<() => void>();
  private snapshot: CaseUploadSnapshot = EMPTY_SNAPSHOT;
  private announcement: CaseUploadSnapshot['announcement'] = null;
  private removing = 0;
  private speed = new TransferSpeed();
  private emitTimer: ReturnType<typeof setTimeout> | null = null;
  /** Not on the page (yet, or any more): no request goes out and no answer changes the list. */
  private disposed = true;
  private restored = false;
  private limits: Limits = DEFAULT_CASE_UPLOAD_LIMITS;

  constructor(private readonly endpoint: string) {
    const stored = readStoredUploads();
    this.token = stored.token;
    // A file the browser no longer holds waits for the visitor to pick it again; the server says where it got to.
    this.items = stored.items.map((i) =>
      i.state === 'complete' || i.state === 'refused'
        ? { ...i, needsFile: false, removeError: null }
        : { ...i, state: 'paused', needsFile: true, problem: null, removeError: null },
    );
    this.publish();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The server's limits, for the checks made before a file is sent. */
  setLimits(limits: Limits) {
    this.limits = limits;
  }

  /** The token to send with the booking, when any file was started. */
  get uploadToken() {
    return this.items.length ? this.token : null;
  }

  add(picked: File[]) {
    for (const file of picked) {
      const restored = this.items.find((i) => i.needsFile && sameFile(i, file));
      if (restored) {
        this.files.set(restored.key, file);
        this.update(restored.key, { state: 'waiting', needsFile: false }, true);
        continue;
      }
      if (this.items.some((i) => sameFile(i, file) && i.state !== 'refused')) {
        this.announce({ name: file.name, state: 'waiting', kind: null, size: file.size, problem: null, needsFile: false }, 'duplicate');
        continue;
      }
      const problem = this.checkBeforeSending(file);
      const item: CaseUploadItem = {
        key: newKey(),
        name: file.name,
        size: file.size,
        lastModified: file.lastModified,
        state: problem ? 'refused' : 'waiting',
        sent: 0,
        uploadUrl: null,
        kind: null,
        problem,
        needsFile: false,
        removeError: null,
      };
      this.files.set(item.key, file);
      this.items = [...this.items, item];
      this.announce(item);
    }
    this.changed();
    this.pump();
  }

  pause(key: string) {
    this.stop(key);
    this.update(key, { state: 'paused' }, true);
    this.pump();
  }

  /** Resume a paused file, or retry a failed one: tus asks the server for its offset and goes on from there. */
  resume(key: string) {
    const item = this.find(key);
    if (!item || item.needsFile || !this.files.has(key)) return;
    this.update(key, { state: 'waiting', problem: null }, true);
    this.pump();
  }

  /** Cancel (or Remove) a file: it leaves the list at once and its upload is deleted (tus termination). */
  async discard(key: string) {
    const index = this.items.findIndex((i) => i.key === key);
    const item = this.items[index];
    if (!item) return;
    const upload = this.running.get(key);
    this.stop(key);
    this.files.delete(key);
    this.items = this.items.filter((i) => i.key !== key);
    this.removing += 1;
    this.announce(item, 'removed');
    this.changed();
    this.pump();
    try {
      if (item.uploadUrl && this.token) await terminateUpload(item.uploadUrl, upload, this.requestOptions());
    } catch (e) {
      // Refused, gone or another token's: nothing of it is left to bind to the booking. No answer: it may be.
      const status = statusOf(e as Error);
      if (!this.disposed && (status === 0 || status >= 500)) {
        const back = { ...item, removeError: `${item.name} could not be removed. Check your connection and try again.` };
        this.items = [...this.items.slice(0, index), back, ...this.items.slice(index)];
        this.announce(back, 'removeFailed');
      }
    } finally {
      this.removing -= 1;
      if (!this.disposed) this.changed();
    }
  }

  /** After the booking is sent: the files belong to it now; the list and its storage start afresh. */
  clear() {
    const urls = this.items.flatMap((i) => (i.uploadUrl ? [i.uploadUrl] : []));
    for (const key of [...this.running.keys()]) this.stop(key);
    this.items = [];
    this.files.clear();
    this.token = null;
    this.announcement = null;
    clearStoredUploads();
    void forgetResumeEntries(urls);
    this.publish();
  }

  /** The list is on the page: the first time, ask how the files of a previous visit stand; go on sending. */
  attach() {
    this.disposed = false;
    if (!this.restored) {
      this.restored = true;
      for (const item of this.items) if (item.uploadUrl && item.state !== 'refused') void this.refresh(item.key);
    }
    this.pump();
  }

  /** The list left the page: stop sending (the uploads stay on the server and in storage, to go on later). */
  detach() {
    for (const key of [...this.running.keys()]) {
      this.stop(key);
      this.update(key, { state: 'waiting' });
    }
    this.disposed = true;
    if (this.emitTimer) clearTimeout(this.emitTimer);
    this.emitTimer = null;
  }

  // ------------------------------------------------------------------------------------------- sending
  private checkBeforeSending(file: File): string | null {
    const refused = endingProblem(file.name);
    if (refused) return refused;
    if (file.size === 0) return CASE_UPLOAD_MESSAGES.empty;
    if (file.size > this.limits.maxFileBytes) return CASE_UPLOAD_MESSAGES.fileTooLarge(this.limits.maxFileBytes);
    return null;
  }

  /** Starts waiting files while there is room; a creation without a token goes alone. */
  private pump() {
    if (this.disposed) return;
    while (this.running.size < MAX_RUNNING && !this.creating) {
      const next = this.items.find((i) => i.state === 'waiting' && this.files.has(i.key));
      if (!next) return;
      this.start(next);
    }
  }

  private requestOptions() {
    return {
      onBeforeRequest: (req: HttpRequest) => {
        if (this.token) req.setHeader(CASE_UPLOAD_TOKEN_HEADER, this.token);
      },
      onAfterResponse: (req: HttpRequest, res: HttpResponse) => {
        const token = req.getMethod() === 'POST' ? res.getHeader(CASE_UPLOAD_TOKEN_HEADER) : undefined;
        if (token && !this.token) {
          this.token = token;
          this.changed();
        }
      },
    };
  }

  private start(item: CaseUploadItem) {
    const file = this.files.get(item.key)!;
    const { key } = item;
    // Without a token no earlier upload can be resumed: it is created afresh.
    const uploadUrl = this.token ? item.uploadUrl : null;
    if (!this.token) this.creating = key;
    let lastSent = item.sent;
    const upload: Upload = new Upload(file, {
      endpoint: this.endpoint,
      uploadUrl,
      metadata: { filename: file.name },
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (err) => shouldRetry(err),
      ...this.requestOptions(),
      onUploadUrlAvailable: () => {
        if (this.creating === key) this.creating = null;
        this.update(key, { uploadUrl: upload.url });
        this.pump();
      },
      onProgress: (sent, total) => {
        this.speed.add(sent - lastSent);
        lastSent = sent;
        // Every byte sent: the server checks the file before it answers the last PATCH.
        if (sent >= total) this.update(key, { sent, state: 'checking' }, true);
        else this.update(key, { sent, state: 'uploading' }, false, true);
      },
      onSuccess: () => {
        this.running.delete(key);
        this.update(key, { sent: item.size, state: 'checking' }, true);
        this.pump();
        void this.refresh(key);
      },
      onError: (err) => this.failed(key, err),
    });
    this.running.set(key, upload);
    this.update(key, { state: 'uploading', uploadUrl, problem: null, removeError: null }, true);
    upload.start();
  }

  private failed(key: string, err: Error | DetailedError) {
    this.running.delete(key);
    if (this.creating === key) this.creating = null;
    const status = statusOf(err);
    const message = serverMessageOf(err);
    const creation = 'originalRequest' in err && err.originalRequest?.getMethod() === 'POST';
    if (creation && status === 403 && this.token) {
      // The token expired or was used: this booking's files start again under a new one.
      this.token = null;
      this.update(key, { state: 'waiting', uploadUrl: null, sent: 0 });
    } else if (creation && status >= 400 && status < 500 && status !== 429) {
      this.update(key, { state: 'refused', problem: message ?? UPLOAD_PROBLEMS.serverRefused(status), sent: 0 }, true);
    } else {
      this.update(key, { state: 'failed', problem: message ?? GAVE_UP }, true);
    }
    this.pump();
  }

  private stop(key: string) {
    const upload = this.running.get(key);
    this.running.delete(key);
    if (this.creating === key) this.creating = null;
    void upload?.abort(false);
  }

  /** Asks the server how an upload stands (after its last byte, or after a reload) and shows it. */
  private async refresh(key: string) {
    const asked = this.find(key);
    if (!asked?.uploadUrl || !this.token) return;
    try {
      const upload = await settledCaseUpload(asked.uploadUrl, this.token, () => this.disposed);
      const item = this.find(key);
      if (this.disposed || !item || (this.running.has(key) && upload.state === 'uploading')) return;
      if (upload.state === 'complete')
        this.update(key, { state: 'complete', kind: upload.kind ?? null, size: upload.size, sent: upload.size, problem: null, needsFile: false }, true);
      else if (upload.state === 'refused') this.update(key, { state: 'refused', problem: upload.problem, needsFile: false }, true);
      else if (item.needsFile) this.update(key, { sent: upload.offset });
      else this.update(key, { state: 'failed', problem: UPLOAD_PROBLEMS.notChecked }, true);
    } catch (e) {
      const item = this.find(key);
      if (this.disposed || !item || this.running.has(key)) return;
      // Gone (expired, or another token's): the file must be sent again. No answer: a restored row stays as it is.
      if (e instanceof ApiError && e.status < 500)
        this.update(key, { state: 'paused', needsFile: !this.files.has(key), uploadUrl: null, sent: 0, kind: null }, true);
      else if (!item.needsFile && item.state !== 'complete') this.update(key, { state: 'failed', problem: GAVE_UP }, true);
    }
  }

  // ------------------------------------------------------------------------------------------- state
  private find(key: string) {
    return this.items.find((i) => i.key === key);
  }

  /** Changes a row; `announce` reads its new state out, `progressOnly` batches the update with others. */
  private update(key: string, changes: Partial<CaseUploadItem>, announce = false, progressOnly = false) {
    if (this.disposed) return;
    const item = this.find(key);
    if (!item) return;
    const next = { ...item, ...changes };
    this.items = this.items.map((i) => (i.key === key ? next : i));
    if (announce && next.state !== item.state) this.announce(next);
    if (progressOnly) this.schedulePublish();
    else this.changed();
  }

  private announce(item: Announced, event: AnnouncedEvent = 'state') {
    this.announcement = { id: (this.announcement?.id ?? 0) + 1, item, event };
  }

  /** A change worth keeping across a reload. */
  private changed() {
    writeStoredUploads(this.token, this.items);
    this.publish();
  }

  private schedulePublish() {
    this.emitTimer ??= setTimeout(() => this.publish(), PROGRESS_EMIT_MS);
  }

  private publish() {
    if (this.emitTimer) clearTimeout(this.emitTimer);
    this.emitTimer = null;
    this.snapshot = { items: this.items, speed: this.speed.read(this.running.size > 0), announcement: this.announcement, removing: this.removing };
    for (const listener of this.listeners) listener();
  }
}
