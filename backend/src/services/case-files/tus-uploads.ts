// @tus/server mounted in the app (ADR 0027): the route kit checks a tus call first (its headers against
// openapi.yaml, the token, the limits) and then hands the raw request to tus, which streams the bytes to the store
// (never a whole file in memory). tus's own refusals are turned into the API's JSON error envelope. Every instance
// also sweeps away uploads never bound to a booking.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { Server } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { CASE_UPLOAD_MESSAGES, TUS_RESUMABLE } from '@shared/contract/case-files';
import { HttpError } from '@shared/contract/http-error';
import type { Config } from '../../config';
import { UNAVAILABLE_MESSAGE, serverErrorMessage } from '@shared/contract/messages';
import { isDatabaseUnavailable } from '../../middleware/errors';
import { describeError, requestIdOf, type Logger } from '../../middleware/request-log';
import { createCaseFileStore, type CaseFileStore } from './case-file-store';
import { finishUpload, newUploadId, recordUpload, sweepUnbound } from './case-uploads';
import { sweepRetention } from './retention';
import type { FileStorage } from '../../storage/file-storage';

/** What the kit admitted for a creation: the upload row's owner and name, made once tus has made the upload. */
export interface AdmittedCreation {
  tokenHash: string;
  fileName: string;
}

/** A reply the handler sent itself (tus wrote the response). */
export interface Delegated {
  delegated: true;
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Where tus is mounted, and what an upload id is (the openapi.yaml CaseUploadId pattern). */
const TUS_PATH = '/api/case-uploads';
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The upload an address names: only `/api/case-uploads/{id}` exactly, with no query, further segment or encoding. */
export function uploadIdOfUrl(url: string): string | undefined {
  const { pathname, search } = new URL(url, 'http://upload.invalid');
  const id = pathname.startsWith(`${TUS_PATH}/`) ? pathname.slice(TUS_PATH.length + 1) : undefined;
  return id !== undefined && !search && UPLOAD_ID.test(id) ? id : undefined;
}

type TusRequest = { runtime?: { node?: { req: IncomingMessage } } };

export class CaseUploads {
  readonly store: CaseFileStore;
  private readonly tus: Server;
  private readonly admitted = new WeakMap<IncomingMessage, AdmittedCreation>();
  private timer?: ReturnType<typeof setInterval>;
  private sweeping?: Promise<unknown>;

  constructor(
    private readonly db: Knex,
    private readonly config: Config,
    private readonly logger?: Logger,
    /** Where the older single case files live, for the retention setting. */
    private readonly storage?: FileStorage,
  ) {
    this.store = createCaseFileStore(config, db);
    this.tus = new Server({
      path: '/api/case-uploads',
      datastore: this.store.datastore,
      relativeLocation: true,
      // Locations are relative: no forwarded header has a say in them.
      respectForwardedHeaders: false,
      maxSize: config.caseUploads.maxFileBytes,
      namingFunction: () => newUploadId(),
      // tus would take the id from the end of the whole URL, query string included; here only an address that is
      // exactly one upload's path names an upload (and delegate() hands tus no other).
      getFileIdFromRequest: (req) => uploadIdOfUrl(req.url),
      onUploadCreate: async (req, upload) => {
        const node = (req as TusRequest).runtime?.node?.req;
        const admitted = node && this.admitted.get(node);
        if (!admitted) throw { status_code: 500, body: 'The upload was not admitted' };
        await recordUpload(this.db, { id: upload.id, ...admitted, size: upload.size ?? 0 });
        return {};
      },
      // A failure of the store or a hook (SQL, S3) goes to the log with the request id; the caller is told only
      // that something failed (asJsonError; ADR 0004).
      // The database away (a hook's write cut by an outage) is 503, as on every other call.
      onResponseError: (req, err) => {
        if (isDatabaseUnavailable(err)) return { status_code: 503, body: UNAVAILABLE_MESSAGE };
        const status = (err as { status_code?: number }).status_code ?? 500;
        const reqId = requestIdOf((req as TusRequest).runtime?.node?.req as IncomingMessage);
        if (status >= 500) this.logger?.error({ reqId, err: describeError(err) }, `case upload failed (request id ${reqId})`);
        return undefined;
      },
      // The PATCH that completes a file answers once it has been checked.
      onUploadFinish: async (_req, upload) => {
        await finishUpload(this.db, this.store, upload.id);
        return {};
      },
    });
  }

  /**
   * Hands the call to tus, which answers it: a creation (no id), or a call on the upload `id` the kit authorised.
   * tus sees a request whose address is exactly that upload's path, whatever query or segments the call arrived with
   * (ADR 0003). An admitted creation records its row when tus has made the upload.
   */
  async delegate(koa: Context, call: { id?: string; admitted?: AdmittedCreation } = {}): Promise<Delegated> {
    if (call.id !== undefined && !UPLOAD_ID.test(call.id)) throw new HttpError(404, CASE_UPLOAD_MESSAGES.notFound);
    if (call.admitted) this.admitted.set(koa.req, call.admitted);
    const arrived = koa.req.url;
    let request: InstanceType<typeof NodeRequest>;
    try {
      koa.req.url = call.id === undefined ? TUS_PATH : `${TUS_PATH}/${call.id}`;
      request = new NodeRequest({ req: koa.req, res: koa.res });
      void request.url; // read (and kept by the request) while the address is the authorised one
    } finally {
      koa.req.url = arrived;
    }
    if (call.id !== undefined && uploadIdOfUrl(request.url) !== call.id) throw new HttpError(404, CASE_UPLOAD_MESSAGES.notFound);
    koa.respond = false;
    const response = await this.tus.handleWeb(request);
    await sendNodeResponse(koa.res, response.status >= 400 ? await asJsonError(response, requestIdOf(koa.req)) : response);
    return { delegated: true };
  }

  /** Sweeps now and every ten minutes, until stop(). */
  start(everyMs = SWEEP_EVERY_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), everyMs);
    this.timer.unref();
    void this.sweep();
  }

  /** Deletes unbound uploads past their day, and (with CASE_FILE_RETENTION_DAYS) closed bookings' case files past theirs. */
  sweep(now?: number) {
    const days = this.config.caseUploads.retentionDays;
    this.sweeping ??= sweepUnbound(this.db, this.store, now)
      .then(() => (days ? sweepRetention(this.db, this.store, this.storage, days, now) : 0))
      .catch((e: unknown) => this.logger?.error({ err: String(e) }, 'case-upload cleanup failed'))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }
}

/**
 * tus's plain-text refusal as `{ success: false, message }`, with its status and protocol headers kept. A 4xx's
 * text is the protocol's own (an offset that does not match); a 5xx's may carry an error's text, so it never passes
 * (a 503, the database away, says so as every other call does).
 */
async function asJsonError(response: Response, requestId = 'unknown') {
  const text = (await response.text()).trim();
  const failed = response.status >= 500;
  const unavailable = response.status === 503;
  const message = unavailable ? UNAVAILABLE_MESSAGE : failed ? serverErrorMessage(requestId) : text || response.statusText || 'The upload failed';
  const headers = new Headers(response.headers);
  if (unavailable) headers.set('Retry-After', '5');
  const body = JSON.stringify({ success: false, message, ...(failed ? { requestId } : {}) });
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Length', String(Buffer.byteLength(body)));
  headers.set('Tus-Resumable', TUS_RESUMABLE);
  return new Response(body, { status: response.status, headers });
}
