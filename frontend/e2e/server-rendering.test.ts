// Server-rendered pages in a real browser: with JavaScript off the HTML alone shows the content, and with it on
// each island (ADR 0032) comes alive when reached, without a hydration error and without asking again for what
// came with the page.
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { THEME_COLOURS_ATTR } from '@shared/contract/server-render';
import { themeCss } from '@shared/theme/theme-css';
import { browserAvailable, siteInBrowser, wakeIslands } from './support';
import { allowAnswer } from './page-problems';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const hero = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
const plans = demoData.pricingConfigs[0].plans.filter((p) => p.isActive !== false);
const services = [...demoData.serviceSections.find((s) => s.isActive)!.services].sort((a, b) => a.order - b.order).slice(0, 6);
const testimonials = demoData.testimonialSections[0].testimonials.filter((t) => t.isActive);
const detail = demoData.serviceDetails[0];
const settings = demoData.homepageSettings[0];

// The second unknown path is sent the not-found page the first one made (one for every unknown path, ADR 0004).
const PUBLIC_PAGES = [
  '/',
  '/contact',
  `/service-details/${detail.serviceId}`,
  '/privacy-policy',
  '/terms-conditions',
  '/no-such-page',
  '/another/missing/page',
];

describe.skipIf(!browserAvailable)('server-rendered pages in the browser', () => {
  const run = siteInBrowser('ssr');

  it('shows the home page with JavaScript disabled: hero heading, plans, services and testimonials', async () => {
    const context = await run.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(run.stack.site);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(hero.title);
    // The hero's call to action is a link: followed with no script, it reaches its page.
    const cta = page.locator('#hero-section').getByRole('link', { name: hero.ctaText! });
    expect(await cta.getAttribute('href')).toBe(hero.ctaLink);
    if (hero.ctaLink!.startsWith('#')) expect(await page.locator(hero.ctaLink!).count(), hero.ctaLink!).toBe(1);
    for (const plan of plans) expect(await page.locator('#pricing-section').getByText(plan.name, { exact: true }).count(), plan.name).toBeGreaterThan(0);
    for (const s of services) expect(await page.locator('#services-section').getByText(s.title).count(), s.title).toBeGreaterThan(0);
    for (const t of testimonials) expect(await page.locator('#testimonials-section').getByText(t.name).count(), t.name).toBeGreaterThan(0);
    expect(await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).count()).toBeGreaterThan(0);
    expect(await page.locator('header, nav').first().isVisible()).toBe(true);
    expect(scripts).toEqual([]);
    await context.close();
  });

  it('paints with the rules its own HTML uses, and names the whole stylesheet for later and for a browser without script', async () => {
    const html = await (await fetch(run.stack.site)).text();
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const href = /<meta name="site-stylesheet" content="(\/assets\/index-[\w-]+\.css)">/.exec(html)![1];
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
    const whole = await (await fetch(`${run.stack.site}${href}`)).text();
    // The header's rules are in the page; a form's error banner, which no element of the page shows yet, is not.
    expect(inline).toContain('.navbar{');
    expect(whole).toContain('.alert-danger{');
    expect(inline).not.toContain('.alert-danger');
    expect(inline.length).toBeLessThan(whole.length / 2);
  });

  // Every element of five pages, twice: about 30 s alone on two cores, up to twice that beside the rest of `npm test`.
  it('styles every element of every public page with its own rules as the whole stylesheet does, in light and dark', async () => {
    // What a computed style is made of that the first paint shows; a hover, a focus or an open menu comes later.
    const PROPS = [
      'display',
      'position',
      'visibility',
      'opacity',
      'color',
      'background-color',
      'background-image',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'margin',
      'padding',
      'border-width',
      'border-color',
      'border-radius',
      'width',
      'height',
      'flex-direction',
      'justify-content',
      'align-items',
      'gap',
      'text-align',
      'text-decoration-line',
      'text-transform',
      'box-shadow',
      'content-visibility',
      'overflow',
    ];
    const styles = (page: Page) =>
      page.evaluate((props) => {
        const all = [...document.body.querySelectorAll('*')];
        // A section whose layout waits until it comes near the screen (content-visibility: auto) takes its
        // real height or its placeholder's, by when it was last seen: its height, and its ancestors', are left out.
        // What is inside it is laid out only then, so its sizes (width and height) may be a last layout's or none.
        const deferred = new Set<Element>();
        const inside = new Set<Element>();
        for (const el of all)
          if (getComputedStyle(el).contentVisibility === 'auto') {
            for (let e: Element | null = el; e; e = e.parentElement) deferred.add(e);
            for (const d of el.querySelectorAll('*')) inside.add(d);
          }
        const layoutOnly = (p: string, el: Element) => (p === 'height' && (deferred.has(el) || inside.has(el))) || (p === 'width' && inside.has(el));
        return all.map((el, i) => {
          const cs = getComputedStyle(el);
          const shown = props.filter((p) => !layoutOnly(p, el));
          return `${i} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${shown.map((p) => `${p}=${cs.getPropertyValue(p)}`).join('; ')}`;
        });
      }, PROPS);
    for (const colorScheme of ['light', 'dark'] as const)
      for (const path of PUBLIC_PAGES.slice(0, 5)) {
        // First with the page's own rules alone (the whole stylesheet's request refused), then with the whole sheet too.
        const own = await run.browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme, reducedMotion: 'reduce' });
        await own.route(/\/assets\/.*\.css$/, (r) => r.abort());
        allowAnswer(own, { path: /^\/assets\/.*\.css$/ });
        await own.goto(`${run.stack.site}${path}`, { waitUntil: 'load' });
        const whole = await run.browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme, reducedMotion: 'reduce' });
        await whole.goto(`${run.stack.site}${path}`, { waitUntil: 'load' });
        // As the first island to wake applies them: the whole stylesheet, and the whole theme from the page's colours.
        await whole.addStyleTag({ url: (await whole.locator('meta[name="site-stylesheet"]').getAttribute('content'))! });
        const colours = (await whole.locator('#site-theme').getAttribute(THEME_COLOURS_ATTR))!;
        await whole.locator('#site-theme').evaluate((style, css) => (style.textContent = css), themeCss(JSON.parse(colours)));
        const [a, b] = [await styles(own), await styles(whole)];
        expect(a.length, path).toBe(b.length);
        expect(
          a.flatMap((line, i) => (line === b[i] ? [] : [`${line}\n   whole: ${b[i]}`])),
          `${path} (${colorScheme})`,
        ).toEqual([]);
        await own.close();
        await whole.close();
      }
  }, 150_000);

  it("gives what an island shows once awake the site's colours, though the page came with only the theme rules its HTML uses", async () => {
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(run.stack.site);
    // A success button (the accent colour), as a form's later state could show: none is on the page as sent.
    const successBg = () =>
      page.evaluate(() => {
        const button = Object.assign(document.createElement('button'), { className: 'btn btn-success', textContent: 'Sent' });
        document.querySelector('main')!.append(button);
        const bg = getComputedStyle(button).backgroundColor;
        button.remove();
        return bg;
      });
    const accent = `rgb(${[1, 3, 5].map((i) => parseInt(settings.accentColor!.slice(i, i + 2), 16)).join(', ')})`;
    expect(await successBg()).not.toBe(accent);
    // The header wakes at a touch of its menu's button.
    await page.locator('[data-island] > *').first().hover();
    await page.locator('[data-island][data-island-live]').first().waitFor();
    await expect.poll(successBg).toBe(accent);
    await page.close();
  });

  it("holds one copy of the plans in the server's HTML, and the carousel's loop copies once it is live, the first plan still in view", async () => {
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await page.goto(run.stack.site);
    const track = page.locator('[data-pricing-track]');
    // Before it wakes: each plan once, none of them a hidden copy.
    expect(await track.locator('> *').count()).toBe(plans.length);
    expect(await track.locator('> [aria-hidden="true"]').count()).toBe(0);
    await track.scrollIntoViewIfNeeded();
    await page.locator('[data-island="pricing-section"][data-island-live]').waitFor();
    await expect.poll(() => track.locator('> *').count()).toBe(plans.length * 3);
    // The card at the track's left edge is the first plan of the copy visitors can reach, as before it woke.
    const first = await track.evaluate((t) => {
      const left = t.getBoundingClientRect().left;
      const cards = [...t.children] as HTMLElement[];
      const inView = cards.find((c) => c.getBoundingClientRect().right > left + 1)!;
      return { hidden: inView.getAttribute('aria-hidden'), text: inView.textContent };
    });
    expect(first.hidden).toBeNull();
    expect(first.text).toContain(plans[0].name);
    await page.close();
  });

  it('wakes every island of every public page, as a visitor reaches it, without a hydration error or a second fetch of what it reads', async () => {
    for (const path of PUBLIC_PAGES) {
      const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
      // The not-found page's own 404 (the last two paths).
      allowAnswer(page, { status: 404, path: /^\/(no-such-page|another\/missing\/page)$/ });
      const problems: string[] = [];
      const apiCalls: string[] = [];
      const note = (m: ConsoleMessage) => {
        // The browser's own line for a 404 document is expected on the not-found page; anything else is a problem.
        if ((m.type() === 'error' || m.type() === 'warning') && !/status of 404/.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
      };
      page.on('console', note);
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      // The uploader's limits are asked once a visitor reaches the booking form's file area: not content the page came with.
      page.on('request', (r) => r.url().includes('/api/') && !r.url().includes('/api/case-uploads/limits') && apiCalls.push(new URL(r.url()).pathname));
      await page.goto(`${run.stack.site}${path}`);
      // Every island that wakes for a visitor, scrolled to and pointed at as a visitor does; each then comes alive.
      const count = await wakeIslands(page);
      expect(count, path).toBeGreaterThan(0);
      expect(await page.locator('[data-island-live]').count(), path).toBe(count);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      // The reads the page names (the islands', ADR 0032), each fetched once, and nothing more: no island asked again.
      const named = await page.evaluate(() =>
        (JSON.parse(document.getElementById('initial-data')!.textContent!) as { url?: string }[]).flatMap((e) => (e.url ? [e.url] : [])),
      );
      expect(named.length, path).toBeGreaterThan(0);
      expect(apiCalls.sort(), path).toEqual(named.map((url) => new URL(url, run.stack.site).pathname).sort());
      await page.close();
    }
  });

  it('runs only its first script on a page a visitor only reads, and wakes the menu when reached for', async () => {
    const phone = await run.browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts: string[] = [];
    phone.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await phone.goto(`${run.stack.site}/privacy-policy`);
    await phone.waitForLoadState('networkidle');
    await phone.mouse.wheel(0, 4000);
    await phone.waitForLoadState('networkidle');
    // The entry alone: no React, no component code, for a page that is read and scrolled.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The page painted with the rules its own HTML uses, and keeps to them: the whole stylesheet was fetched once the
    // page was idle (into the cache), not applied.
    const wholeSheet = () =>
      phone.evaluate(() => [...document.styleSheets].some((s) => !!s.href && /^\/assets\/index-[\w-]+\.css$/.test(new URL(s.href).pathname)));
    expect(await wholeSheet()).toBe(false);
    expect(await phone.locator('link[rel="prefetch"][as="style"][href^="/assets/index-"]').count()).toBe(1);
    await phone.mouse.wheel(0, -4000);
    const toggle = phone.getByRole('button', { name: 'Toggle navigation' });
    await toggle.click();
    await phone.getByRole('link', { name: 'Pricing', exact: true }).waitFor({ state: 'visible' });
    expect(scripts.some((s) => /site-header-/.test(s))).toBe(true);
    // The menu, once it woke, came with the whole stylesheet applied.
    expect(await wholeSheet()).toBe(true);
    await phone.close();
  });

  it("turns a testimonial's photo that fails to load into its initials, waking that photo alone", async () => {
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const broken = testimonials.find((t) => t.image)!;
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    // The photo's address fails, whichever of its sizes and formats the browser picks.
    const photo = (pathname: string) => pathname.startsWith(broken.image!.replace(/\.\w+$/, ''));
    await page.route(
      (url) => photo(url.pathname),
      (route) => route.abort(),
    );
    allowAnswer(page, { path: photo });
    await page.goto(run.stack.site);
    const card = page.locator('#testimonials-section .card, #testimonials-section li, #testimonials-section article').filter({ hasText: broken.name }).first();
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('initials-avatar').waitFor();
    expect(await card.getByRole('img', { name: `Photo of ${broken.name}` }).count()).toBe(0);
    // The other photos show, and only the photo's own island woke: no header, carousel or form code.
    expect(await page.locator('#testimonials-section img[alt^="Photo of"]').count()).toBeGreaterThan(0);
    expect(scripts.some((s) => /testimonial-avatar-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /site-header-|pricing-section-|booking-form-/.test(s))).toEqual([]);
    await page.close();
  });

  it('keeps what a visitor typed before the booking form came alive, and sends it once it is, from a press made before', async () => {
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The form's code is held back until it arrives by hand: the server's HTML of the form is all there is.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/booking-form-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(run.stack.site);
    const form = page.locator('#contact-section form');
    for (const [id, value] of [
      ['name', 'Dr. Ines Laurent'],
      ['email', 'ines.laurent@laurent-dental.example'],
      ['phone', '+33 1 23 45 67 89'],
      ['subject', 'Two implants, lower left'],
      ['date', '2026-12-10'],
      ['time', '09:00'],
    ]) {
      await form.locator(`#booking-${id}`).fill(value);
    }
    // Pressed before the form is live: nothing is sent, and the page stays where it is (no native submit).
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    expect(await run.stack.db('bookings').where('email', 'ines.laurent@laurent-dental.example').first()).toBeUndefined();
    expect(new URL(page.url()).search).toBe('');
    release();
    // Once the form is live, the press goes through with what was typed.
    await page.getByText('Booking submitted successfully! We will contact you soon.').waitFor();
    const booking = await run.stack.db('bookings').where('email', 'ines.laurent@laurent-dental.example').first();
    expect(booking.name).toBe('Dr. Ines Laurent');
    expect(booking.subject).toBe('Two implants, lower left');
    await page.close();
  });

  it('opens the phone menu tapped before the page came alive, once it has', async () => {
    const phone = await run.browser.newPage({ viewport: { width: 360, height: 740 } });
    // The app's code is held back: the hamburger on screen is the server's HTML of it, with nothing behind it yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await phone.route(/\/assets\/(island-runtime|site-header)-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await phone.goto(run.stack.site);
    const toggle = phone.getByRole('button', { name: 'Toggle navigation' });
    await toggle.click();
    const pricing = phone.getByRole('link', { name: 'Pricing', exact: true });
    expect(await pricing.isVisible()).toBe(false);
    release();
    await pricing.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await phone.close();
  });
  it("has the browser fetch the login's code with its shell, not one chunk after another as each runs", async () => {
    const page = await run.browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Who asked for each script: the HTML (its preload links, `parser`) or a script that ran first (`script`).
    const askedBy = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Script') askedBy.set(new URL(e.request.url).pathname.replace(/-[\w-]{8}\.js$/, ''), e.initiator.type);
    });
    await page.goto(`${run.stack.site}/login`);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    // The whole app and the login form's chunks: each asked for by the page itself.
    for (const chunk of ['/assets/main', '/assets/login-page', '/assets/Form']) expect([chunk, askedBy.get(chunk)]).toEqual([chunk, 'parser']);
    // The footer waits for the browser to be idle, as on every page: its code is not preloaded.
    await page.getByRole('contentinfo').waitFor();
    expect(askedBy.get('/assets/site-footer')).toBe('script');
    // A public page the server renders names none: its islands' code loads when they wake.
    expect(await (await fetch(`${run.stack.site}/privacy-policy`)).text()).not.toContain('modulepreload');
    await page.close();
  });
});
