// WCAG 2.2 AA on every admin screen, with its delete confirmations, details and error messages open, as axe-core
// sees them in chromium on the real backend (SQLite here, MySQL in CI).
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from '@/routes/admin/admin-menu';
import { A11Y_TIMEOUT, a11ySuite } from './a11y-kit';
import { expectAccessible } from './axe';
import { browserAvailable, openPage, sendBooking } from './support';

describe.skipIf(!browserAvailable)('every admin screen passes axe at WCAG 2.2 A and AA', { timeout: A11Y_TIMEOUT }, () => {
  const { run, signIn, openScreen } = a11ySuite('a11y_admin');

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
    const sent = await sendBooking(run.stack.baseUrl);
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
});
