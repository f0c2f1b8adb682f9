// The mock route kit: each route is typed from the generated `paths` (openapi-msw), and every call goes, after its
// scenario, through the steps the server runs (@shared/pipeline/pipeline.ts, ADR 0030): the client's address, auth
// and the operation's declared role, validation compiled from openapi.yaml, the Idempotency-Key, the revision
// transaction; then the handler's behaviour over the in-memory db, answered in the envelopes of ADR 0009.
import { HttpResponse, delay, type HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@shared/contract/schema';
import type { BuiltKindName } from '@shared/content-kinds';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import type { AnyOperation, BodyOf, Method, OperationId, OperationOf, PathsFor, Reply } from '@shared/contract/operation-types';
import { OPERATION_INDEX } from '@shared/contract/operation-index';
import { contract } from './contract';
import { PUBLIC_READ_KINDS, requestedLanguage, translateData } from '@shared/contract/translations';
import { authenticate, hasBearer, type AuthContext } from './auth';
import { HttpError } from '@shared/contract/http-error';
import { serverErrorMessage } from '@shared/contract/messages';
import { NO_PROXY, parseTrustProxy, type TrustProxy } from '@shared/contract/client-address';
import { REPLAYED_HEADER } from '@shared/contract/idempotency';
import { requestPipeline, type PipelinePorts, type RequestContext } from '@shared/pipeline/pipeline';
import { inRouteOrder } from '@shared/pipeline/route-order';
import { tagOf, type PipelineRoute } from '@shared/pipeline/context';
import { operationRoute, type RouteFlags } from '@shared/pipeline/operation-route';
import { db, withIdPlan } from './db';
import { recordRevisions, restoreContent, restoreKind, snapshotContent, snapshotKind } from './revisions';
import { RELEASE_CACHE_CONTROL, RELEASE_HEADER, RELEASE_VARY, takesRelease, type StoredDraft } from '@shared/contract/releases';
import { replayDraft as replayOne } from '@shared/pipeline/draft-replay';
import { draftsOf, storeDraft } from './releases';
import { currentPreview } from './release-preview';
import { answerOnce } from './idempotency';

export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** A group of mock routes a story can override at once; each kind built from its declaration is one, by its name. */
export type Resource =
  | BuiltKindName
  | 'homepage'
  | 'settings'
  | 'hero'
  | 'header'
  | 'footer'
  | 'files'
  | 'services'
  | 'pricing'
  | 'serviceDetails'
  | 'articles'
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
  | 'releases'
  | 'notifications'
  | 'caseUploads'
  | 'chat'
  | 'consent'
  | 'person'
  | 'healthConsent'
  | 'translations'
  | 'testState';

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
  /** The request's cookies as MSW reads them (its own cookie store in a browser, the Cookie header in Node). */
  cookies?: Record<string, string>;
  /** The caller's admin, on protected calls (and on token-optional calls made with a token). */
  auth?: AuthContext;
  /** The caller's address, for rate limits: as on the server (ADR 0003). */
  clientKey: string;
}

type Resolver<O> = (ctx: RouteContext<O>) => Reply<O> | Response | Promise<Reply<O> | Response>;

export interface RouteDef extends PipelineRoute {
  method: Method;
  path: string;
  resolve: Resolver<AnyOperation>;
}

/** What runs before every call is answered (the mocks' scheduler of releases). */
const beforeEach: ((request: Request) => Promise<void>)[] = [];
export function beforeEachAnswer(run: (request: Request) => Promise<void>) {
  beforeEach.push(run);
}

/** Every mock route made, by operationId: a release's drafts are made again through them. */
const byOperation = new Map<string, RouteDef>();

/** A mock route for one operation of openapi.yaml; the path and body types come from the generated paths. */
export function route<M extends Method, P extends PathsFor<M>>(method: M, path: P, resolve: Resolver<OperationOf<P, M>>, opts: RouteFlags = {}): RouteDef {
  return routeDef(method, String(path), resolve as Resolver<AnyOperation>, opts);
}

/** A mock route for an operation named by its id, typed loosely (AnyOperation): a built content kind's calls. */
export function routeFor(operationId: OperationId, resolve: Resolver<AnyOperation>, opts: RouteFlags = {}): RouteDef {
  const [method, path] = OPERATION_INDEX[operationId];
  return routeDef(method, path, resolve, opts);
}

function routeDef(method: Method, path: string, resolve: Resolver<AnyOperation>, opts: RouteFlags): RouteDef {
  const op = operationRoute(contract.operations, method, path, opts);
  const def: RouteDef = { ...op, method, path, resolve: inRequestedLanguage(op.op.operationId, resolve) };
  byOperation.set(def.op.operationId, def);
  return def;
}

/**
 * A kind's public read (its `publicReads`) answers in the language its `lang` names, as on the server (ADR 0044):
 * 400 naming `lang` for a code the site does not have, and the records of its `data` with their texts in that
 * language. Without `lang`, or with the default's, the answer is the resolver's as it is.
 */
function inRequestedLanguage(operationId: string, resolve: Resolver<AnyOperation>): Resolver<AnyOperation> {
  const kind = PUBLIC_READ_KINDS.get(operationId);
  if (!kind) return resolve;
  return async (ctx) => {
    const lang = ctx.query.lang === undefined ? undefined : requestedLanguage(db.homepageSettings[0], ctx.query.lang);
    const result = await resolve(ctx);
    if (!lang || result instanceof Response) return result;
    const rows = new Map(db.contentTranslations.filter((t) => t.kind === kind && t.lang === lang.code).map((t) => [t.recordId, t.texts]));
    const body = result.body as { data?: unknown };
    return { ...result, body: { ...body, data: translateData(kind, body.data, (id) => rows.get(id)) } } as Reply<AnyOperation>;
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

// ----------------------------------------------------------------------------------------- test state
let testStateKey: string | undefined;

/**
 * The key the Test State calls take in Test-State-Key, as the server's TEST_STATE_KEY: while none is set (the browser's
 * dev build, Storybook) those calls are not there and answer 404. An empty key counts as none.
 */
export function setTestStateKey(key: string | undefined) {
  testStateKey = key || undefined;
}

/** The key set by setTestStateKey, if any. */
export const currentTestStateKey = () => testStateKey;

// ----------------------------------------------------------------------------------- request pipeline
/** The tus PATCH body: raw bytes the handler reads itself (`request.arrayBuffer()`). */
const OFFSET_OCTET_STREAM = 'application/offset+octet-stream';

/** A request as the mocks' pipeline carries it: the shared context, plus the fetch Request, the route and its form. */
interface MockContext extends RequestContext<AuthContext, Reply<unknown> | Response> {
  readonly request: Request;
  readonly def: RouteDef;
  readonly cookies?: Record<string, string>;
  form?: FormData;
}

/**
 * Makes a release's draft again (inside a release's or a publish's transaction), as `auth`'s admin
 * (@shared/pipeline/draft-replay.ts); a draft that no longer applies puts its kind back as it was before it ran.
 */
export const replayDraft = (draft: StoredDraft, auth: AuthContext | undefined, request: Request) =>
  replayOne(
    {
      routes: byOperation,
      withIdPlan,
      async run(def, d) {
        const records = snapshotKind(d.kind);
        try {
          const answer = await def.resolve({
            request,
            params: d.params as Record<string, string>,
            query: d.query,
            header: {},
            body: d.body as never,
            auth,
            clientKey: '',
          });
          // A resolver may answer a refusal as a Response instead of throwing it.
          if (answer instanceof Response && !answer.ok)
            throw new HttpError(answer.status, ((await answer.json()) as { message?: string }).message ?? answer.statusText);
        } catch (e) {
          restoreKind(d.kind, records);
          throw e;
        }
      },
    },
    draft,
    contract.operations,
  );

/**
 * The mocks' side of each step (@shared/pipeline/pipeline.ts): their session store, fetch's body reading, their
 * idempotency answers and a rollback over the in-memory db. A service worker sees no socket: the peer is 'local',
 * and X-Forwarded-For counts only as TRUST_PROXY says (ADR 0003).
 */
const ports: PipelinePorts<AuthContext, MockContext> = {
  address: { trustProxy: () => trustProxy, peer: () => undefined },
  verifier: { hasBearer: (c) => hasBearer(c.request), verify: (c, opts) => authenticate(c.request, opts) },
  validate: {
    contract,
    body: {
      contentType: (c) => (c.request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase(),
      raw: (c) => c.def.op.requestContentTypes.includes(OFFSET_OCTET_STREAM),
      async json(c) {
        const text = await c.request.text();
        try {
          return text ? JSON.parse(text) : undefined;
        } catch {
          throw new HttpError(400, 'Malformed JSON body', [{ field: '(body)', message: 'is not valid JSON' }]);
        }
      },
      async multipart(c) {
        try {
          c.form = await c.request.formData();
        } catch {
          throw new HttpError(400, 'Malformed multipart body', [{ field: '(body)', message: 'is not a valid multipart body' }]);
        }
        const shape: Record<string, unknown> = {};
        c.form.forEach((v, k) => (shape[k] = typeof v === 'string' ? v : '(binary)'));
        return shape;
      },
      form: async (c) => Object.fromEntries(new URLSearchParams(await c.request.text())),
    },
  },
  // A stored answer within 24 hours is replayed before anything else runs (no rate-limit hit, no new record).
  idempotency: {
    answerOnce: (_c, { operation, key, fingerprint }, run) => answerOnce(operation, key, fingerprint, run),
  },
  names: { namesOf: async () => new Map(db.admins.map((a) => [a.admin._id, a.admin.name])) },
  jsonOf: (result) => (!result || result instanceof Response ? undefined : result),
  // The server writes a content change in one database transaction; here, a handler or a refused revision that
  // throws puts the kind's records and the revision history back as they were, so nothing is half-written.
  revisions: {
    async transaction(_c, kind, work) {
      if (!kind) return work();
      const records = snapshotKind(kind);
      const revisions = [...db.revisions];
      try {
        await work();
      } catch (e) {
        restoreKind(kind, records);
        db.revisions.splice(0, Infinity, ...revisions);
        throw e;
      }
    },
    snapshot: (_c, kind) => snapshotKind(kind),
    record: (_c, kind, before, operation, writer) => recordRevisions(kind, before, operation, writer),
  },
  // A release's call puts every kind, the history and the activity log back as they were, whatever it did.
  drafts: {
    draftsOf: async (_c, releaseId, forWrite) => draftsOf(releaseId, forWrite),
    async rolledBack(_c, work) {
      const saved = snapshotContent();
      try {
        await work();
      } finally {
        restoreContent(saved);
      }
    },
    replay: (c, draft) => replayDraft(draft, c.auth, c.request),
    madeIds: (work) => withIdPlan([], work),
    store: async (_c, draft) => storeDraft(draft),
  },
};

const runPipeline = requestPipeline(ports, async (c) => {
  c.result = await c.def.resolve({
    request: c.request,
    params: c.params as Record<string, string>,
    query: c.query,
    header: c.header,
    body: c.body as never,
    form: c.form,
    cookies: c.cookies,
    auth: c.auth,
    clientKey: c.clientKey,
  });
});

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
    resolver: (info: { request: Request; params: Record<string, string | readonly string[]>; cookies?: Record<string, string> }) => Promise<Response>,
  ) => HttpHandler;
  const answer = answerFor(resource, def, baked);
  return register(def.path, def.method === 'head' ? async (info) => withoutBody(await answer(info)) : answer);
}

/**
 * A public content read while the page was opened at a valid preview link (`npm run dev`, mocks/release-preview.ts):
 * answered with the release applied, as the link's maker, as the server renders such a page.
 */
async function asPreviewed(ctx: MockContext) {
  if (ctx.route.op.method !== 'get' || !ctx.route.op.isPublic || hasBearer(ctx.request) || !takesRelease(ctx.route.op)) return;
  const preview = await currentPreview();
  if (!preview) return;
  ctx.auth = preview.auth;
  ctx.header[RELEASE_HEADER.toLowerCase()] = preview.releaseId;
}

function answerFor(resource: Resource, def: RouteDef, baked?: Scenario) {
  const label = String(def.op.operation.tags && (def.op.operation.tags as string[])[0]);
  return async ({
    request,
    params,
    cookies,
  }: {
    request: Request;
    params: Record<string, string | readonly string[]>;
    cookies?: Record<string, string>;
  }): Promise<Response> => {
    try {
      if (baseDelayMs) await delay(baseDelayMs);
      const early = (await applyScenario(runtimeScenarios.get(resource), def, label)) ?? (await applyScenario(baked, def, label));
      if (early) return early;

      for (const run of beforeEach) await run(request);
      const url = new URL(request.url);
      const ctx: MockContext = {
        route: def,
        tag: tagOf(def.op),
        request,
        def,
        cookies,
        clientKey: '',
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: Object.fromEntries(url.searchParams),
        // fetch's Headers hold lower-case names, the shape validateParameters takes for header parameters.
        header: Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v])),
        replayed: false,
      };
      await asPreviewed(ctx);
      await runPipeline(ctx);
      const result = ctx.result!;
      if (result instanceof Response) return result;
      const headers = new Headers(ctx.replayed ? { [REPLAYED_HEADER]: 'true' } : undefined);
      // An answer made in a release holds its drafts: the caller's own, as on the server.
      if (ctx.release) {
        headers.set('Cache-Control', RELEASE_CACHE_CONTROL);
        headers.set('Vary', RELEASE_VARY.join(', '));
      }
      return HttpResponse.json(result.body as never, { status: result.status, headers });
    } catch (e) {
      if (e instanceof HttpError) return errorResponse(e.status, e.message, e.errors);
      console.error('[mocks] handler failed', def.method.toUpperCase(), def.path, e);
      return serverError();
    }
  };
}

/** Handlers in route order (concrete paths before templated ones, @shared/pipeline/route-order.ts), as the server's. */
export function buildHandlers(resource: Resource, defs: RouteDef[], scenario?: Scenario): HttpHandler[] {
  return inRouteOrder(defs, (d) => d.path).map((d) => toHandler(resource, d, scenario));
}
