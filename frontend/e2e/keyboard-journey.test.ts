// Keyboard only, no mouse: a dentist books a case on the home page, an admin reorders services and the site follows.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { browserAvailable, settled, siteInBrowser } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus indicator: an outline or a box shadow that is drawn. */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

describe.skipIf(!browserAvailable)('by keyboard alone', () => {
  const run = siteInBrowser('keyboard');

  it('books a case on the home page', async () => {
    await run.stack.reset();
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(run.stack.site);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');

    // The first Tab shows the skip link; following it puts the next Tab inside the page's main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    const form = page.getByRole('form', { name: 'Book a session' });
    const field = (id: string) => form.locator(`#booking-${id}`);
    await tabTo(page, field('name'));
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.type('Dr. Karim Aziz');
    await page.keyboard.press('Tab');
    await page.keyboard.type('karim.aziz@aziz-dental.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+44 20 7946 0958');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Full-arch guide, upper jaw');
    await tabTo(page, field('date'));
    await page.keyboard.type('12092026'); // month, day, year: chromium's en-US date field, segment by segment
    await tabTo(page, field('time'));
    await page.keyboard.type('0930AM');
    expect(await field('date').inputValue()).toBe('2026-12-09');
    expect(await field('time').inputValue()).toBe('09:30');

    await tabTo(page, form.getByRole('button', { name: 'Submit Booking' }));
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Booking submitted successfully! We will contact you soon.').waitFor();
    const booking = await run.stack.db('bookings').where('email', 'karim.aziz@aziz-dental.example').first();
    expect(booking).toMatchObject({ name: 'Dr. Karim Aziz', subject: 'Full-arch guide, upper jaw' });
    await page.close();
  });

  it('signs in, reorders services in the back-office, and the public services follow', async () => {
    await run.stack.reset();
    const section = demoData.serviceSections.find((s) => s.isActive)!;
    const titles = [...section.services].sort((a, b) => a.order - b.order).map((s) => s.title);
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${run.stack.site}/login`);
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(superAdmin.admin.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(superAdmin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${run.stack.site}/admin`);

    await tabTo(page, page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Services', exact: true }));
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Individual services' });
    await list.waitFor();
    await settled(page);

    // Lift Service 2 with Space, move it above Service 1 with the arrows, drop it with Space: the order is saved.
    await tabTo(page, page.getByRole('button', { name: 'Drag to reorder Service 2' }), 200);
    await page.keyboard.press('Space');
    // What the list announces (its live region) says when the lift and the move have been taken, whatever the frames.
    const announced = (text: RegExp) => page.locator('[id^="DndLiveRegion"]').getByText(text).waitFor({ state: 'attached' });
    await announced(/^Picked up Service 2,/);
    const top = async (name: string) => (await list.getByRole('listitem', { name }).boundingBox())!.y + (await page.evaluate(() => window.scrollY));
    const target = await top('Service 1');
    for (let i = 0; i < 60 && (await top('Service 2')) > target + 12; i++) {
      await page.keyboard.press('ArrowUp');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    await announced(/^Service 2 is over position 1 of/);
    await page.keyboard.press('Space');
    await page.getByText('Services reordered successfully!').waitFor();

    const visitor = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(run.stack.site);
    const cards = visitor.locator('#services-section h3');
    await cards.first().waitFor();
    expect((await cards.allTextContents()).slice(0, 3)).toEqual([titles[1], titles[0], titles[2]]);
    await visitor.close();
    await page.close();
  });
});
