// A visitor's journeys through the public site, in a real browser against the full stack.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { expectAccessible } from './axe';
import { allowAnswer } from './page-problems';
import { browserAvailable, openPage, siteInBrowser, tickHealthConsent } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const services = [...demoData.serviceSections[0].services].sort((a, b) => a.order - b.order);
const detailsOf = (serviceId: string) => demoData.serviceDetails.find((d) => d.serviceId === serviceId)!;

describe.skipIf(!browserAvailable)('a visitor', () => {
  const run = siteInBrowser('public');
  let page: Page;
  const offSite: string[] = [];
  beforeEach(async () => {
    await run.stack.reset();
    page = await openPage(run.browser);
    page.on('request', (r) => {
      if (!r.url().startsWith(run.stack.site) && !r.url().startsWith('data:')) offSite.push(r.url());
    });
  });
  // Each journey ends on a page axe must pass (WCAG 2.2 A/AA).
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' && page.url() !== 'about:blank') await expectAccessible(page, `visitor journey "${ctx.task.name}", last page`);
    await page.close();
  });

  it('reads the home page, painted from the HTML the server sent', async () => {
    // With the API out of reach, so that all of it has to come with the page.
    await page.route('**/api/**', (route) => route.abort());
    allowAnswer(page, { path: /^\/api\// });
    await page.goto(run.stack.site);
    const hero = demoData.heroes.filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
    await expect(page.getByRole('heading', { level: 1, name: hero.title }).isVisible()).resolves.toBe(true);
    for (const plan of demoData.pricingConfigs[0].plans.filter((p) => p.isActive !== false)) await page.getByText(plan.name, { exact: true }).first().waitFor();
    await page.locator('#services-section').getByText(services[0].title).first().waitFor();
    await page.getByText(demoData.testimonialSections[0].title).first().waitFor();
    await page.locator('footer').getByText(demoData.footers[0].companyName).first().waitFor();
    expect(offSite).toEqual([]);
    await page.unroute('**/api/**');
  });

  it('opens a service detail from a card and from the header dropdown', async () => {
    await page.goto(run.stack.site);
    const first = services[0];
    // A card shows its link on the back: hovering flips it.
    const card = page.locator('#services-section .service-flip-card').filter({ hasText: first.title }).first();
    await card.hover();
    await card.locator(`a[href="/service-details/${first._id}"]`).click();
    await page
      .getByRole('heading', { name: detailsOf(first._id).heroSection.title! })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/service-details/${first._id}`);

    const second = services[1];
    await page.getByRole('button', { name: 'Services' }).first().hover();
    await page.getByRole('link', { name: second.title }).first().click();
    await page
      .getByRole('heading', { name: detailsOf(second._id).heroSection.title! })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/service-details/${second._id}`);
  });

  it('books a session with a PDF case file that reaches the server privately', async () => {
    await page.goto(`${run.stack.site}/#contact-section`);
    const form = page.locator('#contact-section form');
    await form.getByLabel(/name/i).first().fill('Dr. Ana Ruiz');
    await form.getByLabel(/email/i).fill('ana.ruiz@smileclinic.example');
    await form.getByLabel(/phone/i).fill('+1 555 0100');
    await form.getByLabel(/subject/i).fill('Guide for #36 and #46');
    await form.getByLabel(/date/i).fill('2026-12-03');
    await form.getByLabel(/time/i).fill('10:30');
    // The case-file list (ADR 0027) uploads through tus as soon as the file is chosen; the booking waits for Complete.
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cbct-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% case for #36\n%%EOF\n') });
    await form
      .getByRole('list', { name: 'Case files' })
      .getByText(/^Complete — PDF document/)
      .waitFor();
    await tickHealthConsent(form);
    await form.getByRole('button', { name: /book|submit/i }).click();
    await page.getByText('Booking submitted successfully! We will contact you soon.').waitFor();

    const booking = await run.stack.db('bookings').where('email', 'ana.ruiz@smileclinic.example').first();
    const upload = await run.stack.db('case_uploads').where('booking_id', booking.id).first();
    expect(upload).toMatchObject({ file_name: 'cbct-report.pdf', state: 'complete', kind: 'pdf' });
    // Case files are private: nothing under /uploads serves them, and their own address needs the upload's token.
    const publicTry = await fetch(`${run.stack.site}/api/case-uploads/${upload.id}`);
    expect(publicTry.status).not.toBe(200);
  });

  it('sends the contact form', async () => {
    await page.goto(`${run.stack.site}/contact`);
    const main = page.locator('main');
    await main.getByLabel(/name/i).fill('Dr. Lena Park');
    await main.getByLabel(/email/i).fill('lena.park@parkdental.example');
    await main.getByLabel(/message/i).fill('Do you plan zygomatic implants from a CBCT alone?');
    await main.getByRole('button', { name: /send|submit/i }).click();
    await page.getByText('Form submitted successfully!').waitFor();
    expect(await run.stack.db('contact_messages').where('email', 'lena.park@parkdental.example').first()).toBeTruthy();
  });

  it('reads the privacy policy and the terms', async () => {
    await page.goto(`${run.stack.site}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: demoData.privacyPolicies[0].title }).waitFor();
    await page
      .getByText(/^Last updated: /)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: demoData.termsConditions[0].title }).waitFor();
    await page.getByText(demoData.termsConditions[0].sections[0].title).first().waitFor();
  });

  it('reads the home page on a 360 px wide phone, with the menu behind the hamburger', async () => {
    const phone = await openPage(run.browser, { viewport: { width: 360, height: 740 } });
    await phone.goto(run.stack.site);
    await phone.getByRole('heading', { level: 1 }).first().waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const pricingLink = phone.getByRole('link', { name: 'Pricing', exact: true });
    expect(await pricingLink.isVisible()).toBe(false);
    await phone.getByRole('button', { name: 'Toggle navigation' }).click();
    await pricingLink.waitFor({ state: 'visible' });
    await pricingLink.click();
    // The menu closes and the section lands just under the sticky header (its height plus 20 px under 768 px).
    await phone.waitForFunction(() => {
      const header = document.querySelector('[data-site-header]')!.getBoundingClientRect();
      const top = document.getElementById('pricing-section')!.getBoundingClientRect().top;
      return Math.abs(top - (header.height + 20)) < 4;
    });
    await expectAccessible(phone, 'home at 360 px, after following a menu link');
    await phone.close();
  });

  it('lands on the not-found view for an unknown service', async () => {
    allowAnswer(page, { status: 404, path: '/service-details/0000000000000000000000ff' });
    await page.goto(`${run.stack.site}/service-details/0000000000000000000000ff`);
    await page.getByText('Service Not Found').waitFor();
    await page
      .getByRole('button', { name: 'Go Back Home' })
      .or(page.getByRole('link', { name: 'Go Back Home' }))
      .first()
      .click();
    await page.waitForURL(`${run.stack.site}/`);
  });
});

if (!browserAvailable) it.skip('chromium is missing: the browser journeys are skipped', () => undefined);
