// The editors' safety net, in a real browser against the full stack with a real SMTP server: an admin edits the
// hero, restores the previous version from History and visitors get the old text again; the activity log shows
// both changes under the admin's name; a visitor's booking sends the team's alert and the visitor's confirmation.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import type { components } from '@shared/contract/schema';
import { signInAsDemoAdmin } from '../../backend/test/admin-session';
import { startSmtp, type TestSmtp } from '../../backend/test/smtp';
import { expectAccessible } from './axe';
import { browserAvailable, openPage, signInAsSuperAdmin, siteInBrowser } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

type Header = components['schemas']['Header'];

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const firstHero = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
const NEW_TITLE = 'Surgical guides, printed and checked in five days';
const NEW_CTA = 'Plan my case today';

async function until<T>(what: string, check: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!browserAvailable)('an editor', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());
  const run = siteInBrowser('editors', () => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'NovaGuide <planning@novaguide.example>',
    MAIL_RETRY_MS: '200',
  }));

  let page: Page;
  beforeEach(async () => {
    await run.stack.reset();
    smtp.received.length = 0;
    page = await openPage(run.browser);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' && page.url() !== 'about:blank') await expectAccessible(page, `editor journey "${ctx.task.name}", last screen`);
    await page.close();
  });

  /** What a visitor sees as the home page's main heading. */
  async function publicHeading() {
    const visitor = await openPage(run.browser);
    await visitor.goto(run.stack.site);
    const text = await visitor.getByRole('heading', { level: 1 }).first().textContent();
    await visitor.close();
    return text?.trim();
  }

  it('edits the hero, restores the previous version from History, and sees both changes in the activity log', async () => {
    await signInAsSuperAdmin(page, run.stack.site);

    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Hero', exact: true }).click();
    const row = page.getByRole('listitem', { name: firstHero.title });
    await row.getByRole('button', { name: 'Edit' }).click();
    const title = page.getByLabel(/^Title/);
    await title.fill(NEW_TITLE);
    await page.getByRole('button', { name: 'Update Hero' }).click();
    await page.getByText('Hero section updated successfully!').waitFor();
    expect(await publicHeading()).toBe(NEW_TITLE);

    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog');
    const entries = panel.getByTestId('revision-entry');
    await expect.poll(() => entries.first().textContent()).toContain(NEW_TITLE);
    expect(await entries.first().textContent()).toContain('Updated');
    await entries.filter({ hasText: 'Created' }).filter({ hasText: firstHero.title }).getByRole('button').click();
    await panel.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('Revision restored successfully!').waitFor();
    expect(await publicHeading()).toBe(firstHero.title);
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Activity', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Activity, newest first' }).getByRole('row');
    await rows.nth(2).waitFor();
    const [restored, updated] = [await rows.nth(1).textContent(), await rows.nth(2).textContent()];
    expect(restored).toContain(`Restored Hero section “${firstHero.title}” (Title)`);
    expect(restored).toContain(superAdmin.admin.name);
    expect(updated).toContain(`Updated Hero section “${NEW_TITLE}” (Title)`);
    expect(updated).toContain(superAdmin.admin.name);
  });

  it("wakes a visitor's header made before an edit with the edit's words, where it would have hydrated over the old ones", async () => {
    // The island's read is held until the edit has landed: the page's HTML is of the old header, the read of the new.
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/api/header/active', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(run.stack.site);
    const header = page.getByRole('navigation', { name: 'Main' });
    const before = ((await (await fetch(`${run.stack.baseUrl}/header/active`)).json()) as { data: Header }).data;
    await header.getByRole('button', { name: before.ctaButtons.primary!.text }).waitFor();

    const token = await signInAsDemoAdmin(run.stack.baseUrl);
    const primary = { ...before.ctaButtons.primary!, text: NEW_CTA };
    const saved = await fetch(`${run.stack.baseUrl}/header/update/${before._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...before, ctaButtons: { ...before.ctaButtons, primary } }),
    });
    expect(saved.status).toBe(200);
    letThrough();

    await header.hover();
    await page.locator('[data-island="site-header"][data-island-live]').waitFor({ state: 'attached' });
    expect(await header.getByRole('button', { name: NEW_CTA }).isVisible()).toBe(true);
  });

  it("books a session as a visitor: the team's alert and the visitor's confirmation arrive", async () => {
    await page.goto(run.stack.site);
    const form = page.getByRole('form', { name: 'Book a session' });
    const field = (id: string) => form.locator(`#booking-${id}`);
    await field('name').fill('Dr. Karim Aziz');
    await field('email').fill('karim.aziz@aziz-dental.example');
    await field('phone').fill('+44 20 7946 0958');
    await field('subject').fill('Full-arch guide, upper jaw');
    await field('date').fill('2026-12-09');
    await field('time').fill('09:30');
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    await page.getByText('Booking submitted successfully! We will contact you soon.').waitFor();

    await until('two emails', () => (smtp.received.length >= 2 ? true : undefined));
    const alert = smtp.received.find((m) => m.subject === 'New booking: Full-arch guide, upper jaw (Dr. Karim Aziz)');
    const confirmation = smtp.received.find((m) => m.subject === 'We received your booking request');
    expect([alert?.to].flat().map((a) => a?.text)).toEqual(demoData.notificationSettings.recipients);
    expect(alert?.text).toMatch(/\/admin\/inbox\?booking=[0-9a-f]{24}/);
    expect([confirmation?.to].flat().map((a) => a?.text)).toEqual(['karim.aziz@aziz-dental.example']);
  });
});
