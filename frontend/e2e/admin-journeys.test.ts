// An admin's journeys through the back-office, in a real browser against the full stack.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { ADMIN_MENU } from '@/routes/admin/admin-menu';
import { expectAccessible } from './axe';
import { allowAnswer } from './page-problems';
import { browserAvailable, openPage, sendBooking, settled, signInAs, siteInBrowser } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const inactive = demoData.demoAdmins.find((a) => a.admin.status !== 'active')!;

describe.skipIf(!browserAvailable)('an admin', () => {
  const run = siteInBrowser('admin');
  let page: Page;
  beforeEach(async () => {
    await run.stack.reset();
    page = await openPage(run.browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  });
  // Each journey ends on a screen axe must pass (WCAG 2.2 A/AA), whatever it opened on the way.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' && page.url() !== 'about:blank') await expectAccessible(page, `admin journey "${ctx.task.name}", last screen`);
    await page.close();
  });

  async function signIn(who = superAdmin, password = who.password) {
    await page.getByLabel('Email', { exact: true }).fill(who.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('fails to sign in with a wrong password, then signs in and lands on the remembered screen', async () => {
    await page.goto(`${run.stack.site}/admin/inbox`);
    await page.waitForURL(`${run.stack.site}/login`);
    allowAnswer(page, { status: 401, path: '/api/admin/login' });
    await signIn(superAdmin, 'Wrong#Pass1');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await signIn();
    await page.waitForURL(`${run.stack.site}/admin/inbox`);
    await page.getByRole('heading', { name: 'Inbox' }).first().waitFor();
  });

  it('edits the hero and sees it on the public home page', async () => {
    await page.goto(`${run.stack.site}/login`);
    await signIn();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Hero' }).click();
    const first = demoData.heroes.filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
    await page.getByRole('listitem').filter({ hasText: first.title }).getByRole('button', { name: 'Edit' }).click();
    await page.locator('#hero-title').fill('Guides designed overnight, placed with confidence');
    await page.getByRole('button', { name: /update hero/i }).click();
    await page.getByText('Hero section updated successfully!').waitFor();
    // 'View Site' opens the public site in a new tab; this tab stays signed in.
    const [site] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /View Site/ }).click()]);
    await site.getByRole('heading', { level: 1, name: 'Guides designed overnight, placed with confidence' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${run.stack.site}/admin/pricing`);
    await page
      .getByRole('heading', { level: 1, name: /pricing/i })
      .first()
      .waitFor();
  });

  it('keeps no token where page script can read it, and a reload of /admin keeps the admin signed in', async () => {
    await page.goto(`${run.stack.site}/login`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login'));
    await signIn();
    const token = ((await (await answer).json()) as { data: { token: string } }).data.token;
    await page.waitForURL(`${run.stack.site}/admin`);
    const readable = () => page.evaluate(() => [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie].join('\n'));
    const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
    expect(await readable()).not.toContain(token);
    expect(await readable()).not.toMatch(jwt);
    expect(await readable()).not.toContain('novaguide_refresh');
    // The refresh token is there, but only for the browser: HttpOnly, SameSite=Strict, sent to the refresh call alone.
    const refreshCookie = (await page.context().cookies()).find((c) => c.name === 'novaguide_refresh');
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/refresh-token' });

    await page.reload();
    await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    expect(page.url()).toBe(`${run.stack.site}/admin`);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Hero' }).click();
    await page.waitForURL(`${run.stack.site}/admin/hero`);
    expect(await readable()).not.toMatch(jwt);
  });

  it('leaving the admin area in the same tab ends the login', async () => {
    await page.goto(`${run.stack.site}/login`);
    await signIn();
    await page.waitForURL(`${run.stack.site}/admin`);
    // The public page ends the session on the server too (logout), so the refresh cookie no longer restores it.
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/admin/logout'));
    await page.goto(`${run.stack.site}/contact`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect((await loggedOut).status()).toBe(200);
    await page.goto(`${run.stack.site}/admin`);
    await page.waitForURL(`${run.stack.site}/login`);
  });

  /** Signs in and opens a screen from the side menu. */
  async function openScreen(label: string) {
    await page.goto(`${run.stack.site}/login`);
    await signIn();
    await page.waitForURL(`${run.stack.site}/admin`);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: label, exact: true }).click();
  }

  /** The public home page in a fresh tab (without this tab's session), once its content has painted. */
  async function publicHome() {
    const visitor = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(run.stack.site);
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    return visitor;
  }

  // Every screen, each settled (axe checks the same screens, reached the same way, in accessibility-admin.test.ts).
  it('opens every screen of the side menu on the real backend without a load failure', async () => {
    await page.goto(`${run.stack.site}/login`);
    await signIn();
    await page.waitForURL(`${run.stack.site}/admin`);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    for (const { to, label } of ADMIN_MENU) {
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${run.stack.site}${to}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(page);
      const failures = await page.locator('.alert-danger').allTextContents();
      expect(failures, `${label}: ${failures.join(' | ')}`).toEqual([]);
    }
  });

  it('deactivates the testimonials section and the home page no longer shows it', async () => {
    const before = await publicHome();
    await before.locator('#testimonials-section').waitFor();
    await before.close();

    await openScreen('Testimonials');
    // The switch shows the loaded section (active) before it is turned off: unchecking the empty form's box
    // before the section arrives would be undone by its arrival.
    const active = page.getByRole('checkbox', { name: 'Section active' });
    await expect.poll(() => active.isChecked()).toBe(true);
    await active.uncheck();
    // Off when the save is pressed: a late answer of the section's read (a slow machine) may have set it back on,
    // and an admin who saw it on again would turn it off again.
    await expect
      .poll(async () => {
        if (await active.isChecked()) await active.uncheck();
        return active.isChecked();
      })
      .toBe(false);
    await page.getByRole('button', { name: 'Save Testimonials Configuration' }).click();
    await page.getByText('Testimonials configuration saved successfully!').waitFor();

    const after = await publicHome();
    await after.locator('#pricing-section').waitFor();
    expect(await after.locator('#testimonials-section').count()).toBe(0);
    await after.close();
  });

  it('deletes the footer, and History brings it back to the public pages', async () => {
    const companyName = demoData.footers[0].companyName;
    await openScreen('Footer');
    await page.getByRole('button', { name: 'Delete Footer' }).click();
    await page.getByRole('dialog', { name: 'Delete Footer' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Footer deleted successfully!').waitFor();
    await page.getByRole('button', { name: 'Create footer' }).waitFor();
    const without = await publicHome();
    expect(await without.locator('footer').getByText(companyName).count()).toBe(0);
    await without.close();

    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog', { name: 'Footer history' });
    await panel.getByTestId('revision-entry').filter({ hasText: 'Deleted' }).getByRole('button').click();
    await panel.getByRole('button', { name: 'Bring back' }).click();
    await page.getByRole('dialog', { name: 'Bring back this record?' }).getByRole('button', { name: 'Bring back' }).click();
    await page.getByText('Revision restored successfully!').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save Footer Configuration' }).waitFor();
    const back = await publicHome();
    await back.locator('footer').getByText(companyName).first().waitFor();
    await back.close();
  });

  it('changes the meta title, and the served HTML carries it', async () => {
    await openScreen('Homepage Settings');
    const title = page.getByLabel(/^Meta Title/);
    await title.fill('NovaGuide | Guided implant surgery, planned overnight');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Homepage settings saved successfully!').waitFor();
    // What a crawler that runs no script receives.
    const html = await (await fetch(run.stack.site)).text();
    expect(html).toContain('<title>NovaGuide | Guided implant surgery, planned overnight</title>');
  });

  it('reorders services by keyboard drag, and the public services follow the new order', async () => {
    const section = demoData.serviceSections.find((s) => s.isActive)!;
    const titles = [...section.services].sort((a, b) => a.order - b.order).map((s) => s.title);
    await openScreen('Services');
    const list = page.getByRole('list', { name: 'Individual services' });
    await list.waitFor();
    // By keyboard: lift Service 2 with Space, move it up in 25 px steps until it covers Service 1, drop it.
    // Where a card is on the page (not in the window): near the window's edge the keyboard sensor scrolls the page
    // before it moves the card, so the arrows are pressed until the lifted card covers Service 1, one a frame.
    const pageY = async (name: string) => (await list.getByRole('listitem', { name }).boundingBox())!.y + (await page.evaluate(() => window.scrollY));
    const target = await pageY('Service 1');
    await page.getByRole('button', { name: 'Drag to reorder Service 2' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 60 && (await pageY('Service 2')) > target + 12; i++) {
      await page.keyboard.press('ArrowUp');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    await page.keyboard.press('Space');
    await page.getByText('Services reordered successfully!').waitFor();

    const visitor = await publicHome();
    const cards = visitor.locator('#services-section h3');
    await cards.first().waitFor();
    expect((await cards.allTextContents()).slice(0, 3)).toEqual([titles[1], titles[0], titles[2]]);
    await visitor.close();
  });

  it('adds a pricing plan, and the public pricing carousel offers it', async () => {
    await openScreen('Pricing');
    const plans = page.getByRole('list', { name: 'Pricing plans' });
    await plans.waitFor();
    const before = await plans
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Delete Plan' }) })
      .count();
    await page.getByRole('button', { name: 'Add Plan' }).click();
    const plan = plans
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Delete Plan' }) })
      .nth(before);
    await plan.getByLabel(/^Plan Name/).fill('Sinus Lift Planning');
    await plan.getByLabel(/^Value/).fill('349');
    await plan.getByLabel(/^Format/).selectOption('per_case');
    expect(await plan.getByLabel(/^Display Text/).inputValue()).toBe('/case');
    await plan.getByLabel(/^Plan Description/).fill('Crestal or lateral window approach, planned on your CBCT.');
    await page.getByRole('button', { name: 'Save Pricing Configuration' }).click();
    await page.getByText('Pricing configuration saved successfully!').waitFor();

    const visitor = await publicHome();
    await visitor.locator('#pricing-section').getByRole('heading', { name: 'Sinus Lift Planning' }).first().waitFor({ state: 'attached' });
    await visitor.close();
  });

  it('edits privacy sections and bullet points, and the public page shows them', async () => {
    const first = demoData.privacyPolicies[0].sections[0];
    await openScreen('Privacy Policy');
    await page.getByRole('heading', { name: 'Privacy Policy Management' }).waitFor();
    await page.getByRole('tab', { name: 'Sections' }).click();

    // A new section with a bullet point.
    await page.getByLabel(/^Section Title/).fill('Retention of CBCT scans');
    await page
      .getByRole('form', { name: 'Add New Section' })
      .getByLabel(/^Content/)
      .fill('We keep scans for as long as the case needs them.');
    await page.getByRole('button', { name: 'Add Section' }).click();
    await page.getByText('Section added successfully!').waitFor();
    const added = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Retention of CBCT scans' }) });
    await added.getByLabel(/^New bullet point/).fill('Scans are deleted 12 months after the guide ships.');
    await added.getByLabel(/^New bullet point/).press('Enter');
    await page.getByText('Bullet point added successfully!').waitFor();

    // An existing section renamed in the edit modal.
    const existing = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
    await existing.getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Section' });
    await dialog.getByLabel(/^Title/).fill(`${first.title} (updated)`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Section updated successfully!').waitFor();

    const visitor = await run.browser.newPage();
    await visitor.goto(`${run.stack.site}/privacy-policy`);
    await visitor.getByRole('heading', { name: 'Retention of CBCT scans' }).waitFor();
    await visitor.getByText('Scans are deleted 12 months after the guide ships.').waitFor();
    await visitor.getByRole('heading', { name: `${first.title} (updated)` }).waitFor();
    await visitor.close();
  });

  it("finds a visitor's booking in the inbox and downloads its case file", async () => {
    const api = run.stack.baseUrl;
    const booking = await sendBooking(api);
    const { fileNameForVPS } = ((await booking.json()) as { data: { fileNameForVPS: string } }).data;
    const form = new FormData();
    form.append('logo', new File(['%PDF-1.4\n% full-arch case\n%%EOF\n'], 'haddad-cbct.pdf', { type: 'application/pdf' }));
    form.append('customFileName', fileNameForVPS);
    expect((await fetch(`${api}/files/logo-upload`, { method: 'POST', body: form })).status).toBe(201);

    await page.goto(`${run.stack.site}/login`);
    await signIn();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('button', { name: 'Dr. Omar Haddad' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download case file' }).click()]);
    expect(download.suggestedFilename()).toBe('haddad-cbct.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toContain('% full-arch case');
  });

  it("sees 'Account Inactive' when the account is not active", async () => {
    await page.goto(`${run.stack.site}/login`);
    await signIn(inactive);
    await page.getByText('Account Inactive').waitFor();
    await page.getByText(`Your admin account is currently ${inactive.admin.status}. Please contact a super admin.`).waitFor();
  });

  it('logs out, and the admin area asks for a login again', async () => {
    // Waits for the dashboard as long as any sign-in may take on a loaded machine (signInAs), not the click's 30 s.
    await signInAs(page, run.stack.site, superAdmin);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${run.stack.site}/login`);
    await page.goto(`${run.stack.site}/admin`);
    await page.waitForURL(`${run.stack.site}/login`);
    expect((await page.context().cookies()).find((c) => c.name === 'novaguide_refresh')).toBeUndefined();
  });
});

if (!browserAvailable) it.skip('chromium is missing: the admin journeys are skipped', () => undefined);
