// The HTML the server renders for each public route: its real content (checked against the demo data), the
// status the route table decides (404 for an unknown path or service), and the admin area left to the browser.
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { sourceSiteBackend } from './source-site';

const run = sourceSiteBackend();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (html: string) => html.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e]);

/** What #root shows as text, the way a reader without JavaScript gets it. */
async function page(path: string) {
  const res = await fetch(`${run.site}${path}`, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script id="initial-data"/.exec(html)?.[1] ?? '';
  const text = decode(root.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  return { res, html, root, text };
}

const byOrder = <T extends { order: number }>(items: readonly T[]) => [...items].sort((a, b) => a.order - b.order);

describe('the server renders every public route', () => {
  it('home: header, hero, plans, services, testimonials, booking form and footer are in the HTML', async () => {
    const { res, text, root, html } = await page('/');
    expect(res.status).toBe(200);
    const header = demoData.headers[0];
    for (const item of header.navigationItems ?? []) expect(text).toContain(item.label);
    const hero = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
    expect(root).toMatch(new RegExp(`<h1[^>]*>${hero.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    for (const plan of demoData.pricingConfigs[0].plans.filter((p) => p.isActive !== false)) expect(text).toContain(plan.name);
    const services = demoData.serviceSections.find((s) => s.isActive)!;
    for (const service of byOrder(services.services).slice(0, 6)) expect(text).toContain(service.title);
    const testimonials = demoData.testimonialSections[0];
    for (const t of testimonials.testimonials.filter((t) => t.isActive)) expect(text).toContain(t.name);
    // The deferred parts (booking form, footer) are rendered too, though their code loads later in the browser.
    expect(root).toContain('id="contact-section"');
    expect(root).toMatch(/<form[\s>]/);
    const footer = demoData.footers[0];
    expect(text).toContain(footer.companyName);
    expect(root).toContain('href="/privacy-policy"');
    expect(root).toContain('href="/terms-conditions"');
    // The hero banner, the largest paint, is preloaded from the head and sized in the markup.
    if (hero.banner) {
      expect(html).toContain(`<link rel="preload" as="image" href="${hero.banner}" fetchpriority="high" />`);
      expect(root).toMatch(/<img [^>]*width="1600" height="700"/);
    }
  });

  it('service detail: its hero, sections and steps', async () => {
    const details = demoData.serviceDetails[0];
    const { res, text } = await page(`/service-details/${details.serviceId}`);
    expect(res.status).toBe(200);
    expect(text).toContain(details.heroSection.title);
    for (const section of details.sections) {
      expect(text).toContain(section.title);
      for (const step of section.steps ?? []) expect(text).toContain(step.title);
    }
  });

  it('privacy policy and terms: their sections and bullet points', async () => {
    for (const [path, doc] of [
      ['/privacy-policy', demoData.privacyPolicies[0]],
      ['/terms-conditions', demoData.termsConditions[0]],
    ] as const) {
      const { res, text } = await page(path);
      expect(res.status, path).toBe(200);
      expect(text).toContain(doc.title);
      for (const section of doc.sections) {
        expect(text).toContain(section.title);
        for (const bullet of section.bulletPoints ?? []) expect(text).toContain(bullet.text);
      }
    }
  });

  it('contact: the form and its fields', async () => {
    const { res, root, text } = await page('/contact');
    expect(res.status).toBe(200);
    expect(text).toContain('Contact Us');
    for (const field of ['name', 'email', 'message']) expect(root).toMatch(new RegExp(`name="${field}"|id="[^"]*${field}[^"]*"`, 'i'));
  });

  it('an unknown path or service gets the not-found page with 404, not a soft 404', async () => {
    for (const path of ['/anything', '/implant-portal', '/service-details/665000000000000000009999', '/service-details']) {
      const { res, text } = await page(path);
      expect(res.status, path).toBe(404);
      expect(text, path).toContain('404');
      // Still a page of the site: the header and the footer come with it.
      expect(text, path).toContain(demoData.footers[0].companyName);
    }
    expect((await page('/service-details/665000000000000000009999')).text).toContain('Service Not Found');
  });

  it("carries each page's own document title in the served head (WCAG 2.4.2), and a skip link first in its body", async () => {
    const settings = demoData.homepageSettings[0];
    const details = demoData.serviceDetails[0];
    const titled = (name: string) => `${name} | ${settings.siteName}`;
    const expected: [string, string][] = [
      ['/', settings.metaTitle],
      ['/contact', titled('Contact')],
      [`/service-details/${details.serviceId}`, titled(details.serviceTitle!)],
      ['/privacy-policy', titled('Privacy Policy')],
      ['/terms-conditions', titled('Terms & Conditions')],
      ['/anything', titled('Page Not Found')],
      ['/service-details/665000000000000000009999', titled('Service Not Found')],
    ];
    for (const [path, title] of expected) {
      const { html, root } = await page(path);
      const served = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]));
      expect(served, path).toEqual([title]);
      // WCAG 2.4.1: the first control of the page skips to its main content, before the script arrives too.
      expect(/<(a|button|input)\b[^>]*>[^<]*/.exec(root)?.[0], path).toMatch(/^<a href="#main-content"[^>]*>Skip to main content$/);
      expect(root, path).toContain('<main id="main-content" tabindex="-1"');
    }
  });

  it('leaves the login and the admin area to the browser: an empty root, and no admin code or content', async () => {
    for (const path of ['/login', '/admin', '/admin/hero']) {
      const { res, root, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(root, path).toBe('');
      expect(html, path).not.toMatch(/admin-routes|Dashboard/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
