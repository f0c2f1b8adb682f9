// A page in another language than the default reads its content in it (ADR 0044): every content read the page and
// its islands make names the page's `lang`, as the server's render did. The admin area and the default language's
// pages are left as they are.
import type { Middleware } from 'openapi-fetch';
import { apiClient } from '@/lib/api/client';
import { takesReleaseHeader } from '@/lib/api/release-header';
import type { PageLanguage } from '@/lib/i18n/page-language';

/** Names `lang` on the content reads (the calls of a content kind's paths), once per page. */
export function languageQuery(lang: string): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (request.method !== 'GET' || !takesReleaseHeader(schemaPath)) return request;
      const url = new URL(request.url);
      if (url.searchParams.has('lang')) return request;
      url.searchParams.set('lang', lang);
      return new Request(url, request);
    },
  };
}

let installed = false;

/** Installs `languageQuery` on the one client when the page is in another language than the default. */
export function readInPageLanguage(page: PageLanguage): void {
  if (installed || page.code === page.defaultCode) return;
  installed = true;
  apiClient.use(languageQuery(page.code));
}
