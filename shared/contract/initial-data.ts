// The public content the server embeds in a page's HTML, so a first visit paints without waiting for the API.
// Server and client agree here on which RTK Query endpoints each public page needs.
import { CONTENT_KINDS, HOME_SECTION_KINDS } from '@shared/content-kinds';
import { listArg, readBlogSearch } from './blog-pages';
import type { DeferredEntry, InitialQuery, PublicEndpoint } from './initial-data-element';

export { INITIAL_DATA_ELEMENT_ID, isDeferred, type DeferredEntry } from './initial-data-element';

/**
 * An image to preload: a plain `href`, or the `srcset` and `sizes` of a responsive image of one `type` (the
 * browser then fetches the very candidate its `<picture>` will pick).
 */
export interface PreloadImage {
  href?: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

export type { InitialQuery } from './initial-data-element';

export interface InitialEntry extends InitialQuery {
  data: unknown;
}

/** What the initial-data element holds: answers, and on a server-rendered public page the islands' reads to fetch. */
export type EmbeddedEntry = InitialEntry | DeferredEntry;

export type { PublicEndpoint } from './initial-data-element';

/** Public reads whose 404 means "there is none": the page carries `null` for them (the browser's query does too). */
const NULL_WHEN_NOT_FOUND: ReadonlySet<PublicEndpoint> = new Set(
  CONTENT_KINDS.flatMap((k) => k.publicReads.filter((read) => read.noneWhenNotFound).map((read) => read.operationId)),
);

/**
 * What a page holds for a public read that found no record: `null` where its 404 means "there is none"
 * (NULL_WHEN_NOT_FOUND), else nothing, and the browser's own query asks and shows that state. The server's render
 * (backend/src/render/page-renderer.ts) and the islands' fetched reads (frontend/src/app/initial-data.ts) both
 * answer a 404 through it, so the page's HTML and its islands agree.
 */
export function answerWhenNotFound(query: InitialQuery): InitialEntry | undefined {
  return NULL_WHEN_NOT_FOUND.has(query.endpointName) ? { ...query, data: null } : undefined;
}

/**
 * What a page holds for a public read whose record was deleted for good (410: an article's address): the page shows it
 * as gone, with that status, where a failure would leave it to the browser. The browser's query answers the same.
 */
export const GONE = { gone: true } as const;
export type Gone = typeof GONE;
export const isGone = (value: unknown): value is Gone => typeof value === 'object' && value !== null && (value as Gone).gone === true;

const EVERY_PAGE: InitialQuery[] = [
  { endpointName: 'getHomepageSettings' },
  { endpointName: 'getActiveHeader' },
  { endpointName: 'getActiveLogo' },
  { endpointName: 'getActiveFooter' },
  { endpointName: 'listResponsiveImages' },
];

/** The public reads of the home page's sections (each content kind with a homeSection, by its `read` where it names one), in their default order. */
export const HOME_SECTION_READS: InitialQuery[] = HOME_SECTION_KINDS.flatMap((k) => {
  const one = k.homeSection!.read;
  return one
    ? [{ endpointName: one.operationId as PublicEndpoint, arg: one.arg }]
    : k.publicReads.map((read) => ({ endpointName: read.operationId as PublicEndpoint }));
});

/** The queries a public page makes on its first render; `search`, its address's query (`?page=2&q=guide`). */
export function initialQueriesFor(pathname: string, search = ''): InitialQuery[] {
  if (pathname === '/') {
    // The booking form shows the health-data consent text (ADR 0043).
    return [...EVERY_PAGE, { endpointName: 'getActiveHomepage' }, ...HOME_SECTION_READS, { endpointName: 'getHealthConsent' }];
  }
  const detail = /^\/service-details\/([^/]+)\/?$/.exec(pathname);
  if (detail) return [...EVERY_PAGE, { endpointName: 'getServiceDetailsByService', arg: decodeURIComponent(detail[1]) }];
  const blogList = /^\/blog(?:\/tag\/([^/]+))?\/?$/.exec(pathname);
  if (blogList) {
    const query = readBlogSearch(search, blogList[1] && decodeURIComponent(blogList[1]));
    return query.problem ? EVERY_PAGE : [...EVERY_PAGE, { endpointName: 'listPublishedArticles', arg: listArg(query) }];
  }
  const article = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  if (article) {
    const slug = decodeURIComponent(article[1]);
    return [...EVERY_PAGE, { endpointName: 'getArticleBySlug', arg: slug }, { endpointName: 'listRelatedArticles', arg: slug }];
  }
  if (pathname === '/privacy-policy') return [...EVERY_PAGE, { endpointName: 'getPrivacyPolicy' }, { endpointName: 'getHealthConsent' }];
  if (pathname === '/terms-conditions') return [...EVERY_PAGE, { endpointName: 'getTermsConditions' }];
  if (pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/')) return [];
  return EVERY_PAGE;
}
