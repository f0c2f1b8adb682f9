// WCAG 2.2 AA on every public page and every admin screen, with their menus, dialogs and error messages open, as
// axe-core sees them in chromium on the real backend (SQLite here, MySQL in CI); and a keyboard-only journey.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoData } from '@mocks/data';
import { ADMIN_MENU } from '@/routes/admin/admin-menu';
import { axeLog, axeViolations, expectAccessible } from './axe';
import { browserAvailable, openPage, settled, signInAsSuperAdmin, siteInBrowser } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const UNKNOWN_SERVICE = '/service-details/0000000000000000000000ff';
const PUBLIC_PAGES = [
  '/',
  '/contact',
  ...demoData.serviceDetails.map((d) => `/service-details/${d.serviceId}`),
  '/privacy-policy',
  '/terms-conditions',
  '/login',
  '/no-such-page',
  UNKNOWN_SERVICE,
];

// Each test visits a dozen pages or more, with axe on each: minutes, not seconds, on a loaded CI machine.
describe.skipIf(!browserAvailable)('every page and screen passes axe at WCAG 2.2 A and AA', { timeout: 180_000 }, () => {
  const run = siteInBrowser('a11y');
  afterAll(() => {
    if (axeLog.length) console.log(`axe, WCAG 2.2 A/AA:\n${axeLog.map((l) => `  ${String(l.violations).padStart(3)}  ${l.where}`).join('\n')}`);
  });

  /** A page opened at `path` once it is live: its heading on screen and nothing more on the way. */
  async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const page = await openPage(run.browser, { viewport });
    await page.goto(`${run.stack.site}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    return page;
  }

  const signIn = (page: Page) => signInAsSuperAdmin(page, run.stack.site);

  async function openScreen(page: Page, label: string) {
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
  }

  it('the public pages at 1280 px', async () => {
    await run.stack.reset();
    for (const path of PUBLIC_PAGES) {
      const page = await open(path);
      await expectAccessible(page, `${path} at 1280 px`);
      await page.close();
    }
  });

  it('the public pages at 320 px, the home page with its menu open, none scrolling sideways', async () => {
    await run.stack.reset();
    for (const path of PUBLIC_PAGES) {
      const page = await open(path, { width: 320, height: 640 });
      // WCAG 1.4.10: content reflows at 320 CSS px, no horizontal scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      if (path === '/') {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await page.getByRole('link', { name: 'Pricing', exact: true }).waitFor({ state: 'visible' });
        await expectAccessible(page, '/ at 320 px, menu open');
      } else await expectAccessible(page, `${path} at 320 px`);
      await page.close();
    }
  });

  it('the booking form, the contact form and the login with their errors shown', async () => {
    await run.stack.reset();
    const home = await open('/#contact-section');
    const booking = home.locator('#contact-section form');
    await booking.getByRole('button', { name: 'Submit Booking' }).and(home.locator(':enabled')).click();
    await booking.locator('[aria-invalid="true"]').first().waitFor();
    await expectAccessible(home, 'the booking form with its validation errors');
    await home.close();

    const contact = await open('/contact');
    await contact
      .locator('main')
      .getByRole('button', { name: /send|submit/i })
      .and(contact.locator(':enabled'))
      .click();
    await contact.locator('main [aria-invalid="true"]').first().waitFor();
    await expectAccessible(contact, 'the contact form with its validation errors');
    await contact.close();

    const login = await open('/login');
    await login.getByLabel('Email', { exact: true }).fill(superAdmin.admin.email);
    await login.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await expectAccessible(login, '/login with its error');
    await login.close();
  });

  it('every admin screen', async () => {
    await run.stack.reset();
    const page = await openPage(run.browser);
    await signIn(page);
    for (const { label } of ADMIN_MENU) {
      await openScreen(page, label);
      await expectAccessible(page, `admin: ${label}`);
    }
    await page.close();
  });

  it('the admin screens with their dialogs and error messages open', async () => {
    await run.stack.reset();
    const page = await openPage(run.browser);
    await signIn(page);
    // A delete confirmation on each screen that has one, opened and then cancelled.
    for (const label of ['Hero', 'Services', 'Service Details', 'Pricing', 'Testimonials', 'Privacy Policy', 'Terms & Conditions', 'Admin Accounts']) {
      await openScreen(page, label);
      const remove = page.getByRole('main').getByRole('button', { name: /^(Delete|Remove)/, disabled: false });
      if (!(await remove.count())) continue;
      await remove.first().click();
      const dialog = page.getByRole('dialog');
      if (!(await dialog.count())) continue; // removes an unsaved row at once: no confirmation to check
      await dialog.waitFor();
      await expectAccessible(page, `admin: ${label}, delete confirmation open`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    // The demo content has no bookings: a visitor sends one first.
    const sent = await fetch(`${run.stack.baseUrl}/booking/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Dr. Omar Haddad',
        email: 'omar@haddad-dental.example',
        phone: '+44 20 7946 0000',
        subject: 'Full-arch guide',
        date: '2026-12-10',
        time: '09:00',
      }),
    });
    expect(sent.status).toBe(201);
    await openScreen(page, 'Inbox');
    await page.getByRole('main').getByRole('table').getByRole('button').first().click();
    await page.getByRole('region', { name: 'Booking details' }).waitFor();
    await expectAccessible(page, 'admin: Inbox, booking details open');

    await openScreen(page, 'Admin Accounts');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const create = page.getByRole('button', { name: 'Create Admin' });
    await create.waitFor();
    await expectAccessible(page, 'admin: Admin Accounts, create-admin form');
    await create.click();
    await page.getByRole('main').locator('[aria-invalid="true"]').first().waitFor();
    await expectAccessible(page, 'admin: Admin Accounts, create-admin form with its errors');

    await openScreen(page, 'Hero');
    await page.getByRole('button', { name: 'Add Hero' }).click();
    await page.getByRole('button', { name: 'Create Hero' }).click();
    await page.getByRole('main').locator('[aria-invalid="true"]').first().waitFor();
    await expectAccessible(page, 'admin: Hero, new hero form with its errors');
    await page.close();
  });

  for (const primary of ['#ffeb3b', '#cccccc']) {
    it(`keeps every public page readable with ${primary} as the primary colour, and the settings screen says what it adjusted`, async () => {
      await run.stack.reset();
      const admin = await openPage(run.browser);
      await signIn(admin);
      await openScreen(admin, 'Homepage Settings');
      await admin.getByRole('tab', { name: 'Design' }).click();
      const field = admin.getByLabel('Primary Color hex code');
      await field.fill(primary);
      // The screen tells the admin, in words, that the colour was adjusted for text and to what.
      await admin
        .getByText(new RegExp(`${primary}.*adjust|adjust.*${primary}`, 'i'))
        .first()
        .waitFor();
      await expectAccessible(admin, `admin: Homepage Settings, primary ${primary}`);
      await admin.getByRole('button', { name: 'Save Settings' }).click();
      await admin
        .getByText(/saved successfully/i)
        .first()
        .waitFor();
      await admin.close();

      for (const path of PUBLIC_PAGES) {
        const page = await open(path);
        const found = await axeViolations(page, ['color-contrast']);
        axeLog.push({ where: `${path} with primary ${primary} (color-contrast)`, violations: found.length });
        expect(found, `color-contrast on ${path} with primary ${primary}`).toEqual([]);
        await page.close();
      }
    });
  }
});
