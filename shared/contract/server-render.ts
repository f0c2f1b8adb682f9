// What the server and the built site's server entry agree on: the backend loads the entry
// (dist/server/entry-server.js, built from frontend/src/entry-server.tsx) at run time and calls its `render`, so
// neither imports the other's code; both import these types.
import type { ConsentState } from './consent';
import type { InitialEntry, PreloadImage, PublicEndpoint } from './initial-data';
import type { SiteLanguage } from './translations';

/** What a page says of itself for link previews and search engines, over the homepage settings' own (an article). */
export interface PageMeta {
  /** og:type: 'article' for an article. */
  type?: 'article';
  description?: string;
  /** A site-relative image address (an image of the media library). */
  image?: string;
  /** When it was published (article:published_time). */
  publishedTime?: string;
}

/** One render of a public page. */
export interface ServerRender {
  /** The markup inside #root; empty where the route table leaves the page to the browser. */
  html: string;
  status: number;
  /** The document title the route's views asked for (useDocumentTitle); the head's own title otherwise. */
  title?: string;
  /** Images the page asks to be preloaded from the head (its largest paint). */
  preloadImages: PreloadImage[];
  /** What the page's views said of it (usePageMeta), for the head's description, Open Graph and Twitter tags. */
  meta?: PageMeta;
  /** With status 301: the site-relative address the page moved to (an article's earlier slug, useMovedTo). */
  redirect?: string;
  clientOnly: boolean;
  /**
   * Where the page is left to the browser: the source modules its script loads on its first screen (the whole app,
   * and the route's own page), named as the build's manifest names them, for the server to have the browser preload
   * them with the page rather than one after the other.
   */
  modules?: string[];
  /**
   * The reads the page's islands take over in the browser: the only initial data the page needs to embed (the rest
   * of the page is HTML). Absent where the whole app runs in the browser.
   */
  islandReads?: PublicEndpoint[];
  /**
   * The modules of their own that the page's islands add (an island's waker, app/islands.ts), named as the build's
   * manifest names them: each loads after the page's entry, on this page only.
   */
  scripts?: string[];
}

/** What a render knows of the request beyond its address and data (ADR 0042). */
export interface RenderContext {
  /**
   * The visitor's choice on the site's trackers that holds now (consentHolds), or null: none, and the cookie banner
   * asks. A page is rendered once per consent variant (consentVariant) and kept so by the content cache.
   */
  consent: ConsentState | null;
  /**
   * The page's language and the site's languages, the default first (ADR 0044): the page is rendered under its
   * language's prefix (`/de`), its links stay in it. Left out: the default language of a site with one.
   */
  language?: { code: string; languages: readonly SiteLanguage[] };
}

/** The entry's `render`: `url` rendered with the initial data the server embeds in the page. */
export type RenderApp = ((url: string, initialEntries: readonly InitialEntry[], context?: RenderContext) => Promise<ServerRender>) & {
  /** True where only the route table's catch-all matches (the not-found page). */
  isUnrouted?: (pathname: string) => boolean;
};

/**
 * The `<meta name>` that gives a server-rendered page the address of the site's whole stylesheet: the page carries
 * only the rules its own HTML uses, and its script loads the rest (ADR 0032).
 */
export const WHOLE_STYLESHEET_META = 'site-stylesheet';

/**
 * The attribute of a server-rendered page's theme `<style id="site-theme">` that holds the settings' brand colours
 * (JSON): the page carries only the theme rules its own HTML uses, and the first island that wakes writes the whole
 * theme from them (ADR 0032).
 */
export const THEME_COLOURS_ATTR = 'data-brand-colours';

/** One chunk of the build's manifest (`vite build` with `manifest: true` writes `.vite/manifest.json`), by its key. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The build's manifest: each chunk by its key (a source path from the frontend folder, or the chunk's own name). */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The chunk `key` and every chunk it imports statically, however deep, as manifest keys added to `into`: what the
 * browser loads with it. A key the manifest lacks adds nothing. Used by the size budgets (frontend/scripts/
 * size-report.ts) and by the server's module preloads (backend/src/render/page-renderer.ts).
 */
export function chunkClosure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  manifest[key].imports?.forEach((k) => chunkClosure(manifest, k, into));
  return into;
}
