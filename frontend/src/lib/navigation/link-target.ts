// How a content link behaves (docs/product/screens.md, header link rules).

/** The id of the page's `<main>`, which the skip link moves to (it carries tabIndex -1 to take the focus). */
export const MAIN_CONTENT_ID = 'main-content';

/** Nav paths that stand for a home page section. */
export const NAV_PATH_SECTIONS: Record<string, string> = {
  '/about': 'testimonials-section',
  '/cases': 'testimonials-section',
  '/services': 'services-section',
  '/pricing': 'pricing-section',
  '/how-we-work': 'how-we-work',
  '/blog': 'contact-section',
  '/contact': 'contact-section',
};

/**
 * Where a link to a home page section goes when the home page does not show that section (booking switched
 * off, or the section hidden in the homepage layout): the Get in Touch form lives on the Contact page too.
 */
export const SECTION_FALLBACK_ROUTES: Record<string, string> = {
  'contact-section': '/contact',
};

/** How nav paths are followed: `mapNavPaths` sends them to their home page section, except `/blog` while the blog is on (`blogEnabled`), which opens the blog. */
export interface NavPathOptions {
  mapNavPaths?: boolean;
  blogEnabled?: boolean;
}

export type LinkTarget = { kind: 'section'; id: string } | { kind: 'external'; href: string } | { kind: 'route'; to: string };

/** '#id' scrolls to a section, 'http…' leaves the site, anything else is routed. */
export function linkTarget(href: string | undefined, opts: NavPathOptions = {}): LinkTarget {
  const value = (href ?? '').trim() || '/';
  if (value.startsWith('#')) return { kind: 'section', id: value.slice(1) };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  if (opts.mapNavPaths && NAV_PATH_SECTIONS[value] && !(value === '/blog' && opts.blogEnabled)) return { kind: 'section', id: NAV_PATH_SECTIONS[value] };
  return { kind: 'route', to: value };
}

/** Scroll offset: header height plus 20 px under 768 px wide, plus 10 px otherwise. */
export function scrollOffset(headerHeight: number, viewportWidth: number) {
  return headerHeight + (viewportWidth < 768 ? 20 : 10);
}

export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const top = el.getBoundingClientRect().top + window.scrollY - scrollOffset(header?.offsetHeight ?? 0, window.innerWidth);
  window.scrollTo({ top, behavior: 'auto' });
  return true;
}
