// How the blog's pages (/blog, /blog/tag/{tag}) turn their address into the query of listPublishedArticles, said
// once for the page (frontend/src/features/blog/) and the server's render (initial-data.ts): the same address makes
// the same query, so the server's answer is the one the page reads.

/** Article cards on one page of the blog. */
export const BLOG_PAGE_SIZE = 9;
/** The home page's section of the newest articles: the first three (its query as listArg writes one). */
export const HOME_LIST_ARG = 'limit=3&page=1';
/** The longest search (openapi.yaml: the `q` parameter of listPublishedArticles). */
export const SEARCH_MAX = 200;
const HAS_WORD = /[0-9A-Za-z\u00C0-\uFFFF]/;
const PAGE = /^[1-9][0-9]{0,4}$/;

export interface BlogSearch {
  page: number;
  q?: string;
  tag?: string;
  /** What is wrong with the address, when something is: the page shows it instead of a list. */
  problem?: { field: 'page' | 'q'; value: string };
}

/** A blog page's query from its address: `?page=` (1 when absent), `?q=` (trimmed; none when blank) and the tag of its path. */
export function readBlogSearch(search: string | URLSearchParams, tag?: string): BlogSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageText = params.get('page');
  const q = (params.get('q') ?? '').trim();
  const out: BlogSearch = { page: 1, ...(q ? { q } : {}), ...(tag ? { tag } : {}) };
  if (pageText !== null && !PAGE.test(pageText)) return { ...out, problem: { field: 'page', value: pageText } };
  if (pageText !== null) out.page = Number(pageText);
  if (q && (q.length > SEARCH_MAX || !HAS_WORD.test(q))) return { ...out, problem: { field: 'q', value: q } };
  return out;
}

/** The list's query as one string, its keys in one order: the RTK Query argument and the initial data's. */
export function listArg({ page, q, tag }: Pick<BlogSearch, 'page' | 'q' | 'tag'>): string {
  const params = new URLSearchParams({ limit: String(BLOG_PAGE_SIZE), page: String(page) });
  if (q) params.set('q', q);
  if (tag) params.set('tag', tag);
  return params.toString();
}

/** The query listArg wrote, as the call's parameters. */
export function parseListArg(arg: string): { limit: number; page: number; q?: string; tag?: string } {
  const params = new URLSearchParams(arg);
  const q = params.get('q');
  const tag = params.get('tag');
  return { limit: Number(params.get('limit') ?? BLOG_PAGE_SIZE), page: Number(params.get('page') ?? 1), ...(q ? { q } : {}), ...(tag ? { tag } : {}) };
}

/** The blog's feeds: served by the backend (backend/src/render/feeds.ts) and named in every page's head while the blog is on. */
export const FEEDS = [
  { path: '/blog/rss.xml', type: 'application/rss+xml', format: 'RSS' },
  { path: '/blog/atom.xml', type: 'application/atom+xml', format: 'Atom' },
] as const;
