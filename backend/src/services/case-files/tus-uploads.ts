// @tus/server mounted in the app (issue 15): the route kit checks a tus call first (its headers against
// openapi.yaml, the token, the limits) and then hands the raw request to tus, which streams the bytes to the store
// (never a whole file in memory). tus's own refusals are turned into the API's JSON error envelope. Every instance
// also sweeps away uploads never bound to a booking.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { Server } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { TUS_RESUMABLE } from '@contract/case-files';
import type { Config } from '../../config';
import type { Logger } from '../../middleware/request-log';
import { createCaseFileStore, type CaseFileStore } from './case-file-store';
import { finishUpload, newUploadId, recordUpload, sweepUnbound } from './case-uploads';

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

type TusRequest = { runtime?: { node?: { req: IncomingMessage } } };

export class CaseUploads {
  readonly store: CaseFileStore;
  private readonly tus: Server;
  private readonly admitted = new WeakMap<IncomingMessage, AdmittedCreation>();
  private timer?: ReturnType<typeof setInterval>;
  private sweeping?: Promise<unknown>;

  constructor(
    private readonly db: Knex,
    config: Config,
    private readonly logger?: Logger,
  ) {
    this.store = createCaseFileStore(config, db);
    this.tus = new Server({
      path: '/api/case-uploads',
      datastore: this.store.datastore,
      relativeLocation: true,
      respectForwardedHeaders: config.trustProxy,
      maxSize: config.caseUploads.maxFileBytes,
      namingFunction: () => newUploadId(),
      onUploadCreate: async (req, upload) => {
        const node = (req as TusRequest).runtime?.node?.req;
        const admitted = node && this.admitted.get(node);
        if (!admitted) throw { status_code: 500, body: 'The upload was not admitted' };
        await recordUpload(this.db, { id: upload.id, ...admitted, size: upload.size ?? 0 });
        return {};
      },
      // The PATCH that completes a file answers once it has been checked.
      onUploadFinish: async (_req, upload) => {
        await finishUpload(this.db, this.store, upload.id);
        return {};
      },
    });
  }

  /** Hands the call to tus, which answers it; an admitted creation records its row when tus has made the upload. */
  async delegate(koa: Context, admitted?: AdmittedCreation): Promise<Delegated> {
    if (admitted) this.admitted.set(koa.req, admitted);
    koa.respond = false;
    const response = await this.tus.handleWeb(new NodeRequest({ req: koa.req, res: koa.res }));
    await sendNodeResponse(koa.res, response.status >= 400 ? await asJsonError(response) : response);
    return { delegated: true };
  }

  /** Sweeps unbound uploads now and every ten minutes, until stop(). */
  start(everyMs = SWEEP_EVERY_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), everyMs);
    this.timer.unref();
    void this.sweep();
  }

  sweep(now?: number) {
    this.sweeping ??= sweepUnbound(this.db, this.store, now)
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

/** tus's plain-text refusal as `{ success: false, message }`, with its status and protocol headers kept. */
async function asJsonError(response: Response) {
  const message = (await response.text()).trim() || response.statusText || 'The upload failed';
  const headers = new Headers(response.headers);
  const body = JSON.stringify({ success: false, message });
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Length', String(Buffer.byteLength(body)));
  headers.set('Tus-Resumable', TUS_RESUMABLE);
  return new Response(body, { status: response.status, headers });
}
