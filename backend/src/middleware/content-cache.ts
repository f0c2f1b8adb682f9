// The content cache: rendered public pages and public GET answers, served from memory.
//
// One key (the request's path, plus the query for API reads), one invalidation signal (the content version), and
// an opt-in: only a handler that marks its answer public (`markPublic`) is stored; everything else passes through
// and stays `no-store`. Entries carry the bytes exactly as sent (helmet's headers included) in identity, gzip and
// brotli, an ETag, and the generation they were made in:
// - a content write on this instance ends the generation at once (`invalidate`);
// - once a second at most, the database's content version is read; a change made by another instance ends the
//   generation too (a request that finds the check due waits for that one query, so a change is seen within a
//   second, and no request queries the database otherwise);
// - an entry of an ended generation is rendered again, and kept as the fallback: when that render fails (the
//   database is down), the last good answer is served;
// - requests that miss the same key together wait for the first one's answer (single flight): a cold or restarted
//   instance renders each page, and reads each public answer from the database, once, not once per visitor;
// - a request carrying a release's preview cookie or naming a release (X-Release, ADR 0033) goes past the cache both
//   ways: it is not answered from it, and what it is answered is not kept;
// - what is kept is bounded in bytes (every body in every encoding: CONTENT_CACHE_MB), the least recently used going
//   first, so a run of distinct addresses never pushes out a page that visitors keep asking for;
// - a page of a site that asks for consent to its trackers is kept once per consent variant of the visitor's signed
//   cookie (ADR 0042): the 'ask' variant under the page's own key, each choice under a key of its own, and sent with
//   `Vary: Cookie`; a page of a site that asks nothing is one page for every variant.
import { createHash, randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { cookieOf } from '@shared/contract/cookies';
import { systemClock, type Clock } from '@shared/clock';
import { PREVIEW_COOKIE, RELEASE_HEADER } from '@shared/contract/releases';
import { CONSENT_COOKIE, consentVariant, type ConsentState } from '@shared/contract/consent';
import { isDatabaseUnavailable } from './errors';
import { NonceGzip } from './nonce-gzip';
import { SingleFlight } from './single-flight';

const RELEASE_HEADER_KEY = RELEASE_HEADER.toLowerCase();
/** Only a header that names the cookie is parsed: every hit runs this, and most visitors' cookies are other sites' tags. */
const holdsPreviewCookie = (cookie: string | undefined) => !!cookie?.includes(PREVIEW_COOKIE) && cookieOf(cookie, PREVIEW_COOKIE) !== undefined;
/**
 * A request from a browser that opened a release's preview link, or one naming a release (an admin's screen working
 * in it): its answers are its own, never kept nor served kept. A malformed preview cookie holds no link's token, so
 * its pages are the site's as it is.
 */
const previewing = (req: IncomingMessage) => RELEASE_HEADER_KEY in req.headers || holdsPreviewCookie(req.headers.cookie);

/** Only a header that names the consent cookie is read for a page's consent variant: hits stay cheap. */
const CONSENT_MARK = `${CONSENT_COOKIE}=`;

/** The visitor's signed consent as the cache read it for a request's key, and when (the page is rendered for that). */
export interface ConsentSeen {
  signed: ConsentState | null;
  at: number;
}

/** The consent the cache read for this request, if it did. */
export const consentSeen = (ctx: Context): ConsentSeen | undefined => ctx.state.consentSeen;

/** Marks the page as one of a site that asks for consent: kept per consent variant, sent with `Vary: Cookie`. */
export function markConsentVaried(ctx: Context) {
  ctx.state.consentVaried = true;
}

/**
 * A request's consent variant: 'ask' without a signed choice that is still in date, else the choice's answers and the
 * banner version it was given for (a choice for an earlier banner is rendered as 'ask' and kept apart from the
 * current banner's).
 */
const variantOf = (signed: ConsentState | null) => (signed ? `${consentVariant(signed)}.v${signed.bannerVersion}` : 'ask');

/** The key of a page's consent variant: the page's own key for 'ask'. */
const variantKey = (key: string, variant: string) => (variant === 'ask' ? key : `${key} consent=${variant}`);

/** What a CDN may do with a public answer: keep it briefly, serve it stale while it fetches a new one. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/**
 * Brotli for a stored answer: made at once at a quick quality, then at its best (quality 11, about a tenth smaller:
 * the home page's 17 KB become 16 KB, a legal page fits a connection's first round trip) in zlib's thread pool, off
 * the event loop, and sent from then on. The best takes 60-120 ms of a pool thread for a page, once per content
 * version: too slow for the request that made the entry, nothing for the ones after it.
 */
const QUICK_BROTLI = 5;
const BEST_BROTLI = 11;
const brotliAt = (quality: number, identity: Buffer) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
});

/** Answers smaller than this are not worth compressing (koa-compress's own threshold). */
const COMPRESS_MIN_BYTES = 1024;

/** Headers that belong to one sending of the bytes, not to the answer. */
const PER_SEND = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  generation: number;
  status: number;
  etag: string;
  /** Public, or no-cache for a page made without all of its data (sent to the requests that waited for it, never kept). */
  cacheControl: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** The headers of each sending, made once: per encoding, and for a 304. */
  sending: Partial<Record<Encoding, [string, string][]>> & { notModified: [string, string][] };
  /** The same, flattened as Node's writeHead takes them. */
  raw: Partial<Record<Encoding | 'notModified', string[]>>;
  /** Whether a compressed sending is worth it (the body is large enough). */
  compressible: boolean;
  /** A page of a site that asks for consent: it holds one consent variant's trackers (ADR 0042). */
  consentVaried: boolean;
  /** Its Vary header. */
  vary: string;
  /**
   * A page with a per-response nonce: the one it was rendered with, where it stands in the body, the headers, and its
   * gzip body made once with room for each sending's nonce.
   */
  nonce?: { value: string; offsets: number[]; kept: [string, string][]; gzip?: NonceGzip };
}

export interface ContentCacheOptions {
  /** Reads the database's content version. */
  readVersion: () => Promise<number>;
  /** What the version check's once a second is measured on; the system's clock by default. */
  clock?: Clock;
  /** How often the version is read at most. */
  checkEveryMs?: number;
  /** How long a request waits for that read before it is served what is cached (the database may hang). */
  checkTimeoutMs?: number;
  /** The bytes the kept answers may come to at most: their bodies and ENTRY_OVERHEAD each (the least recently used go first). */
  maxBytes: number;
  /** Reads the signed consent a Cookie header holds (services/consent.ts); without it every request is 'ask'. */
  readConsent?: (cookieHeader: string) => ConsentState | null;
}

/** What a kept answer costs beside its bodies: its headers (some 850 bytes on a page or a read), key and bookkeeping. */
const ENTRY_OVERHEAD = 2048;

/** The bytes an entry holds: each body it keeps, its gzip template, and ENTRY_OVERHEAD. */
const entryBytes = (entry: Entry) => ENTRY_OVERHEAD + Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0) + (entry.nonce?.gzip?.bytes ?? 0);

/** The blog's lists, whose page and search are in the query (shared/contract/blog-pages.ts), in any language. */
const QUERY_PAGES = /^(\/[a-z]{2,3}(-[A-Za-z0-9]+)?)?\/blog(\/tag\/[^/]+)?\/?$/;

/** The cache key: pages by path (only the blog's lists depend on the query), API reads by path and query. */
export function cacheKey(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return path === '/api' || path.startsWith('/api/') || QUERY_PAGES.test(path) ? url : path;
}

/** Marks the answer being built as public content: the cache keeps it and a CDN may too. */
export function markPublic(ctx: Context) {
  ctx.state.publicContent = true;
}

/**
 * Marks the answer as the not-found page of a path the route table does not know: one entry for all of them, made
 * (and compressed) once per content version, so random paths never push real pages out of the cache (ADR 0004).
 */
export function markNotFoundPage(ctx: Context, lang?: string) {
  ctx.state.notFoundPage = notFoundKey(lang);
}

/**
 * True when the not-found page of this content version is cached in `lang` (undefined: the default language): an
 * unknown path need not be rendered.
 */
export function notFoundPageCached(ctx: Context, lang?: string): boolean {
  const cached = ctx.state.notFoundPageCached as ((key: string) => boolean) | undefined;
  return !!cached?.(notFoundKey(lang));
}

/** The one key of the not-found page of a language (no request path starts with a space); ADR 0044. */
const NOT_FOUND_KEY = ' not-found';
const notFoundKey = (lang?: string) => (lang ? `${NOT_FOUND_KEY} ${lang}` : NOT_FOUND_KEY);

/** Marks the answer as made without all of its data (a database outage): sent once, never kept. */
export function markDegraded(ctx: Context) {
  ctx.state.degraded = true;
}

const NONCE_POOL = Buffer.alloc(4096);
let noncePoolAt = NONCE_POOL.length;

/** A CSP nonce: 16 random bytes in base64, always 24 characters. */
export function newNonce(): string {
  // Random bytes drawn 4 KB at a time (one call to the system's generator for 256 nonces), each used once.
  if (noncePoolAt === NONCE_POOL.length) {
    randomFillSync(NONCE_POOL);
    noncePoolAt = 0;
  }
  noncePoolAt += 16;
  return NONCE_POOL.toString('base64', noncePoolAt - 16, noncePoolAt);
}

/**
 * Marks the answer as carrying a per-response CSP nonce (in its Content-Security-Policy header and on its script
 * elements). The cache keeps such a page once, with where the nonce stands, and gives every sending a fresh one: in
 * gzip, compressed once at level 9 with room for the nonce (NonceGzip), so a client that takes gzip gets that even
 * when it also takes brotli, which would have to be made per sending (ADR 0002).
 */
export function markNonce(ctx: Context, nonce: string) {
  ctx.state.cspNonce = nonce;
}

/** Per-sending compression of a page with a nonce, for a client that takes brotli but not gzip: fast levels. */
const FAST_GZIP = { level: 1 };
const FAST_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } };

function pickEncoding(accept: string | undefined, entry: Entry): Encoding {
  if (!accept || !entry.compressible) return 'identity';
  if (entry.nonce?.gzip && accept.includes('gzip')) return 'gzip';
  if (accept.includes('br')) return 'br';
  return accept.includes('gzip') ? 'gzip' : 'identity';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * A failure that is the same for every request of the key (the database, a bug), so the requests that waited for it
 * get it too; a 4xx belongs to the request that got it (e.g. no token for a private read): the others answer their own.
 */
function sharedFailure(e: unknown): boolean {
  const status = (e as { status?: unknown })?.status;
  return !(typeof status === 'number' && status < 500);
}

/** The headers of one sending: the stored ones, then the validators and the encoding. */
function sendingHeaders(
  kept: [string, string][],
  etag: string,
  body: Buffer | undefined,
  encoding: Encoding,
  cacheControl = PUBLIC_CACHE_CONTROL,
  vary = 'Accept-Encoding',
): [string, string][] {
  const validators: [string, string][] = [
    ['ETag', etag],
    ['Cache-Control', cacheControl],
    ['Vary', vary],
  ];
  if (!body) return validators;
  return [
    ...kept,
    ...validators,
    ...(encoding === 'identity' ? [] : [['Content-Encoding', encoding] as [string, string]]),
    ['Content-Length', String(body.length)],
  ];
}

function bodyBytes(body: unknown): Buffer | undefined {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (body && typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe !== 'function') return Buffer.from(JSON.stringify(body));
  return undefined;
}

export class ContentCache {
  /** A body made smaller once kept (the best brotli) is counted at its first size: the count never falls short. */
  private readonly entries: LRUCache<string, Entry>;
  private generation = 0;
  private knownVersion: number | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;
  /** The misses being answered, by generation and key: what the same misses meanwhile wait for. */
  private readonly misses = new SingleFlight<Entry | undefined>();
  private readonly checkEveryMs: number;
  private readonly checkTimeoutMs: number;

  constructor(private readonly opts: ContentCacheOptions) {
    this.checkEveryMs = opts.checkEveryMs ?? 1000;
    this.checkTimeoutMs = opts.checkTimeoutMs ?? 500;
    this.entries = new LRUCache({ maxSize: opts.maxBytes, sizeCalculation: entryBytes });
  }

  /** How many answers are kept. */
  get size() {
    return this.entries.size;
  }

  /** What is kept: the answers, and the bytes they come to (never above the bound). */
  stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, maxBytes: this.entries.maxSize };
  }

  /** True when a request for `url` would be answered from memory now. */
  has(url: string) {
    return !!this.fresh(cacheKey(url));
  }

  /** Public content changed on this instance: nothing cached so far is served again as it is. */
  invalidate() {
    this.generation++;
  }

  /**
   * Reads the content version now, as a due check would (sharing one already under way): a change another
   * instance made is seen before the next request rather than within the second.
   */
  seeVersion(): Promise<void> {
    return (this.checking ??= this.checkVersion().finally(() => (this.checking = undefined)));
  }

  private now() {
    return (this.opts.clock ?? systemClock).now();
  }

  /** Undefined while the last version check is recent; otherwise the (shared) check to wait for. */
  private due(): Promise<void> | undefined {
    if (this.now() - this.checkedAt < this.checkEveryMs) return undefined;
    return this.seeVersion();
  }

  private async checkVersion() {
    let timer: NodeJS.Timeout | undefined;
    try {
      const version = await Promise.race([
        this.opts.readVersion(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('content version check timed out')), this.checkTimeoutMs))),
      ]);
      if (this.knownVersion !== undefined && version !== this.knownVersion) this.generation++;
      this.knownVersion = version;
    } catch {
      // The database is unreachable: keep serving what is cached, and look again in a second.
    } finally {
      clearTimeout(timer);
      this.checkedAt = this.now();
    }
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && entry.generation === this.generation ? entry : undefined;
  }

  /**
   * The entry a request of `variant` may be sent for `key`: the page's own, when it is the 'ask' variant or the page
   * does not vary by consent, else its variant's. `fresh`: of this generation only. Never another variant's page.
   */
  private lookup(key: string, variant: string, fresh = true): Entry | undefined {
    const get = (k: string) => (fresh ? this.fresh(k) : this.entries.get(k));
    const own = get(key);
    if (own && (variant === 'ask' || !own.consentVaried)) return own;
    return variant === 'ask' ? undefined : get(variantKey(key, variant));
  }

  /** The signed consent of a Cookie header that is still in date at `now`; null without one (never parsed then). */
  private signedConsent(cookie: string | undefined, now: number): ConsentState | null {
    if (!this.opts.readConsent || !cookie?.includes(CONSENT_MARK)) return null;
    const signed = this.opts.readConsent(cookie);
    return signed && Date.parse(signed.expiresAt) > now ? signed : null;
  }

  /** Keeps an entry; past the bound, the least recently used go (one larger than the whole bound is not kept). */
  private store(key: string, entry: Entry) {
    this.entries.set(key, entry);
  }

  private static build(
    generation: number,
    status: number,
    headers: Record<string, unknown>,
    identity: Buffer,
    nonce?: string,
    cacheControl = PUBLIC_CACHE_CONTROL,
    consentVaried = false,
  ): Entry {
    const vary = consentVaried ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    const kept: [string, string][] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (PER_SEND.has(name.toLowerCase()) || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) kept.push([name, String(v)]);
    }
    const compressible = identity.length >= COMPRESS_MIN_BYTES;
    // Where the nonce stands: each sending writes its own there (a fresh nonce has the same length).
    const offsets: number[] = [];
    if (nonce) for (let at = identity.indexOf(nonce); at >= 0; at = identity.indexOf(nonce, at + nonce.length)) offsets.push(at);
    // The page's content, not its nonce: the same page rendered again (after an invalidation, or on another
    // instance) keeps its ETag, so a browser's copy stays good.
    const hash = createHash('sha1');
    let from = 0;
    for (const at of offsets) {
      hash.update(identity.subarray(from, at));
      from = at + (nonce?.length ?? 0);
    }
    const etag = `W/"${hash.update(identity.subarray(from)).digest('base64url')}"`;
    if (nonce) {
      // Each sending writes its own nonce where it stands, and compresses.
      const notModified = sendingHeaders(kept, etag, undefined, 'identity', cacheControl, vary);
      return {
        generation,
        status,
        etag,
        cacheControl,
        consentVaried,
        vary,
        bodies: { identity },
        sending: { notModified },
        raw: { notModified: notModified.flat() },
        compressible,
        nonce: { value: nonce, offsets, kept, gzip: compressible ? NonceGzip.build(identity, nonce.length, offsets) : undefined },
      };
    }
    const bodies: Entry['bodies'] = { identity };
    if (compressible) {
      bodies.gzip = gzipSync(identity, { level: 9 });
      bodies.br = brotliCompressSync(identity, brotliAt(QUICK_BROTLI, identity));
    }
    const sending: Entry['sending'] = { notModified: sendingHeaders(kept, etag, undefined, 'identity', cacheControl, vary) };
    for (const encoding of Object.keys(bodies) as Encoding[]) sending[encoding] = sendingHeaders(kept, etag, bodies[encoding], encoding, cacheControl, vary);
    const raw = Object.fromEntries(Object.entries(sending).map(([k, headers]) => [k, headers.flat()]));
    const entry: Entry = { generation, status, etag, cacheControl, consentVaried, vary, bodies, sending, raw, compressible };
    if (compressible) ContentCache.bestBrotli(entry, kept);
    return entry;
  }

  /** Swaps the entry's quick brotli body for the best one once zlib's thread pool has made it (QUICK_BROTLI). */
  private static bestBrotli(entry: Entry, kept: [string, string][]) {
    const { identity } = entry.bodies;
    brotliCompress(identity, brotliAt(BEST_BROTLI, identity), (error, best) => {
      // On a failure (memory), the quick body stays: it is a whole answer too.
      if (error || best.length >= entry.bodies.br!.length) return;
      const headers = sendingHeaders(kept, entry.etag, best, 'br', entry.cacheControl, entry.vary);
      // The body and its headers (Content-Length) change together: a sending reads both in one turn of the loop.
      entry.bodies.br = best;
      entry.sending.br = headers;
      entry.raw.br = headers.flat();
    });
  }

  /**
   * The headers and body of one sending. A page with a nonce gets a fresh one (in its CSP header and at each place
   * the rendered one stood): in its gzip template, else written into a copy (compressed at a fast level for brotli);
   * any other entry is sent as stored.
   */
  private static sendingOf(entry: Entry, encoding: Encoding): { headers: [string, string][]; body: Buffer } {
    if (!entry.nonce) return { headers: entry.sending[encoding]!, body: entry.bodies[encoding]! };
    const { value, offsets, kept, gzip } = entry.nonce;
    const nonce = newNonce();
    let body: Buffer;
    if (encoding === 'gzip' && gzip) body = gzip.send(nonce);
    else {
      const identity = Buffer.from(entry.bodies.identity);
      for (const at of offsets) identity.write(nonce, at, 'latin1');
      body = encoding === 'br' ? brotliCompressSync(identity, FAST_BROTLI) : encoding === 'gzip' ? gzipSync(identity, FAST_GZIP) : identity;
    }
    const headers = kept.map(([name, v]): [string, string] => [name, v.includes(value) ? v.split(value).join(nonce) : v]);
    return { headers: sendingHeaders(headers, entry.etag, body, encoding, entry.cacheControl, entry.vary), body };
  }

  /**
   * Serves a fresh entry straight from Node's request handler, before Koa makes a context: the hot path. Answers
   * the status sent, or 0 when there is no fresh entry (or the version check is due): the request then goes
   * through the app.
   */
  serve(req: IncomingMessage, res: ServerResponse, requestId?: string): number {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || previewing(req)) return 0;
    // A request for anything not cached (a health probe, an admin read) never sets off the version check.
    const entry = this.lookup(cacheKey(req.url ?? '/'), variantOf(this.signedConsent(req.headers.cookie, this.now())));
    if (!entry || this.due()) return 0;
    // The request's own id goes out beside the stored headers.
    const own = (raw: string[]) => (requestId ? [...raw, 'X-Request-Id', requestId] : raw);
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, own(entry.raw.notModified!));
      res.end();
      return 304;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], entry);
    if (entry.nonce) {
      const { headers, body } = ContentCache.sendingOf(entry, encoding);
      res.writeHead(entry.status, own(headers.flat()));
      res.end(req.method === 'HEAD' ? undefined : body);
      return entry.status;
    }
    res.writeHead(entry.status, own(entry.raw[encoding]!));
    res.end(req.method === 'HEAD' ? undefined : entry.bodies[encoding]);
    return entry.status;
  }

  /**
   * Koa middleware, after the error, security-header and compression middleware and before the routes: a hit is
   * answered here; on a miss the routes answer, and an answer marked public is stored.
   */
  middleware() {
    return async (ctx: Context, next: Next) => {
      if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || previewing(ctx.req)) return next();
      await this.due();
      const key = cacheKey(ctx.url);
      const seen: ConsentSeen = { signed: null, at: this.now() };
      seen.signed = this.signedConsent(ctx.get('cookie') || undefined, seen.at);
      ctx.state.consentSeen = seen;
      const variant = variantOf(seen.signed);
      let entry = this.lookup(key, variant);
      if (!entry) {
        // A request that misses while the same miss is being answered waits for that answer (made before a write
        // that ended its generation, the flight's key holds the generation too, and the consent variant).
        const flight = `${this.generation} ${variantKey(key, variant)}`;
        const joined = this.misses.has(flight);
        try {
          entry = await this.misses.run(flight, () => this.miss(ctx, next, key, variant));
        } catch (e) {
          if (!joined || sharedFailure(e)) throw e;
        }
        // The first request's answer was its own (not public, or its own mistake): this one is answered for itself.
        if (!entry && joined) entry = await this.miss(ctx, next, key, variant);
        if (!entry) return;
      }
      this.send(ctx, entry);
    };
  }

  /**
   * Lets the routes answer a miss and keeps an answer marked public. Answers the entry to send (kept, or the last good
   * one, or a page made without all of its data, sent once and not kept), or undefined when the answer the routes
   * left in `ctx` is this request's own.
   */
  private async miss(ctx: Context, next: Next, key: string, variant: string): Promise<Entry | undefined> {
    const generation = this.generation;
    // The page renderer need not render a path the route table does not know while this is fresh (and it is
    // what such a request is sent, even if a write ends its generation meanwhile).
    const notFoundPages = new Map<string, Entry | undefined>();
    const notFoundPageOf = (own: string) => {
      if (!notFoundPages.has(own)) notFoundPages.set(own, this.lookup(own, variant));
      return notFoundPages.get(own);
    };
    ctx.state.notFoundPageCached = (own: string) => !!notFoundPageOf(own);
    try {
      await next();
    } catch (e) {
      // The last good answer beats a failure for want of the database.
      const last = this.lookup(key, variant, false);
      if (!last || !isDatabaseUnavailable(e)) throw e;
      return last;
    }
    const identity = ctx.state.publicContent && (ctx.status === 200 || ctx.status === 404) ? bodyBytes(ctx.body) : undefined;
    const notFoundOwn = ctx.state.notFoundPage as string | undefined;
    const shared = notFoundOwn && ctx.status === 404 ? (this.lookup(notFoundOwn, variant) ?? notFoundPages.get(notFoundOwn)) : undefined;
    if (shared) return shared;
    const headers = ctx.response.headers as Record<string, unknown>;
    const varied = !!ctx.state.consentVaried;
    if (ctx.state.degraded) {
      // A page rendered without the database: the last good one is better. Without one, this page goes to the
      // requests that waited for it as well (each with its own nonce), and the next request renders again.
      const last = this.lookup(key, variant, false);
      return last ?? (identity && ContentCache.build(generation, ctx.status, headers, identity, ctx.state.cspNonce, 'no-cache', varied));
    }
    if (!identity) return undefined;
    const entry = ContentCache.build(generation, ctx.status, headers, identity, ctx.state.cspNonce, PUBLIC_CACHE_CONTROL, varied);
    // A write that landed while this was rendering makes it stale already: send it, but don't keep it. A page that
    // varies by consent is kept under its variant's key; one that does not, under the page's own, for every variant.
    const own = notFoundOwn ?? key;
    if (generation === this.generation) this.store(varied ? variantKey(own, variant) : own, entry);
    return entry;
  }

  private send(ctx: Context, entry: Entry) {
    const notModified = etagMatches(ctx.get('if-none-match') || undefined, entry.etag);
    const encoding = pickEncoding(ctx.get('accept-encoding') || undefined, entry);
    // The same bytes and headers as a hit served by `serve`, whatever the handlers set on the way (but the
    // request's own id).
    for (const name of ctx.res.getHeaderNames()) if (name !== 'x-request-id') ctx.res.removeHeader(name);
    const sending = notModified ? { headers: entry.sending.notModified, body: null } : ContentCache.sendingOf(entry, encoding);
    for (const [name, value] of sending.headers) ctx.append(name, value);
    ctx.status = notModified ? 304 : entry.status;
    ctx.body = sending.body;
    // Compressed once, when it was stored.
    ctx.compress = false;
  }
}
