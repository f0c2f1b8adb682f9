// Which language a public page is in, by its address (ADR 0044): the default language's pages at `/…`, every other
// language's under `/{code}/…`. The server reads it to render the page, and the page names its languages on its
// `<html>` for the islands to wake in the same one.
import type { SiteLanguage } from './translations';

/** The `<html>` attribute that lists a page's languages (JSON, the default first) when the site has more than one. */
export const SITE_LANGUAGES_ATTR = 'data-site-languages';

/** Where a request for a public page goes. */
export type PageLocation =
  /** The page `path` (the address without its language's prefix) in `language`; `basename` the prefix ('' for the default). */
  | { kind: 'page'; language: SiteLanguage; path: string; basename: string }
  /** The default language's code as a prefix: its page is the unprefixed address. */
  | { kind: 'moved'; location: string };

/**
 * The language and page of `pathname`. A first segment that is another of the site's languages is that language's
 * prefix; the default's code as a prefix moves to the unprefixed address; any other first segment is a path of the
 * default language (on a site without French, `/fr/contact` is a page that does not exist).
 */
export function locatePage(pathname: string, languages: readonly SiteLanguage[]): PageLocation {
  const [fallback] = languages;
  const segment = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const language = segment ? languages.find((l) => l.code === segment[1]) : undefined;
  if (!segment || !language) return { kind: 'page', language: fallback, path: pathname, basename: '' };
  const rest = segment[2] || '/';
  if (language.code === fallback.code) return { kind: 'moved', location: rest };
  return { kind: 'page', language, path: rest, basename: `/${language.code}` };
}

/** A site path in `code`: the default's at `/…`, another's under `/{code}/…` (its home at `/{code}/`). */
export function pathInLanguage(path: string, code: string, defaultCode: string): string {
  if (code === defaultCode || !path.startsWith('/')) return path;
  return path === '/' ? `/${code}/` : `/${code}${path}`;
}
