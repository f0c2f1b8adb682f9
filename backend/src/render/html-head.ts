// The homepage settings as the HTML a crawler reads without running scripts (DECISIONS 19): title, meta
// description, keywords, canonical, Open Graph and Twitter tags, analytics ids, custom head/body code, theme.
import type { components } from '@contract/schema';
import { colorMode, themeCss } from '@/lib/theme/theme-css';

type Settings = components['schemas']['HomepageSettings'];

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const meta = (attr: 'name' | 'property', key: string, value: string | undefined) => (value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '');

/** Absolute URLs for Open Graph images and the canonical link. */
function absolute(url: string | undefined, origin: string) {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) ? url : `${origin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

const ANALYTICS_ID = /^[A-Za-z0-9-]{2,50}$/;

export interface RenderedHead {
  head: string;
  body: string;
  htmlAttributes: string;
  /** Script and connect sources the page needs beyond 'self' (analytics, custom code). */
  scriptSources: string[];
  allowInlineScripts: boolean;
}

export function renderHead(settings: Settings | undefined, pathname: string, origin: string): RenderedHead {
  if (!settings) return { head: '', body: '', htmlAttributes: '', scriptSources: [], allowInlineScripts: false };
  const canonicalBase = settings.canonicalUrl || `${origin}/`;
  const canonical = new URL(pathname, canonicalBase).toString();
  const head: string[] = [
    `<title>${escapeHtml(settings.metaTitle)}</title>`,
    meta('name', 'description', settings.metaDescription),
    meta('name', 'keywords', settings.metaKeywords?.join(', ')),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:site_name', settings.siteName),
    meta('property', 'og:title', settings.ogTitle || settings.metaTitle),
    meta('property', 'og:description', settings.ogDescription || settings.metaDescription),
    meta('property', 'og:image', absolute(settings.ogImage, origin)),
    meta('name', 'twitter:card', settings.twitterImage || settings.ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', settings.twitterTitle || settings.ogTitle || settings.metaTitle),
    meta('name', 'twitter:description', settings.twitterDescription || settings.ogDescription || settings.metaDescription),
    meta('name', 'twitter:image', absolute(settings.twitterImage || settings.ogImage, origin)),
    `<style id="site-theme">${themeCss(settings)}</style>`,
  ];
  const scriptSources: string[] = [];
  let allowInlineScripts = false;
  const ga = settings.googleAnalyticsId?.trim();
  if (ga && ANALYTICS_ID.test(ga)) {
    head.push(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script>`,
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ga}');</script>`,
    );
    scriptSources.push('https://www.googletagmanager.com', 'https://www.google-analytics.com');
    allowInlineScripts = true;
  }
  const pixel = settings.facebookPixelId?.trim();
  if (pixel && ANALYTICS_ID.test(pixel)) {
    head.push(
      `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');</script>`,
    );
    scriptSources.push('https://connect.facebook.net', 'https://www.facebook.com');
    allowInlineScripts = true;
  }
  // Custom code is inserted as the admin wrote it: only trusted admins can set it (README).
  if (settings.customHeadCode?.trim()) {
    head.push(settings.customHeadCode);
    allowInlineScripts = true;
  }
  const body = settings.customBodyCode?.trim() ? settings.customBodyCode : '';
  if (body) allowInlineScripts = true;
  const mode = settings.theme === 'auto' ? undefined : colorMode(settings.theme, false);
  return { head: head.filter(Boolean).join('\n    '), body, htmlAttributes: mode ? ` data-bs-theme="${mode}"` : '', scriptSources, allowInlineScripts };
}

/** The site's own origin for a request (Koa's ctx.origin can be empty behind some proxies). */
export const originOf = (ctx: { origin?: string | null; protocol: string; get(name: string): string }) =>
  ctx.origin || `${ctx.protocol}://${ctx.get('host') || 'localhost'}`;
