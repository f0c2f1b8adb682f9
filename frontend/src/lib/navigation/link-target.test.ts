import { describe, expect, it } from 'vitest';
import { linkTarget, NAV_PATH_SECTIONS, scrollOffset } from './link-target';

describe('content links (docs/product/screens.md)', () => {
  it("scrolls for '#', leaves for http, routes anything else", () => {
    expect(linkTarget('#contact-section')).toEqual({ kind: 'section', id: 'contact-section' });
    expect(linkTarget('https://www.linkedin.com/company/novaguide')).toEqual({ kind: 'external', href: 'https://www.linkedin.com/company/novaguide' });
    expect(linkTarget('http://example.com')).toMatchObject({ kind: 'external' });
    expect(linkTarget('/service-details/abc')).toEqual({ kind: 'route', to: '/service-details/abc' });
    expect(linkTarget('')).toEqual({ kind: 'route', to: '/' });
  });

  it('maps nav paths to home page sections only where asked', () => {
    expect(NAV_PATH_SECTIONS).toEqual({
      '/about': 'testimonials-section',
      '/cases': 'testimonials-section',
      '/services': 'services-section',
      '/pricing': 'pricing-section',
      '/how-we-work': 'how-we-work',
      '/blog': 'contact-section',
      '/contact': 'contact-section',
    });
    expect(linkTarget('/pricing', { mapNavPaths: true })).toEqual({ kind: 'section', id: 'pricing-section' });
    expect(linkTarget('/pricing')).toEqual({ kind: 'route', to: '/pricing' });
  });

  it('sends the Blog link to the contact section while the blog is off, and to /blog once it is on', () => {
    expect(linkTarget('/blog', { mapNavPaths: true })).toEqual({ kind: 'section', id: 'contact-section' });
    expect(linkTarget('/blog', { mapNavPaths: true, blogEnabled: false })).toEqual({ kind: 'section', id: 'contact-section' });
    expect(linkTarget('/blog', { mapNavPaths: true, blogEnabled: true })).toEqual({ kind: 'route', to: '/blog' });
    expect(linkTarget('/contact', { mapNavPaths: true, blogEnabled: true })).toEqual({ kind: 'section', id: 'contact-section' });
  });

  it('offsets by the header height plus 20 px under 768 px wide, plus 10 px otherwise', () => {
    expect(scrollOffset(64, 767)).toBe(84);
    expect(scrollOffset(64, 768)).toBe(74);
  });
});
