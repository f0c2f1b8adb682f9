// The server's route kit. Route files only wire an operation of openapi.yaml to a service call; this kit runs what
// every operation shares, the steps of @shared/pipeline/pipeline.ts (the client's address, auth from the token, the
// role the operation declares, validation compiled from the document, the Idempotency-Key, the revision transaction;
// ADR 0030), over a Koa request: it supplies each step's port (its token check, multipart reading, idempotency table
// and database transactions) and sends the answer in the envelopes of ADR 0009.
import { Writable } from 'node:stream';
import formidable, { errors as formidableErrors, type Fields, type Files } from 'formidable';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { paths } from '@shared/contract/schema';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import type { AnyOperation, BodyOf, Method, OperationId, OperationOf, PathsFor, Reply } from '@shared/contract/operation-types';
import { OPERATION_INDEX } from '@shared/contract/operation-index';
import { HttpError } from '@shared/contract/http-error';
import { AUTH_MESSAGES, LOGO_MAX_BYTES } from '@shared/contract/messages';
import { IMAGE_SIZE_MESSAGE } from '@shared/contract/file-types';
import { REPLAYED_HEADER } from '@shared/contract/idempotency';
import { requestPipeline, type PipelinePorts, type RequestContext } from '@shared/pipeline/pipeline';
import { tagOf, type PipelineRoute } from '@shared/pipeline/context';
import { operationRoute, type RouteFlags } from '@shared/pipeline/operation-route';
import { PERSONAL_TAGS } from '@shared/pipeline/validate';
import { inRouteOrder } from '@shared/pipeline/route-order';
import type { Config } from './config';
import { contract } from './contract';
import { bumpContentVersion } from './db/content-version';
import { adminNames } from './services/admin-records';
import { recordRevisions, snapshotKind } from './services/revisions';
import { draftsOf, storeDraft } from './services/releases';
import { withIdPlan } from './db/rows';
import { RELEASE_CACHE_CONTROL, RELEASE_VARY, type StoredDraft } from '@shared/contract/releases';
import { replayDraft } from '@shared/pipeline/draft-replay';
import { answerOnce } from './services/idempotency';
import { markPublic } from './middleware/content-cache';
import { PUBLIC_READ_KINDS, requestedLanguage } from '@shared/contract/translations';
import { findSettingsIfAny } from './services/homepage';
import { inLanguage } from './services/translations';
import { authenticate, bearerOf, type AuthContext } from './middleware/auth';
export { rateLimit } from './middleware/rate-limit';
import { noteAdmin } from './middleware/request-log';
import type { Readable } from 'node:stream';
import type { FileStorage } from './storage/file-storage';
import type { UploadedFile, VariantQueue } from './services/uploads';
import type { CaseUploads, Delegated } from './services/case-files/tus-uploads';
import type { ChatBus } from './services/chat/chat-bus';

export { ok, created, done } from '@shared/contract/operation-types';

/** The admin behind a content write, with the role that decides which fields it may change. */
export function writer(auth: AuthContext | undefined) {
  if (!auth) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  return { _id: auth.admin._id, role: auth.admin.role };
}

/** The admin behind a protected call (the kit authenticated it before the handler runs). */
export const actor = (auth: AuthContext | undefined): string => writer(auth)._id;

export interface Deps {
  db: Knex;
  config: Config;
  storage: FileStorage;
  /** Sends the outbox's emails; kicked after a booking or message so they go out at once. */
  mailer?: { kick(): void };
  /** Makes the variants of uploaded photographs; kicked after an upload so they follow at once. */
  variants?: VariantQueue;
  /** Case files uploaded with tus, and their store. */
  caseUploads?: CaseUploads;
  /** What publishing a release needs of the route kit: its drafts' replayer and the content cache's signal. */
  releases?: { replay: DraftReplayer; contentChanged(): void };
  /** Where the chat's writes publish their events once stored (services/chat/chat-bus.ts). */
  chatBus?: ChatBus;
}

export interface RouteContext<O> {
  deps: Deps;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: BodyOf<O>;
  /** Multipart text fields and the uploaded file, for uploads. */
  fields: Record<string, string>;
  file?: UploadedFile;
  /** The caller's admin, on protected calls (and on token-optional calls made with a token). */
  auth?: AuthContext;
  /** The caller's address, for rate limits: the one the nearest trusted proxy saw (ADR 0003). */
  clientKey: string;
  koa: Context;
}

/** A non-JSON answer (a download or a CSV); a large file goes as a stream. */
export interface RawReply {
  status: number;
  body: Buffer | string | Readable;
  headers: Record<string, string>;
}

type Result<O> = Reply<O> | RawReply | Delegated;
type Handler<O> = (ctx: RouteContext<O>) => Promise<Result<O>> | Result<O>;

export interface RouteDef extends PipelineRoute {
  /** The body is left unread for the handler (a tus PATCH's bytes); only its Content-Type is checked. */
  raw: boolean;
  /** The largest file a multipart call may send, by who is calling. */
  upload: UploadLimit | ((auth: AuthContext | undefined) => UploadLimit);
  handle: Handler<AnyOperation>;
}

/** The largest file a multipart call takes, and what a larger one is told (413). */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: string;
}

/** An image's limit: every multipart call's unless its route says otherwise. */
export const IMAGE_UPLOAD: UploadLimit = { maxBytes: LOGO_MAX_BYTES, tooLarge: IMAGE_SIZE_MESSAGE };

export interface RouteOptions extends RouteFlags {
  /** The handler reads the request's body itself, as a stream (tus). */
  raw?: boolean;
  /** The largest file a multipart call may send (by default an image's 5 MB), by who is calling. */
  upload?: RouteDef['upload'];
}

export function route<M extends Method, P extends PathsFor<M>>(method: M, path: P, handle: Handler<OperationOf<P, M>>, opts: RouteOptions = {}): RouteDef {
  return routeDef(method, String(path), handle as Handler<AnyOperation>, opts);
}

/** The route of an operation named by its id, typed loosely (AnyOperation): a built content kind's calls. */
export function routeFor(operationId: OperationId, handle: Handler<AnyOperation>, opts: RouteOptions = {}): RouteDef {
  const [method, path] = OPERATION_INDEX[operationId];
  return routeDef(method, path, handle, opts);
}

function routeDef(method: Method, path: string, handle: Handler<AnyOperation>, opts: RouteOptions): RouteDef {
  const op = operationRoute(contract.operations, method, path, opts);
  return { ...op, raw: !!opts.raw, upload: opts.upload ?? IMAGE_UPLOAD, handle: inRequestedLanguage(op.op.operationId, handle) };
}

/**
 * A kind's public read (its `publicReads`) answers in the language its `lang` names (ADR 0044): 400 naming `lang`
 * for a code the site does not have, and the records of its `data` with their texts in that language. Without
 * `lang`, or with the default's, the answer is the handler's as it is. Made in a release, the translations read
 * are the release's too (the handler's database is its transaction).
 */
function inRequestedLanguage(operationId: string, handle: Handler<AnyOperation>): Handler<AnyOperation> {
  const kind = PUBLIC_READ_KINDS.get(operationId);
  if (!kind) return handle;
  return async (ctx) => {
    const lang = ctx.query.lang === undefined ? undefined : requestedLanguage(await findSettingsIfAny(ctx.deps.db), ctx.query.lang);
    const result = await handle(ctx);
    if (!lang || 'headers' in result || 'delegated' in result) return result;
    const body = result.body as { data?: unknown };
    return { ...result, body: { ...body, data: await inLanguage(ctx.deps.db, kind, body.data, lang.code) } } as Result<AnyOperation>;
  };
}

/**
 * A multipart body, read only once the caller is authenticated and the parameters are valid: its text fields and its
 * one file, held in memory and never written to disk, so a refused request leaves nothing behind (ADR 0003). A file
 * over `limit` stops the reading (413); an empty one is the handler's to refuse (filePart: 400 naming its field).
 */
async function readMultipart(koa: Context, limit: UploadLimit): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  const bytes = new Map<object, Buffer[]>();
  let field = '(body)';
  const form = formidable({
    maxFiles: 1,
    maxFileSize: limit.maxBytes,
    maxTotalFileSize: limit.maxBytes,
    allowEmptyFiles: true,
    minFileSize: 0,
    maxFields: 50,
    maxFieldsSize: 1024 * 1024,
    fileWriteStreamHandler: (file) => {
      const chunks: Buffer[] = [];
      if (file) bytes.set(file, chunks);
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
    },
  });
  form.on('fileBegin', (name) => (field = name));
  let parsed: [Fields, Files];
  try {
    parsed = await form.parse(koa.req);
  } catch (e) {
    const code = (e as { code?: number }).code;
    if (code === formidableErrors.biggerThanMaxFileSize || code === formidableErrors.biggerThanTotalMaxFileSize) {
      throw new HttpError(413, limit.tooLarge, [{ field, message: limit.tooLarge }]);
    }
    if (code === formidableErrors.maxFilesExceeded) throw new HttpError(400, 'Send one file only', [{ field, message: 'send one file only' }]);
    throw new HttpError(400, 'Malformed multipart body', [{ field: '(body)', message: 'is not a valid multipart body' }]);
  }
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed[0])) if (v?.length) fields[k] = String(v[0]);
  let file: UploadedFile | undefined;
  for (const [name, list] of Object.entries(parsed[1])) {
    const [f] = list ?? [];
    if (!f) continue;
    file = { field: name, bytes: Buffer.concat(bytes.get(f) ?? []), size: f.size, originalName: f.originalFilename ?? 'upload' };
  }
  return { fields, file };
}

/**
 * A request as the server's pipeline carries it (@shared/pipeline/pipeline.ts): the shared context, plus the Koa
 * request, the route, the dependencies the handler gets (inside a transaction, its transaction's) and the multipart
 * body once read.
 */
interface ServerContext extends RequestContext<AuthContext, Result<unknown>> {
  readonly koa: Context;
  readonly def: RouteDef;
  deps: Deps;
  upload: { fields: Record<string, string>; file?: UploadedFile };
}

/**
 * Anonymous reads whose answer is the caller's own or of the moment, never content: the chat's (a visitor's
 * conversation by its cookie, whether a planner is online now; ADR 0041) and a visitor's consent by its cookie
 * (ADR 0042).
 */
const LIVE_TAGS: ReadonlySet<string> = new Set(['Chat', 'Privacy']);

/** An anonymous read of public content: the content cache may keep the answer, and a CDN may too. */
const isPublicRead = (op: OperationInfo) =>
  op.method === 'get' && op.isPublic && !op.tokenOptional && !PERSONAL_TAGS.has(tagOf(op)) && !LIVE_TAGS.has(tagOf(op));

/**
 * An answer made in a release (ADR 0033) holds its drafts: it is the caller's alone, kept by no cache, and chosen by
 * the token and the release's header.
 */
function keptFromSharedCaches(koa: Context) {
  koa.set('Cache-Control', RELEASE_CACHE_CONTROL);
  for (const name of RELEASE_VARY) koa.vary(name);
}

/** What the app does when public content changed on this instance (the content cache's invalidation). */
export interface RouteHooks {
  contentChanged(): void;
}

function toKoaPath(path: string) {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** Runs `work` with the handler's dependencies on a database transaction, kept unless `work` throws. */
async function inTransaction(c: ServerContext, work: () => Promise<void>) {
  const base = c.deps;
  await base.db.transaction(async (trx) => {
    c.deps = { ...base, db: trx };
    try {
      await work();
    } finally {
      c.deps = base;
    }
  });
}

/** Thrown to undo a release's transaction (release-drafts.ts): what it wrote is never kept. */
const UNDO = Symbol('undo');

/**
 * Runs `work` in a transaction of `db` that is undone whatever it wrote. `releaseId`: the release whose drafts `work`
 * makes again. Its row is locked first, so one release's undone transactions run one after another: each inserts
 * the rows its drafts made (a new article, with the same id each time), and two at once deadlock on MySQL over those
 * rows' keys (an editor's save beside an autosave, or two previews, answered 500).
 */
export async function rolledBack(db: Knex, work: (trx: Knex) => Promise<void>, releaseId?: string) {
  try {
    await db.transaction(async (trx) => {
      if (releaseId) await trx('releases').where('id', releaseId).forUpdate().first('id');
      await work(trx);
      throw UNDO;
    });
  } catch (e) {
    if (e !== UNDO) throw e;
  }
}

/**
 * Makes a release's draft again on `deps.db` (a transaction), as `auth`'s admin, with the ids it made the first time.
 * `koa`: the request it is made for, if any (the scheduler's publish has none; no content write reads it).
 */
export type DraftReplayer = (deps: Deps, draft: StoredDraft, auth: AuthContext | undefined, koa: Context | undefined) => Promise<void>;

/**
 * The routes' replayer (@shared/pipeline/draft-replay.ts). The handler runs in a transaction of its own (a savepoint
 * of the replay's), so a draft that no longer applies leaves nothing of itself behind when it is skipped.
 */
export function draftReplayer(defs: readonly RouteDef[]): DraftReplayer {
  const routes = new Map(defs.map((d) => [d.op.operationId, d]));
  return (deps, draft, auth, koa) =>
    replayDraft(
      {
        routes,
        withIdPlan,
        run: (def, d) =>
          deps.db.transaction(async (trx) => {
            const call = { params: d.params as Record<string, string>, query: d.query, body: d.body as never };
            await def.handle({ deps: { ...deps, db: trx }, ...call, fields: {}, auth, clientKey: '', koa: koa as Context });
          }),
      },
      draft,
      contract.operations,
    );
}

/**
 * The server's side of each step: its token check, its body reading, its idempotency table and its transactions;
 * `replay` makes a release's drafts again.
 */
function serverPorts(deps: Deps, hooks: RouteHooks, replay: DraftReplayer): PipelinePorts<AuthContext, ServerContext> {
  const authorization = (c: ServerContext) => c.koa.get('authorization') || undefined;
  return {
    address: { trustProxy: () => deps.config.trustProxy, peer: (c) => c.koa.req.socket.remoteAddress },
    verifier: {
      hasBearer: (c) => !!bearerOf(authorization(c)),
      async verify(c, opts) {
        const auth = await authenticate(deps.db, deps.config.keys.accessToken, authorization(c), { ...opts, clock: deps.config.clock });
        noteAdmin(c.koa.req, auth.admin._id);
        return auth;
      },
    },
    validate: {
      contract,
      body: {
        contentType: (c) => c.koa.request.type,
        raw: (c) => c.def.raw,
        json: (c) => c.koa.request.body,
        form: (c) => (c.koa.request.body ?? {}) as Record<string, string>,
        async multipart(c) {
          const { upload } = c.def;
          c.upload = await readMultipart(c.koa, typeof upload === 'function' ? upload(c.auth) : upload);
          const shape: Record<string, unknown> = { ...c.upload.fields };
          if (c.upload.file) shape[c.upload.file.field] = '(binary)';
          return shape;
        },
      },
    },
    // The handler runs in a transaction that also stores the key and its answer, so the write and its key commit
    // together; the mailer is kicked only after a real (committed, not replayed) creation.
    idempotency: {
      async answerOnce(c, request, run) {
        const base = c.deps;
        let kicked = false;
        try {
          const once = await answerOnce(base.db, request, async (trx) => {
            kicked = false;
            c.deps = { ...base, db: trx, mailer: { kick: () => (kicked = true) } };
            return run();
          });
          if (kicked) base.mailer?.kick();
          return once;
        } finally {
          c.deps = base;
        }
      },
    },
    names: { namesOf: () => adminNames(deps.db) },
    jsonOf: (result) => (!result || 'headers' in result || 'delegated' in result ? undefined : result),
    // A change to public content raises the content version in its own transaction (the service's transactions nest
    // inside it), then the cache of this instance lets go of what it holds at once.
    revisions: {
      transaction: (c, _kind, work) => inTransaction(c, work),
      snapshot: (c, kind) => snapshotKind(c.deps.db, kind),
      async record(c, kind, before, operation, writer) {
        await recordRevisions(c.deps.db, kind, before, operation, writer);
      },
      written: (c) => bumpContentVersion(c.deps.db),
      committed: () => hooks.contentChanged(),
    },
    // A release's transaction is the database's, always rolled back; its drafts are kept in their own afterwards.
    drafts: {
      draftsOf: (c, releaseId, forWrite) => draftsOf(c.deps.db, releaseId, forWrite),
      async rolledBack(c, work) {
        const base = c.deps;
        await rolledBack(
          base.db,
          async (trx) => {
            c.deps = { ...base, db: trx };
            try {
              await work();
            } finally {
              c.deps = base;
            }
          },
          c.release,
        );
      },
      replay: (c, draft) => replay(c.deps, draft, c.auth, c.koa),
      madeIds: (work) => withIdPlan([], work),
      store: (c, draft) => storeDraft(c.deps.db, draft),
    },
  };
}

/** Registers routes in route order (concrete paths before templated ones, @shared/pipeline/route-order.ts). */
export function mountRoutes(router: Router, defs: RouteDef[], deps: Deps, hooks: RouteHooks = { contentChanged: () => undefined }) {
  const replay = draftReplayer(defs);
  deps = { ...deps, releases: { replay, contentChanged: () => hooks.contentChanged() } };
  const run = requestPipeline(serverPorts(deps, hooks, replay), async (c) => {
    c.result = await c.def.handle({
      deps: c.deps,
      params: c.params as Record<string, string>,
      query: c.query,
      body: c.body as never,
      fields: c.upload.fields,
      file: c.upload.file,
      auth: c.auth,
      clientKey: c.clientKey,
      koa: c.koa,
    });
  });
  for (const def of inRouteOrder(defs, (d) => d.op.path)) {
    const { op } = def;
    router[op.method](toKoaPath(op.path), async (koa) => {
      const ctx: ServerContext = {
        route: def,
        tag: tagOf(op),
        koa,
        def,
        deps,
        upload: { fields: {} },
        clientKey: '',
        params: { ...koa.params },
        query: { ...(koa.query as Record<string, unknown>) },
        header: { ...koa.req.headers },
        replayed: false,
      };
      await run(ctx);
      const result = ctx.result!;
      // A query key the call does not declare changes nothing in the answer: such a variant is answered but not
      // kept, so random ones never push real pages out of the content cache (ADR 0004).
      if (ctx.release) keptFromSharedCaches(koa);
      else if (isPublicRead(op) && !contract.undeclaredQuery(op, koa.query).length) markPublic(koa);
      if ('delegated' in result) return;
      if (ctx.replayed) koa.set(REPLAYED_HEADER, 'true');
      koa.status = result.status;
      if ('headers' in result) {
        koa.set(result.headers);
        koa.body = result.body;
      } else {
        koa.body = result.body;
      }
    });
  }
}

export type { paths };
