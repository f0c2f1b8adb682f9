// The homepage settings as the HTML a crawler reads without running scripts (ADR 0025): title, meta
// description, keywords, canonical, Open Graph and Twitter tags, analytics ids, custom head/body code, theme.
import type { components } from '@shared/contract/schema';
import { colorMode, themeCss } from '@shared/theme/theme-css';
import { FEEDS } from '@shared/contract/blog-pages';
import { pathInLanguage } from '@shared/contract/server-render-language';
import { THEME_COLOURS_ATTR, type PageMeta } from '@shared/contract/server-render';
import { allows, customCodePurposeOf, trackerIds, type ConsentState } from '@shared/contract/consent';
import { rulesForPage } from './first-paint-css';

type Settings = components['schemas']['HomepageSettings'];

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const meta = (attr: 'name' | 'property', key: string, value: string | undefined) => (value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '');

/** Absolute URLs for Open Graph images and the canonical link. */
function absolute(url: string | undefined, origin: string) {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) ? url : `${origin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface RenderedHead {
  head: string;
  body: string;
  htmlAttributes: string;
  /**
   * Script and connect sources the page needs beyond 'self' (analytics): those of its trackers, and on a page that
   * asks for consent those of every tracker configured, so the banner can load them once a visitor allows them.
   */
  scriptSources: string[];
  /** The nonce its script elements carry, when it wrote any (analytics, custom code with a `<script>`). */
  nonce?: string;
}

/**
 * Gives every `<script>` start tag of a piece of HTML the response's CSP nonce, as a browser's parser would find
 * them: not inside a comment, nor inside another script's text. The nonce comes first, so a `nonce` the code wrote
 * itself is ignored (a parser keeps the first of two attributes); a script that reaches the page any other way has
 * none and does not run (ADR 0002).
 */
export function stampNonce(html: string, nonce: string): string {
  const tag = /<!--|<script(?=[\s/>])/gi;
  let out = '';
  let from = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[0] === '<!--') {
      const end = html.indexOf('-->', m.index + 4);
      tag.lastIndex = end < 0 ? html.length : end + 3;
      continue;
    }
    const at = m.index + m[0].length;
    out += `${html.slice(from, at)} nonce="${nonce}"`;
    from = at;
    const close = html.slice(at).search(/<\/script[\s/>]/i);
    tag.lastIndex = close < 0 ? html.length : at + close;
  }
  return out + html.slice(from);
}

/**
 * `origin` is the configured PUBLIC_URL, never a request's Host (ADR 0004). `pathname` undefined (the not-found page,
 * one answer for every unknown path) leaves out the canonical link and og:url. `scripts`, on public pages only: the
 * response's CSP nonce, stamped on the analytics snippets and on each script of the custom code, and the visitor's
 * consent that holds (or null); without it the settings add no script at all (the login and the admin area, ADR 0002).
 * A tracker is written only when the consent allows its purpose (ADR 0042).
 */
/** The colour mode the settings fix for the whole page, or none for 'auto' (the visitor's device decides). */
const fixedMode = (settings: Settings) => (settings.theme === 'auto' ? undefined : colorMode(settings.theme, false));

/**
 * Whether a page can show the theme's dark shades: its mode is 'auto' or dark, or its HTML (`pageHtml`, the server's
 * render; unknown for the login and the admin area) holds a subtree with a dark mode of its own (a dark header). Only
 * boot.ts changes the page's colour mode after it is sent, and only under 'auto' (ADR 0032).
 */
function mayBeDark(settings: Settings, pageHtml: string | undefined) {
  return fixedMode(settings) !== 'light' || pageHtml === undefined || /\sdata-bs-theme="dark"/.test(pageHtml);
}

/**
 * The theme's `<style>`. On a page the server rendered (`pageHtml`), only the rules its HTML uses: the rest (a success
 * button, a secondary badge) can only appear once an island wakes, and the first one to wake writes the whole theme
 * from the brand colours this element holds (`frontend/src/lib/islands/whole-theme.ts`). That is about 0.2 KB less of
 * every page's first round trip (docs/performance.md).
 */
function themeStyle(settings: Settings, pageHtml: string | undefined) {
  const css = themeCss(settings, { dark: mayBeDark(settings, pageHtml) });
  if (pageHtml === undefined) return `<style id="site-theme">${css}</style>`;
  const { primaryColor, secondaryColor, accentColor } = settings;
  const colours = escapeHtml(JSON.stringify({ primaryColor, secondaryColor, accentColor }));
  return `<style id="site-theme" ${THEME_COLOURS_ATTR}="${colours}">${rulesForPage(css, pageHtml)}</style>`;
}

/**
 * The blog's feeds, named in every page's head while the blog is on (backend/src/render/feeds.ts serves them): a page
 * in another language than the default names the feeds in its language (`language`, ADR 0044).
 */
function feedLinks(settings: Settings, base: string, language: PageLanguageCodes | undefined): string[] {
  if (!settings.features?.enableBlog) return [];
  const name = escapeHtml(settings.siteName || settings.metaTitle);
  const pathOf = (path: string) => (language ? pathInLanguage(path, language.code, language.defaultCode) : path);
  const hreflang = language && language.code !== language.defaultCode ? ` hreflang="${escapeHtml(language.code)}"` : '';
  return FEEDS.map(
    (feed) =>
      `<link rel="alternate" type="${feed.type}"${hreflang} title="${name} (${feed.format})" href="${escapeHtml(new URL(pathOf(feed.path).slice(1), base).toString())}" />`,
  );
}

/** A page's language and the site's default, by code. */
interface PageLanguageCodes {
  code: string;
  defaultCode: string;
}

export function renderHead(
  settings: Settings | undefined,
  pathname: string | undefined,
  origin: string,
  scripts?: { nonce: string; consent: ConsentState | null },
  pageHtml?: string,
  page?: { title?: string; meta?: PageMeta; alternates?: readonly { hreflang: string; path: string }[]; language?: PageLanguageCodes },
): RenderedHead {
  if (!settings) return { head: '', body: '', htmlAttributes: '', scriptSources: [] };
  const canonicalBase = settings.canonicalUrl || `${origin}/`;
  // One leading slash: '//host/x' or '/\\host/x' would be read as another host's address.
  const canonical = pathname === undefined ? undefined : new URL(pathname.replace(/^[/\\]+/, '/'), canonicalBase).toString();
  // A page that says what it is (an article, usePageMeta) is its own title, description and image in previews.
  const pageMeta = page?.meta;
  const title = pageMeta && page?.title ? page.title : undefined;
  const description = pageMeta?.description;
  const image = pageMeta?.image;
  const head: string[] = [
    `<title>${escapeHtml(settings.metaTitle)}</title>`,
    meta('name', 'description', description || settings.metaDescription),
    meta('name', 'keywords', settings.metaKeywords?.join(', ')),
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    // The page in each of the site's languages (ADR 0044), at the same base as the canonical link.
    ...(page?.alternates ?? []).map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(new URL(a.path.replace(/^[/\\]+/, '/'), canonicalBase).toString())}" />`,
    ),
    ...feedLinks(settings, canonicalBase, page?.language),
    meta('property', 'og:type', pageMeta?.type ?? 'website'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:site_name', settings.siteName),
    meta('property', 'og:title', title || settings.ogTitle || settings.metaTitle),
    meta('property', 'og:description', description || settings.ogDescription || settings.metaDescription),
    meta('property', 'og:image', absolute(image || settings.ogImage, origin)),
    meta('property', 'article:published_time', pageMeta?.publishedTime),
    meta('name', 'twitter:card', image || settings.twitterImage || settings.ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title || settings.twitterTitle || settings.ogTitle || settings.metaTitle),
    meta('name', 'twitter:description', description || settings.twitterDescription || settings.ogDescription || settings.metaDescription),
    meta('name', 'twitter:image', absolute(image || settings.twitterImage || settings.ogImage, origin)),
    themeStyle(settings, pageHtml),
  ];
  const scriptSources: string[] = [];
  const mode = fixedMode(settings);
  const htmlAttributes = mode ? ` data-bs-theme="${mode}"` : '';
  // The login and the admin area get no script from the settings: only a public page does (ADR 0002).
  if (!scripts) return { head: head.filter(Boolean).join('\n    '), body: '', htmlAttributes, scriptSources };
  const { nonce, consent } = scripts;
  const { googleAnalyticsId: ga, facebookPixelId: pixel } = trackerIds(settings);
  const analytics = !!ga && allows(consent, 'analytics');
  const marketing = !!pixel && allows(consent, 'marketing');
  // Consent Mode v2: Analytics is told what the visitor allowed before it is configured, so it never sets an
  // advertising cookie the visitor did not agree to.
  const ads = allows(consent, 'marketing') ? 'granted' : 'denied';
  if (analytics) {
    head.push(
      `<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script>`,
      `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',{analytics_storage:'granted',ad_storage:'${ads}',ad_user_data:'${ads}',ad_personalization:'${ads}'});gtag('js',new Date());gtag('config','${ga}');</script>`,
    );
  }
  if (marketing) {
    head.push(
      `<script nonce="${nonce}">!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');</script>`,
    );
  }
  // The policy names the hosts of every tracker configured, written or not: a tracker makes the site ask for consent
  // (asksConsent), and the banner loads what a visitor then allows without a reload.
  if (ga) scriptSources.push('https://www.googletagmanager.com', 'https://www.google-analytics.com');
  if (pixel) scriptSources.push('https://connect.facebook.net', 'https://www.facebook.com');
  // Custom code: only a super admin can set it (x-super-admin in openapi.yaml); its scripts run by the nonce.
  // The analytics snippets carry the nonce; so does the custom code, when it holds a script element. The custom code
  // too reaches the page only when the visitor allows its purpose. A page that writes none of them names no nonce:
  // it is the same bytes for every visitor of its consent variant, kept compressed once (the banner loads a choice's
  // trackers from its own code, by the hosts above, ADR 0042).
  let stamped = analytics || marketing;
  const customAllowed = allows(consent, customCodePurposeOf(settings));
  const withNonce = (code: string | undefined) => {
    if (!code?.trim() || !customAllowed) return '';
    const out = stampNonce(code, nonce);
    if (out !== code) stamped = true;
    return out;
  };
  const customHead = withNonce(settings.customHeadCode);
  const body = withNonce(settings.customBodyCode);
  if (customHead) head.push(customHead);
  return { head: head.filter(Boolean).join('\n    '), body, htmlAttributes, scriptSources, ...(stamped ? { nonce } : {}) };
}
