// The mock route kit: each route is typed from the generated `paths` (openapi-msw), and every call goes
// through the same steps the server takes: scenario, auth and the operation's declared role, parameter and body
// validation compiled from openapi.yaml, then the handler's behaviour over the in-memory db, answered in the
// envelopes of ADR 0009.
import { HttpResponse, delay, type HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@shared/contract/schema';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import type { BodyOf, Method, OperationOf, PathsFor, Reply } from '@shared/contract/operation-types';
import { contract } from './contract';
import { authenticate, hasBearer, type AuthContext } from './auth';
import { HttpError } from '@shared/contract/http-error';
import { assertRole, requiredRoleOf, type AdminRole } from '@shared/contract/operation-roles';
import { serverErrorMessage } from '@shared/contract/messages';
import { clientAddress, NO_PROXY, parseTrustProxy, type TrustProxy } from '@shared/contract/client-address';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, REPLAYED_HEADER, requestFingerprint } from '@shared/contract/idempotency';
import { REVISION_KIND_BY_TAG, revisionOperationOf, withAdminNames } from '@shared/contract/revisions';
import { db } from './db';
import { recordRevisions, snapshotKind } from './revisions';
import { answerOnce } from './idempotency';

export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

export type Resource =
  | 'homepage'
  | 'settings'
  | 'hero'
  | 'header'
  | 'footer'
  | 'files'
  | 'services'
  | 'pricing'
  | 'testimonials'
  | 'serviceDetails'
  | 'auth'
  | 'admins'
  | 'booking'
  | 'privacy'
  | 'terms'
  | 'contact'
  | 'newsletter'
  | 'dashboard'
  | 'revisions'
  | 'activity'
  | 'notifications'
  | 'caseUploads';

/**
 * What a story or test can make a resource do: answer after `ms` (slow), never answer (loading), fail with
 * a status (error), answer reads as empty lists or 404 (empty), answer everything with 404 (notFound), or not
 * answer at all, as with the network down (offline; `writesOnly` keeps reads working).
 */
export type Scenario =
  | { kind: 'slow'; ms: number }
  | { kind: 'loading' }
  | { kind: 'error'; status?: number; message?: string }
  | { kind: 'empty' }
  | { kind: 'notFound' }
  | { kind: 'offline'; writesOnly?: boolean };

export interface RouteContext<O> {
  request: Request;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: BodyOf<O>;
  /**
   * The request's headers by lower-case name, the operation's header parameters validated and coerced (an integer
   * header is a number here). An `application/offset+octet-stream` body is left unread: the handler reads it.
   */
  header: Record<string, unknown>;
  /** Multipart bodies, for uploads. */
  form?: FormData;
  /** The caller's admin, on protected calls (and on token-optional calls made with a token). */
  auth?: AuthContext;
  /** The caller's address, for rate limits: as on the server (ADR 0003). */
  clientKey: string;
}

type Resolver<O> = (ctx: RouteContext<O>) => Reply<O> | Response | Promise<Reply<O> | Response>;

export interface RouteDef {
  method: Method;
  path: string;
  op: OperationInfo;
  /** The role the operation declares (`x-required-role`), checked right after authentication, as on the server. */
  role: AdminRole | undefined;
  allowInactive: boolean;
  /** Retry-safe with an Idempotency-Key, as on the server. */
  idempotent: boolean;
  resolve: Resolver<unknown>;
}

/** A mock route for one operation of openapi.yaml; the path and body types come from the generated paths. */
export function route<M extends Method, P extends PathsFor<M>>(
  method: M,
  path: P,
  resolve: Resolver<OperationOf<P, M>>,
  opts: { allowInactive?: boolean; idempotent?: boolean } = {},
): RouteDef {
  const found = contract.operations.find((o) => o.method === method && o.path === path);
  if (!found) throw new Error(`No operation ${method.toUpperCase()} ${String(path)} in openapi.yaml`);
  return {
    method,
    path: String(path),
    op: found,
    role: requiredRoleOf(found),
    allowInactive: !!opts.allowInactive,
    idempotent: !!opts.idempotent,
    resolve: resolve as Resolver<unknown>,
  };
}

export { ok, created, done } from '@shared/contract/operation-types';

/** A 5xx carries a request id, as the server's does (ADR 0004). */
export function errorResponse(
  status: number,
  message: string,
  errors?: { field: string; message: string }[],
  requestId = status >= 500 ? crypto.randomUUID() : undefined,
) {
  return HttpResponse.json(
    { success: false as const, message, ...(errors?.length ? { errors } : {}), ...(requestId ? { requestId } : {}) },
    { status, headers: requestId ? { 'X-Request-Id': requestId } : {} },
  );
}

/** What the server answers when a handler fails: that something failed, and the request id. */
function serverError() {
  const requestId = crypto.randomUUID();
  return errorResponse(500, serverErrorMessage(requestId), undefined, requestId);
}

// ---------------------------------------------------------------------------------------- scenarios
const runtimeScenarios = new Map<Resource, Scenario>();
let baseDelayMs = 0;

/** Makes a resource slow, failing, empty or 404 for every later call (tests and the dev console). */
export function setScenario(resource: Resource, scenario: Scenario | null) {
  if (scenario) runtimeScenarios.set(resource, scenario);
  else runtimeScenarios.delete(resource);
}
export function clearScenarios() {
  runtimeScenarios.clear();
}
/** A small delay on every mock answer, so loading states show in dev. */
export function setBaseDelay(ms: number) {
  baseDelayMs = ms;
}

const isListRead = (op: OperationInfo) => {
  const schema = JSON.stringify((op.operation.responses as Record<string, unknown>)?.['200'] ?? '');
  return op.method === 'get' && schema.includes('ListResponse');
};

async function applyScenario(s: Scenario | undefined, def: RouteDef, label: string): Promise<Response | undefined> {
  if (!s) return undefined;
  switch (s.kind) {
    case 'slow':
      await delay(s.ms);
      return undefined;
    case 'loading':
      await delay('infinite');
      return undefined;
    case 'error':
      return errorResponse(s.status ?? 503, s.message ?? 'Service temporarily unavailable');
    case 'notFound':
      return errorResponse(404, `${label} not found`);
    case 'offline':
      return s.writesOnly && def.method === 'get' ? undefined : HttpResponse.error();
    case 'empty':
      if (def.method !== 'get') return undefined;
      if (isListRead(def.op)) return HttpResponse.json({ success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
      return errorResponse(404, `${label} not found`);
  }
}

// ------------------------------------------------------------------------------------- client address
let trustProxy: TrustProxy = NO_PROXY;

/**
 * The mocks' TRUST_PROXY, as the server reads it (a number of proxies, or their addresses); by default none, so
 * X-Forwarded-For is ignored and every caller is 'local'. Throws the server's message for a value it would refuse.
 */
export function setTrustProxy(value: string | undefined) {
  const parsed = parseTrustProxy(value);
  if (parsed.trust === undefined) throw new Error(parsed.problem);
  trustProxy = parsed.trust;
}

// ----------------------------------------------------------------------------------- request pipeline
/** The tus PATCH body: raw bytes the handler reads itself (`request.arrayBuffer()`). */
const OFFSET_OCTET_STREAM = 'application/offset+octet-stream';

async function readBody(def: RouteDef, request: Request): Promise<{ body?: unknown; form?: FormData }> {
  if (!def.op.requestContentTypes.length) return {};
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (def.op.requestContentTypes.includes(OFFSET_OCTET_STREAM)) {
    if (type === OFFSET_OCTET_STREAM) return {};
    throw new HttpError(415, `Content-Type must be ${def.op.requestContentTypes.join(' or ')}`);
  }
  if (type === 'multipart/form-data' && def.op.requestContentTypes.includes(type)) {
    try {
      const form = await request.formData();
      const shape: Record<string, unknown> = {};
      form.forEach((v, k) => (shape[k] = typeof v === 'string' ? v : '(binary)'));
      const errors = contract.validateRequestBody(def.op, shape, type);
      if (errors.length) throw new HttpError(400, `${errors[0].field} ${errors[0].message}`, errors);
      return { form };
    } catch (e) {
      if (e instanceof HttpError) throw e;
      throw new HttpError(400, 'Malformed multipart body');
    }
  }
  if (type !== 'application/json') {
    throw new HttpError(415, `Content-Type must be ${def.op.requestContentTypes.join(' or ')}`);
  }
  const text = await request.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new HttpError(400, 'Malformed JSON body', [{ field: '(body)', message: 'is not valid JSON' }]);
  }
  const errors = contract.validateRequestBody(def.op, body, 'application/json', { applyDefaults: def.method === 'post' });
  if (errors.length) throw new HttpError(400, `${errors[0].field} ${errors[0].message}`, errors);
  return { body };
}

/** A HEAD answer is status and headers only: an error answer loses its JSON body (and the body's headers). */
function withoutBody(res: Response): Response {
  if (res.type === 'error' || res.body === null) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new HttpResponse(null, { status: res.status, statusText: res.statusText, headers });
}

function toHandler(resource: Resource, def: RouteDef, baked?: Scenario): HttpHandler {
  const register = http[def.method] as unknown as (
    path: string,
    resolver: (info: { request: Request; params: Record<string, string | readonly string[]> }) => Promise<Response>,
  ) => HttpHandler;
  const answer = answerFor(resource, def, baked);
  return register(def.path, def.method === 'head' ? async (info) => withoutBody(await answer(info)) : answer);
}

function answerFor(resource: Resource, def: RouteDef, baked?: Scenario) {
  const label = String(def.op.operation.tags && (def.op.operation.tags as string[])[0]);
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[]> }): Promise<Response> => {
    try {
      if (baseDelayMs) await delay(baseDelayMs);
      const early = (await applyScenario(runtimeScenarios.get(resource), def, label)) ?? (await applyScenario(baked, def, label));
      if (early) return early;

      let auth: AuthContext | undefined;
      if (!def.op.isPublic || (def.op.tokenOptional && hasBearer(request))) {
        auth = await authenticate(request, { allowInactive: def.allowInactive });
      }
      // Who may call it is the operation's declaration in openapi.yaml (ADR 0029), refused before the request is read.
      assertRole(def.role, auth);

      // An operation's API key (the Case-Upload-Token) is its credential: missing or empty, 401 naming it.
      const keyErrors = contract.validateApiKey(def.op, Object.fromEntries(request.headers));
      if (keyErrors.length) throw new HttpError(401, `${keyErrors[0].field} ${keyErrors[0].message}`, keyErrors);

      // A malformed Idempotency-Key is refused before the parameters and body are looked at (400 naming it).
      const idempotencyKey = def.idempotent ? idempotencyKeyOf(request.headers.get(IDEMPOTENCY_HEADER)) : undefined;

      const url = new URL(request.url);
      const query: Record<string, unknown> = Object.fromEntries(url.searchParams);
      const path: Record<string, unknown> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
      // fetch's Headers hold lower-case names, the shape validateParameters takes for header parameters.
      const header: Record<string, unknown> = Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v]));
      const paramErrors = contract.validateParameters(def.op, { path, query, header });
      if (paramErrors.length) throw new HttpError(400, `${paramErrors[0].field} ${paramErrors[0].message}`, paramErrors);
      // A case upload is reached at one address only: no query string its call does not declare (as on the server).
      const extraQuery = label === 'Case Uploads' ? contract.undeclaredQuery(def.op, query) : [];
      if (extraQuery.length) throw new HttpError(400, `${extraQuery[0].field} ${extraQuery[0].message}`, extraQuery);

      const { body, form } = await readBody(def, request);
      // A service worker sees no socket: the peer is 'local', and X-Forwarded-For counts only as TRUST_PROXY says (ADR 0003).
      const clientKey = clientAddress(trustProxy, undefined, request.headers.get('x-forwarded-for'));
      // A signed-in write to a content kind stores a revision of every record it changed (as the server does).
      const kind = auth && def.method !== 'get' ? REVISION_KIND_BY_TAG[label] : undefined;
      const before = kind ? snapshotKind(kind) : [];
      const resolve = () => def.resolve({ request, params: path as Record<string, string>, query, header, body: body as never, form, auth, clientKey });
      if (idempotencyKey) {
        // A stored answer within 24 hours is replayed before anything else runs (no rate-limit hit, no new record).
        const fingerprint = await requestFingerprint(body);
        const { answer, replayed } = await answerOnce(def.op.operationId, idempotencyKey, fingerprint, async () => {
          const reply = await resolve();
          if (reply instanceof Response) throw new Error(`${def.op.operationId}: an idempotent route answers JSON`);
          return reply;
        });
        return HttpResponse.json(answer.body as never, { status: answer.status, headers: replayed ? { [REPLAYED_HEADER]: 'true' } : undefined });
      }
      const result = await resolve();
      if (kind && auth) recordRevisions(kind, before, revisionOperationOf(def.op), auth.admin);
      if (result instanceof Response) return result;
      const names = new Map(db.admins.map((a) => [a.admin._id, a.admin.name]));
      const answer = auth ? withAdminNames(result.body, (id) => names.get(id)) : result.body;
      return HttpResponse.json(answer as never, { status: result.status });
    } catch (e) {
      if (e instanceof HttpError) return errorResponse(e.status, e.message, e.errors);
      console.error('[mocks] handler failed', def.method.toUpperCase(), def.path, e);
      return serverError();
    }
  };
}

/** Concrete paths (/admin/me) must be registered before templated ones (/admin/{id}). */
const specificity = (d: RouteDef) => [(d.path.match(/\{/g) ?? []).length, -d.path.replace(/\{[^}]+\}/g, '').length];

export function buildHandlers(resource: Resource, defs: RouteDef[], scenario?: Scenario): HttpHandler[] {
  return [...defs]
    .sort((a, b) => {
      const [pa, la] = specificity(a);
      const [pb, lb] = specificity(b);
      return pa - pb || la - lb;
    })
    .map((d) => toHandler(resource, d, scenario));
}
