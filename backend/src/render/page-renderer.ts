// Every public page: the built index.html with the homepage settings in the head, the page rendered by the server
// entry inside #root, and what its islands read named for the browser to hydrate them with (the answers themselves on
// the login, the admin area and a release's preview).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { HttpError } from '@shared/contract/http-error';
import {
  INITIAL_DATA_ELEMENT_ID,
  answerWhenNotFound,
  GONE,
  initialQueriesFor,
  type DeferredEntry,
  type EmbeddedEntry,
  type InitialEntry,
  type InitialQuery,
  type PreloadImage,
} from '@shared/contract/initial-data';
import { contentDigest } from '@shared/contract/content-digest';
import { previewBannerText } from '@shared/contract/releases';
import type { components } from '@shared/contract/schema';
import { chunkClosure, WHOLE_STYLESHEET_META, type BuildManifest, type RenderApp, type RenderContext } from '@shared/contract/server-render';
import { asksConsent, consentHolds } from '@shared/contract/consent';
import type { Config } from '../config';
import { contract } from '../contract';
import {
  consentSeen,
  markConsentVaried,
  markDegraded,
  markNonce,
  markNotFoundPage,
  markPublic,
  newNonce,
  notFoundPageCached,
} from '../middleware/content-cache';
import { consentOfHeader } from '../services/consent';
import { getSettings } from '../services/homepage';
import { slugsByLanguage } from '../services/article';
import type { ReleasePreview } from '../services/release-preview';
import { escapeHtml, renderHead } from './html-head';
import { loadInitialData, readsInLanguage } from './initial-data-loaders';
import { locatePage, pathInLanguage, SITE_LANGUAGES_ATTR } from '@shared/contract/server-render-language';
import { siteLanguages, type SiteLanguage } from '@shared/contract/translations';
import { firstPaintCss } from './first-paint-css';

type Settings = components['schemas']['HomepageSettings'];

/** JSON inside a script element: `<` is escaped so the content can never close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The API address of a public read: its operation's path in openapi.yaml, its argument the path's parameter or, for a
 * path with none (the blog's list), its query; with `lang` (a page in another language than the default) on a read
 * that answers in a language, the same read in it.
 */
export function publicReadUrl({ endpointName, arg }: InitialQuery, lang?: string): string {
  const template = contract.findOperation(endpointName).path;
  const query = [...(!template.includes('{') && arg ? [arg] : []), ...(lang && readsInLanguage(endpointName) ? [`lang=${encodeURIComponent(lang)}`] : [])].join(
    '&',
  );
  const path = template.includes('{') ? template.replace(/\{[^}]+\}/, () => encodeURIComponent(arg ?? '')) : template;
  return `/api${path}${query ? `?${query}` : ''}`;
}

const deferred =
  (lang: string | undefined) =>
  ({ endpointName, arg, data }: InitialEntry): DeferredEntry => ({
    endpointName,
    ...(arg === undefined ? {} : { arg }),
    url: publicReadUrl({ endpointName, arg }, lang),
    digest: contentDigest(data),
  });

const isNotFound = (e: unknown) => e instanceof HttpError && e.status === 404;

export interface InitialData {
  entries: InitialEntry[];
  /** False when a read failed for another reason than a missing record (the database is down). */
  complete: boolean;
}

/** The page's reads; `lang`, another of the site's languages than the default, which they answer in. */
export async function initialEntries(db: Knex, pathname: string, search = '', lang?: string): Promise<InitialData> {
  let complete = true;
  const results = await Promise.all(
    initialQueriesFor(pathname, search).map(async (q) => {
      try {
        return { ...q, data: await loadInitialData(db, q.endpointName, q.arg, lang) };
      } catch (e) {
        // A missing record is an answer where "none" is, else the browser asks the API and shows that state.
        // Anything else (the database is down): the page is incomplete.
        if (isNotFound(e)) return answerWhenNotFound(q);
        if (e instanceof HttpError && e.status === 410) return { ...q, data: GONE };
        complete = false;
        return undefined;
      }
    }),
  );
  return { entries: results.filter((e): e is InitialEntry => !!e), complete };
}

/**
 * No inline script runs without the response's nonce, on any page: the server's own script elements carry it, and
 * nothing else does (ADR 0002). A page the settings put no script on runs none of its own inline: its policy names
 * no nonce (`nonce` undefined), so no inline script runs at all.
 */
function contentSecurityPolicy(sources: string[], nonce: string | undefined) {
  const script = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...sources].join(' ');
  const connect = ["'self'", ...sources].join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    `script-src ${script}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${sources.length ? ` ${sources.join(' ')}` : ''}`,
    `connect-src ${connect}`,
    "font-src 'self' data:",
  ].join('; ');
}

/** A preload of the page's largest image: by srcset (no href, so no browser fetches the original too) or by href. */
function preloadImage(image: PreloadImage) {
  const attrs = image.srcset
    ? [
        ['imagesrcset', image.srcset],
        ['imagesizes', image.sizes],
        ['type', image.type],
      ]
    : [['href', image.href]];
  const written = attrs.flatMap(([name, value]) => (value ? [`${name}="${escapeHtml(value)}"`] : [])).join(' ');
  return `<link rel="preload" as="image" ${written} fetchpriority="high" />`;
}

/**
 * `<link rel="modulepreload">`s for the chunks `modules` import, however deep, left out the ones `html` already
 * loads: a page left to the browser (the login) gets its code in one round trip, where the app learned of the
 * page's chunk only once it ran, and of that chunk's own imports only once that had loaded.
 */
function modulePreloads(manifest: BuildManifest, modules: readonly string[], html: string): string[] {
  const chunks = new Set<string>();
  modules.forEach((module) => chunkClosure(manifest, module, chunks));
  return [...chunks]
    .map((key) => manifest[key].file)
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
}

/**
 * The `<script type="module">`s of the modules a page's islands add (ServerRender.scripts), each the build's file
 * for its manifest key; a key the manifest lacks adds nothing. They follow the page's entry in the body, so they run
 * after it.
 */
function islandScripts(manifest: BuildManifest, keys: readonly string[]): string {
  return keys
    .flatMap((key) => (manifest[key]?.file ? [`<script type="module" crossorigin src="/${escapeHtml(manifest[key].file)}"></script>`] : []))
    .join('\n    ');
}

/** The line across the top of a page rendered with a release applied, so nobody takes it for the live site. */
const previewBanner = (name: string) =>
  `<div role="status" style="position:sticky;top:0;z-index:2000;padding:.5rem 1rem;background:#fff3cd;color:#3d2e00;font:600 .875rem/1.4 system-ui,sans-serif;text-align:center;border-bottom:1px solid #e0c36a">${escapeHtml(previewBannerText(name))}</div>`;

/** A 301 to a site-relative address; kept by caches a while, but not from a preview. */
function moved(ctx: Context, location: string, previewOf: string | undefined) {
  ctx.status = 301;
  ctx.set('Location', location);
  ctx.set('Cache-Control', previewOf === undefined ? 'public, max-age=300' : 'no-store');
  ctx.body = '';
}

/**
 * The page in each of the site's languages, and the default's as `x-default` (ADR 0044): `pathIn` a language's code,
 * the page's path there (the same path, but an article's has its slug in that language).
 */
function alternatesOf(pathIn: (code: string) => string, languages: readonly SiteLanguage[]): { hreflang: string; path: string }[] {
  const [fallback] = languages;
  return [
    ...languages.map((l) => ({ hreflang: l.code, path: pathInLanguage(pathIn(l.code), l.code, fallback.code) })),
    { hreflang: 'x-default', path: pathIn(fallback.code) },
  ];
}

/**
 * The page's path in each language (`pathIn`): an article's page (its entry of getArticleBySlug) is at its slug in
 * each language; any other page at the same path.
 */
async function pathsOfPage(db: Knex, path: string, entries: readonly InitialEntry[], languages: readonly SiteLanguage[]): Promise<(code: string) => string> {
  const article = entries.find((e) => e.endpointName === 'getArticleBySlug')?.data as { _id?: unknown } | null | undefined;
  if (!article || typeof article._id !== 'string') return () => path;
  const slugs = (
    await slugsByLanguage(
      db,
      [article._id],
      languages.map((l) => l.code),
    )
  ).get(article._id);
  return slugs ? (code) => `/blog/${slugs[code]}` : () => path;
}

/** The `<html>` attributes of a page in `language`: its `lang` and `dir`, and the site's languages when it has several. */
function htmlLanguage(language: SiteLanguage, languages: readonly SiteLanguage[]): string {
  const list = languages.length > 1 ? ` ${SITE_LANGUAGES_ATTR}="${escapeHtml(JSON.stringify(languages))}"` : '';
  return `lang="${escapeHtml(language.code)}" dir="${language.direction === 'rtl' ? 'rtl' : 'ltr'}"${list}`;
}

/**
 * `publicUrl`: the configured origin of the site (ADR 0004); the request's Host never reaches the page. `preview`:
 * a request that carries a release's preview cookie gets its page rendered with the release applied (ADR 0033).
 * `consentKeys`: what reads a visitor's consent cookie (services/consent.ts); without them no visitor has consented.
 */
export function pageRenderer(
  distDir: string,
  db: Knex,
  renderApp: () => Promise<RenderApp | undefined>,
  publicUrl: string,
  preview?: ReleasePreview,
  consentKeys?: Pick<Config, 'jwtSecret' | 'clock'>,
) {
  const indexFile = join(distDir, 'index.html');
  let template:
    { html: string; mtime: number; stylesheet?: { link: string; href: string; css: ReturnType<typeof firstPaintCss> }; chunks: BuildManifest } | undefined;

  /**
   * The built index.html, and its stylesheet read once (ADR 0032). A page the server renders carries in its own HTML
   * the rules that HTML uses, so it paints at once from its own bytes, without a second request (on a phone's
   * connection, a new connection and a round trip) before its first paint; the whole stylesheet is named in the page
   * for its script to fetch once the page is idle and apply when an island wakes (with JavaScript off, a
   * `<noscript>` link loads it). The login and
   * the admin area keep the link, cached once for all their screens.
   */
  async function loadTemplate() {
    const { mtimeMs } = await stat(indexFile);
    if (!template || template.mtime !== mtimeMs) {
      const html = await readFile(indexFile, 'utf8');
      const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/.exec(html);
      // The stylesheet is the build's own, read from the built folder: no path from a request reaches this.
      const css = link ? await readFile(join(distDir, link[1]), 'utf8').catch(() => undefined) : undefined;
      // The build's manifest (vite's `manifest: true`), read from the built folder too; without it nothing is preloaded.
      const manifest = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as BuildManifest,
        () => ({}),
      );
      template = {
        html,
        mtime: mtimeMs,
        stylesheet: link && css && !css.includes('</') ? { link: link[0], href: `/${link[1]}`, css: firstPaintCss(css) } : undefined,
        chunks: manifest,
      };
    }
    return template;
  }

  /** A rendered page's head: the rules its HTML uses in place of the stylesheet's link, and the whole sheet's address. */
  function withFirstPaintCss(page: string, built: NonNullable<typeof template>): string {
    const sheet = built.stylesheet;
    if (!sheet) return page;
    const href = escapeHtml(sheet.href);
    return page.replace(
      sheet.link,
      () =>
        `<style>${sheet.css.forPage(page)}</style><meta name="${WHOLE_STYLESHEET_META}" content="${href}"><noscript><link rel="stylesheet" href="${href}"></noscript>`,
    );
  }

  async function render(url: string, entries: InitialEntry[], context: RenderContext) {
    try {
      return await (
        await renderApp()
      )?.(url, entries, context);
    } catch (e) {
      // The browser renders the page instead: a visitor still gets it, just later.
      console.error(`[render] ${url} failed; sent for rendering in the browser`, e);
      return undefined;
    }
  }

  async function renderPage(ctx: Context) {
    const claims = await preview?.of(ctx);
    if (!claims) return renderWith(ctx, db);
    // Rendered on the release's undone transaction: not kept, not cached, not indexed, and marked as a preview.
    await preview!.within(ctx, claims, async (trx, release) => {
      await renderWith(ctx, trx, release.name);
    });
  }

  /** Renders the page from `source`; `previewOf`, the name of the release it shows applied. */
  /**
   * The visitor's consent that holds for this page (ADR 0042): the signed choice the content cache read for its key, at
   * the time it read it (so the page is the one of the key's variant), else read here; held against the settings.
   */
  function consentFor(ctx: Context, settings: Settings | undefined): RenderContext['consent'] {
    const seen = consentSeen(ctx) ?? {
      signed: consentKeys ? consentOfHeader(consentKeys, ctx.get('cookie')) : null,
      at: consentKeys?.clock.now() ?? Date.now(),
    };
    return consentHolds(seen.signed, settings, new Date(seen.at)) ? seen.signed : null;
  }

  async function renderWith(ctx: Context, db: Knex, previewOf?: string) {
    // The settings first: they name the site's languages, and the page's language is the first segment of its address.
    let settingsRead = true;
    const settings = await getSettings(db).catch((e): Settings | undefined => {
      if (!isNotFound(e)) settingsRead = false;
      return undefined;
    });
    const languages = siteLanguages(settings);
    const located = locatePage(ctx.path, languages);
    // The default language's code as a prefix: its pages are the unprefixed ones.
    if (located.kind === 'moved') return moved(ctx, `${located.location}${ctx.querystring ? `?${ctx.querystring}` : ''}`, previewOf);
    const { language, path, basename } = located;
    const lang = basename ? language.code : undefined;
    const renderer = await renderApp();
    // A path only the catch-all route matches gets the cached not-found page of its language: rendered once per
    // content version, not once per random path (ADR 0004).
    if (previewOf === undefined && settingsRead && notFoundPageCached(ctx, lang) && renderer?.isUnrouted?.(path)) {
      markPublic(ctx);
      markNotFoundPage(ctx, lang);
      ctx.status = 404;
      ctx.type = 'html';
      ctx.body = '';
      return;
    }
    const [built, initial] = await Promise.all([loadTemplate(), initialEntries(db, path, ctx.querystring, lang)]);
    // The blog's lists read their page and search from the query (shared/contract/blog-pages.ts); no other page reads it.
    const consent = consentFor(ctx, settings);
    const app = await render(ctx.querystring ? `${path}?${ctx.querystring}` : path, initial.entries, {
      consent,
      language: { code: language.code, languages },
    });
    // A page that moved (an article's earlier slug): 301 to where it is, a site-relative path the page named, in the
    // page's language.
    if (app?.status === 301 && app.redirect?.startsWith('/') && !app.redirect.startsWith('//')) return moved(ctx, `${basename}${app.redirect}`, previewOf);
    // The login and the admin area are in the default language only.
    if (app?.clientOnly && basename) return moved(ctx, path, previewOf);
    // A path the route table does not know gets the one not-found page, the same bytes whatever the path (ADR 0004);
    // a routed page that found no record (a service, an article) is a 404 of its own.
    const unrouted = app?.status === 404 && !!renderer?.isUnrouted?.(path);
    // A fresh nonce for this response; the content cache gives each later sending of it a fresh one of its own.
    const nonce = newNonce();
    // Script from the settings (analytics, custom code) only on a page the server rendered as public: never on the
    // login or the admin area (ADR 0002).
    const publicPage = !!app && !app.clientOnly;
    const head = renderHead(
      settings,
      unrouted ? undefined : basename ? pathInLanguage(path, language.code, languages[0].code) : ctx.path,
      publicUrl,
      publicPage ? { nonce, consent } : undefined,
      publicPage ? app.html : undefined,
      {
        title: app?.title,
        meta: app?.meta,
        // Each language's address of the page, for search engines: only a page that is there.
        alternates: app?.status === 200 && languages.length > 1 ? alternatesOf(await pathsOfPage(db, path, initial.entries, languages), languages) : undefined,
        language: { code: language.code, defaultCode: languages[0].code },
      },
    );
    // The nonce only where the settings' script stands (analytics, custom code): the page's data is JSON, which no
    // browser runs, so a page without their script is the same bytes for every visitor, kept compressed once
    // (brotli, about a fifth smaller than the gzip a nonce needs: a short page fits a connection's first round trip).
    const pageNonce = head.nonce;
    // A page the server rendered names only what its islands read, by address: the rest of it is HTML, and the
    // islands fetch their answers once the page is idle, out of its first round trip (ADR 0032). A preview embeds
    // the answers: they are the release's, which the API does not serve.
    const reads = app?.islandReads && new Set(app.islandReads);
    const islandEntries = reads ? initial.entries.filter((e) => reads.has(e.endpointName)) : undefined;
    const embedded: EmbeddedEntry[] = !islandEntries ? initial.entries : previewOf === undefined ? islandEntries.map(deferred(lang)) : islandEntries;
    const data = `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json"${pageNonce ? ` nonce="${pageNonce}"` : ''}>${scriptJson(embedded)}</script>`;
    const preloads = [...(app?.preloadImages ?? []).map(preloadImage), ...modulePreloads(built.chunks, app?.modules ?? [], built.html)].join('\n    ');
    const title = (headHtml: string) => (app?.title ? headHtml.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(app.title)}</title>`) : headHtml);
    let page = built.html
      .replace('<html lang="en">', `<html ${htmlLanguage(language, languages)}${head.htmlAttributes}>`)
      .replace(/<!--app-head-->([\s\S]*?)<!--\/app-head-->/, (_, fallback: string) => `${preloads}${title(head.head || fallback)}`)
      .replace('<!--app-body-->', `${data}${head.body ? `\n${head.body}` : ''}`);
    if (app?.scripts?.length) page = page.replace('</body>', () => `  ${islandScripts(built.chunks, app.scripts!)}\n  </body>`);
    if (app?.html) page = withFirstPaintCss(page.replace('<div id="root"></div>', `<div id="root">${app.html}</div>`), built);
    if (previewOf !== undefined) {
      page = page
        .replace('</head>', '<meta name="robots" content="noindex, nofollow" />\n  </head>')
        .replace(/<body([^>]*)>/, (body) => `${body}${previewBanner(previewOf)}`);
      ctx.set('Content-Security-Policy', contentSecurityPolicy(head.scriptSources, pageNonce));
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      ctx.status = app?.status ?? 200;
      ctx.type = 'html';
      ctx.body = page;
      return;
    }
    ctx.set('Content-Security-Policy', contentSecurityPolicy(head.scriptSources, pageNonce));
    if (pageNonce) markNonce(ctx, pageNonce);
    // A page of a site that asks for consent is one page per consent variant: kept so, and so for other caches.
    if (publicPage && asksConsent(settings)) {
      markConsentVaried(ctx);
      ctx.vary('Cookie');
    }
    ctx.status = app?.status ?? 200;
    ctx.type = 'html';
    ctx.body = page;
    const complete = initial.complete && settingsRead;
    if (app && !app.clientOnly && (app.status !== 404 || unrouted)) {
      markPublic(ctx);
      if (unrouted) markNotFoundPage(ctx, lang);
      if (!complete) markDegraded(ctx);
    }
    // The login and the admin area, and a page the server could not render: revalidated on every visit.
    if (!app || app.clientOnly || !complete) ctx.set('Cache-Control', 'no-cache');
  }

  return renderPage;
}
