// WCAG 2.2 AA on every public page, at desktop and phone widths, with the menu and the forms' error messages open,
// as axe-core sees them in chromium on the real backend (SQLite here, MySQL in CI). The admin screens are in
// accessibility-admin.test.ts, the site in other primary colours in accessibility-colours.test.ts.
import { describe, expect, it } from 'vitest';
import { A11Y_TIMEOUT, PUBLIC_PAGES, a11ySuite, superAdmin } from './a11y-kit';
import { expectAccessible } from './axe';
import { allowAnswer } from './page-problems';
import { browserAvailable } from './support';

describe.skipIf(!browserAvailable)('every public page passes axe at WCAG 2.2 A and AA', { timeout: A11Y_TIMEOUT }, () => {
  const { run, open } = a11ySuite('a11y');

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
    allowAnswer(login, { status: 401, path: '/api/admin/login' });
    await login.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await expectAccessible(login, '/login with its error');
    await login.close();
  });
});
