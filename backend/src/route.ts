// The server's route kit. Route files only wire an operation of openapi.yaml to a service call; this kit
// does what every operation shares: auth from the token and the role the operation declares, path/query/body
// validation compiled from the document (400 naming the field), multipart reading, and the envelopes of ADR 0009.
import { Writable } from 'node:stream';
import formidable, { errors as formidableErrors, type Fields, type Files } from 'formidable';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { paths } from '@shared/contract/schema';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import type { BodyOf, Method, OperationOf, PathsFor, Reply } from '@shared/contract/operation-types';
import { HttpError } from '@shared/contract/http-error';
import { assertRole, requiredRoleOf, type AdminRole } from '@shared/contract/operation-roles';
import { clientAddress } from '@shared/contract/client-address';
import { AUTH_MESSAGES, LOGO_MAX_BYTES } from '@shared/contract/messages';
import { IMAGE_SIZE_MESSAGE } from '@shared/contract/file-types';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, REPLAYED_HEADER, requestFingerprint } from '@shared/contract/idempotency';
import type { Config } from './config';
import { contract } from './contract';
import { REVISION_KIND_BY_TAG, revisionOperationOf, withAdminNames } from '@shared/contract/revisions';
import { bumpContentVersion } from './db/content-version';
import { adminNames } from './services/admin-records';
import { recordRevisions, snapshotKind } from './services/revisions';
import { answerOnce } from './services/idempotency';
import { markPublic } from './middleware/content-cache';
import { authenticate, bearerOf, type AuthContext } from './middleware/auth';
export { rateLimit } from './middleware/rate-limit';
import { noteAdmin } from './middleware/request-log';
import type { Readable } from 'node:stream';
import type { FileStorage } from './storage/file-storage';
import type { UploadedFile, VariantQueue } from './services/uploads';
import type { CaseUploads, Delegated } from './services/case-files/tus-uploads';

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

export interface RouteDef {
  op: OperationInfo;
  /** The role the operation declares (`x-required-role`), checked right after authentication. */
  role: AdminRole | undefined;
  allowInactive: boolean;
  /** Retry-safe with an Idempotency-Key (see runIdempotent). */
  idempotent: boolean;
  /** The body is left unread for the handler (a tus PATCH's bytes); only its Content-Type is checked. */
  raw: boolean;
  /** The largest file a multipart call may send, by who is calling. */
  upload: UploadLimit | ((auth: AuthContext | undefined) => UploadLimit);
  handle: Handler<unknown>;
}

/** The largest file a multipart call takes, and what a larger one is told (413). */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: string;
}

/** An image's limit: every multipart call's unless its route says otherwise. */
export const IMAGE_UPLOAD: UploadLimit = { maxBytes: LOGO_MAX_BYTES, tooLarge: IMAGE_SIZE_MESSAGE };

export interface RouteOptions {
  /** The handler may run for an inactive admin (their own profile and logout). */
  allowInactive?: boolean;
  /** The route honours an Idempotency-Key header: one stored answer per key, replayed to repeats. */
  idempotent?: boolean;
  /** The handler reads the request's body itself, as a stream (tus). */
  raw?: boolean;
  /** The largest file a multipart call may send (by default an image's 5 MB), by who is calling. */
  upload?: RouteDef['upload'];
}

export function route<M extends Method, P extends PathsFor<M>>(method: M, path: P, handle: Handler<OperationOf<P, M>>, opts: RouteOptions = {}): RouteDef {
  const op = contract.operations.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`No operation ${method.toUpperCase()} ${String(path)} in openapi.yaml`);
  return {
    op,
    role: requiredRoleOf(op),
    allowInactive: !!opts.allowInactive,
    idempotent: !!opts.idempotent,
    raw: !!opts.raw,
    upload: opts.upload ?? IMAGE_UPLOAD,
    handle: handle as Handler<unknown>,
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

function firstError(errors: { field: string; message: string }[]) {
  return new HttpError(400, `${errors[0].field} ${errors[0].message}`, errors);
}

/** Operations (by tag) whose writes never change what visitors see; every other signed-in write does. */
const PRIVATE_TAGS = new Set(['Auth', 'Admin Accounts', 'Booking', 'Contact', 'Newsletter', 'Dashboard', 'Activity', 'Notifications']);

const tagOf = (op: OperationInfo) => ((op.operation.tags as string[] | undefined) ?? [])[0] ?? '';

/**
 * An idempotent route's run with a key: a stored answer within 24 hours is replayed (same status and body,
 * `Idempotent-Replayed: true`) before anything else runs; otherwise the handler runs in a transaction that also
 * stores the key and its answer, so the write and its key commit together. The mailer is kicked only after a
 * real (committed, not replayed) creation.
 */
async function runIdempotent(koa: Context, deps: Deps, op: OperationInfo, key: string, body: unknown, run: (d: Deps) => ReturnType<Handler<unknown>>) {
  let kicked = false;
  const { answer, replayed } = await answerOnce(deps.db, { operation: op.operationId, key, fingerprint: await requestFingerprint(body) }, async (trx) => {
    kicked = false;
    const reply = await run({ ...deps, db: trx, mailer: { kick: () => (kicked = true) } });
    if ('headers' in reply || 'delegated' in reply) throw new Error(`${op.operationId}: an idempotent route answers JSON`);
    return reply;
  });
  if (kicked) deps.mailer?.kick();
  if (replayed) koa.set(REPLAYED_HEADER, 'true');
  return answer as Reply<unknown>;
}

/** Anonymous calls that answer a caller's own data (its case files, behind their token or a signed link): never cached. */
const PERSONAL_TAGS = new Set(['Case Uploads']);

/** An anonymous read of public content: the content cache may keep the answer, and a CDN may too. */
const isPublicRead = (op: OperationInfo) => op.method === 'get' && op.isPublic && !op.tokenOptional && !PERSONAL_TAGS.has(tagOf(op));

/** What the app does when public content changed on this instance (the content cache's invalidation). */
export interface RouteHooks {
  contentChanged(): void;
}

/** A request header as sent: undefined when absent (an empty header is '', unlike koa.get). */
function headerOf(koa: Context, name: string): string | undefined {
  const value = koa.req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function toKoaPath(path: string) {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** Registers routes, concrete paths (/admin/me) before templated ones (/admin/{id}). */
export function mountRoutes(router: Router, defs: RouteDef[], deps: Deps, hooks: RouteHooks = { contentChanged: () => undefined }) {
  const specificity = (d: RouteDef) => [(d.op.path.match(/\{/g) ?? []).length, -d.op.path.replace(/\{[^}]+\}/g, '').length];
  const sorted = [...defs].sort((a, b) => {
    const [pa, la] = specificity(a);
    const [pb, lb] = specificity(b);
    return pa - pb || la - lb;
  });
  for (const def of sorted) {
    const { op } = def;
    router[op.method](toKoaPath(op.path), async (koa) => {
      let auth: AuthContext | undefined;
      const header = koa.get('authorization') || undefined;
      if (!op.isPublic || (op.tokenOptional && bearerOf(header))) {
        auth = await authenticate(deps.db, deps.config.keys.accessToken, header, { allowInactive: def.allowInactive });
        noteAdmin(koa.req, auth.admin._id);
      }
      // Who may call it is the operation's declaration in openapi.yaml (ADR 0029), refused before the request is read.
      assertRole(def.role, auth);

      // An operation's API key (the Case-Upload-Token) is its credential: missing or empty, 401 naming it.
      const keyErrors = contract.validateApiKey(op, koa.req.headers);
      if (keyErrors.length) throw new HttpError(401, `${keyErrors[0].field} ${keyErrors[0].message}`, keyErrors);

      // A malformed Idempotency-Key is refused before the parameters and body are looked at (400 naming it).
      const idempotencyKey = def.idempotent ? idempotencyKeyOf(headerOf(koa, IDEMPOTENCY_HEADER)) : undefined;

      const path: Record<string, unknown> = { ...koa.params };
      const query: Record<string, unknown> = { ...(koa.query as Record<string, unknown>) };
      const headers: Record<string, unknown> = { ...koa.req.headers };
      const paramErrors = contract.validateParameters(op, { path, query, header: headers });
      if (paramErrors.length) throw firstError(paramErrors);

      // A case upload is reached at one address only: no query string its call does not declare (ADR 0003).
      if (PERSONAL_TAGS.has(tagOf(op))) {
        const extra = contract.undeclaredQuery(op, query);
        if (extra.length) throw firstError(extra);
      }

      let body: unknown;
      let upload: { fields: Record<string, string>; file?: UploadedFile } = { fields: {} };
      if (op.requestContentTypes.length && def.raw) {
        if (!op.requestContentTypes.includes(koa.request.type)) throw new HttpError(415, `Content-Type must be ${op.requestContentTypes.join(' or ')}`);
      } else if (op.requestContentTypes.length) {
        const type = koa.request.type;
        if (type === 'multipart/form-data' && op.requestContentTypes.includes(type)) {
          upload = await readMultipart(koa, typeof def.upload === 'function' ? def.upload(auth) : def.upload);
          const shape: Record<string, unknown> = { ...upload.fields };
          if (upload.file) shape[upload.file.field] = '(binary)';
          const errors = contract.validateRequestBody(op, shape, type);
          if (errors.length) throw firstError(errors);
        } else if (type === 'application/json' && op.requestContentTypes.includes(type)) {
          body = koa.request.body;
          const errors = contract.validateRequestBody(op, body, type, { applyDefaults: op.method === 'post' });
          if (errors.length) throw firstError(errors);
        } else {
          throw new HttpError(415, `Content-Type must be ${op.requestContentTypes.join(' or ')}`);
        }
      }

      const clientKey = clientAddress(deps.config.trustProxy, koa.req.socket.remoteAddress, headerOf(koa, 'x-forwarded-for'));
      const run = (d: Deps) =>
        def.handle({
          deps: d,
          params: path as Record<string, string>,
          query,
          body: body as never,
          fields: upload.fields,
          file: upload.file,
          auth,
          clientKey,
          koa,
        });
      let result: Awaited<ReturnType<typeof run>>;
      if (auth && op.method !== 'get' && !PRIVATE_TAGS.has(tagOf(op))) {
        // A change to public content raises the content version in its own transaction (the service's
        // transactions nest inside it), then the cache of this instance lets go of what it holds at once.
        // Every record of the kind it changes is compared before and after, and a revision stored for each one
        // it changed, in the same transaction.
        const kind = REVISION_KIND_BY_TAG[tagOf(op)];
        result = await deps.db.transaction(async (trx) => {
          const before = kind ? await snapshotKind(trx, kind) : [];
          const reply = await run({ ...deps, db: trx });
          if (kind) await recordRevisions(trx, kind, before, revisionOperationOf(op), writer(auth));
          await bumpContentVersion(trx);
          return reply;
        });
        hooks.contentChanged();
      } else if (idempotencyKey) {
        result = await runIdempotent(koa, deps, op, idempotencyKey, body, run);
      } else {
        result = await run(deps);
        // A query key the call does not declare changes nothing in the answer: such a variant is answered but not
        // kept, so random ones never push real pages out of the content cache (ADR 0004).
        if (isPublicRead(op) && !contract.undeclaredQuery(op, koa.query).length) markPublic(koa);
      }
      if ('delegated' in result) return;
      // A signed-in caller sees admins by name beside their ids (createdByName, lastModifiedByName).
      if (auth && !('headers' in result) && /"(createdBy|lastModifiedBy)"/.test(JSON.stringify(result.body))) {
        const names = await adminNames(deps.db);
        result = { ...result, body: withAdminNames(result.body, (id) => names.get(id)) };
      }
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
