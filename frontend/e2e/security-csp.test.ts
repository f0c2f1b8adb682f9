// The super admin's custom code in a real browser (ADR 0002): its script runs on the public pages under the
// response's nonce, while a script that reaches the page any other way (added by script, or an inline handler) does
// not run; the login and the admin area never carry the code at all.
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { signInAsDemoAdmin } from '../../backend/test/admin-session';
import { browserAvailable, signInAsSuperAdmin, siteInBrowser } from './support';
import { allowAnswer, allowConsoleError } from './page-problems';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const settings = demoData.homepageSettings[0];

/** Marks the page when it runs, then tries to run two scripts of its own making that carry no nonce. */
const HEAD_CODE = [
  '<script>window.__superAdminCode = "ran";',
  'const s = document.createElement("script"); s.textContent = "window.__addedScript = \'ran\'"; document.head.appendChild(s);</script>',
].join('');
const BODY_CODE = '<img src="/no-such-image.png" alt="" onerror="window.__inlineHandler = \'ran\'">';

/** What ran in the page: each script's mark on window (run in the page by page.evaluate). */
const marks = () => {
  const w = window as unknown as Record<string, string | undefined>;
  return { code: w.__superAdminCode, added: w.__addedScript, handler: w.__inlineHandler, injected: w.__injected };
};

describe.skipIf(!browserAvailable)("the super admin's custom code in the browser", () => {
  const run = siteInBrowser('csp');

  async function setCustomCode() {
    const token = await signInAsDemoAdmin(run.stack.baseUrl);
    const saved = await fetch(`${run.stack.baseUrl}/homepage/settings/${settings._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      // Marked necessary, so it reaches every page without a visitor's consent (ADR 0042): what is tried here is the
      // nonce, not the consent (frontend/e2e/consent-journey.test.ts tries that).
      body: JSON.stringify({ ...settings, customHeadCode: HEAD_CODE, customBodyCode: BODY_CODE, customCodePurpose: 'necessary' }),
    });
    expect(saved.status).toBe(200);
  }

  it('runs on the home page by its nonce, where a script without the nonce does not run', async () => {
    await setCustomCode();
    const page = await run.browser.newPage();
    // What the test makes the page refuse, and the images its markup names that do not exist.
    allowConsoleError(page, /Content Security Policy/);
    allowAnswer(page, { status: 404, path: /^\/(no-such-image|missing)\.png$/ });
    const blocked: string[] = [];
    page.on('console', (m) => /Content Security Policy/.test(m.text()) && blocked.push(m.text()));
    for (const visit of ['first', 'from the cache']) {
      await page.goto(run.stack.site);
      await page.waitForLoadState('load');
      // A script injected into the page as an attacker's markup would be, after it loaded: no nonce, no run. An
      // added script runs (or is refused) as it is appended; the image's inline handler would run when its load
      // fails, before the listener added after it: once that listener has run, both have had their chance.
      await page.evaluate(
        () =>
          new Promise<void>((failed) => {
            const holder = document.createElement('div');
            holder.innerHTML = '<img src="/missing.png" onerror="window.__injected = \'ran\'">';
            holder.querySelector('img')!.addEventListener('error', () => failed());
            document.body.append(holder);
            const s = document.createElement('script');
            s.textContent = "window.__injected = 'ran'";
            document.body.append(s);
          }),
      );
      expect(await page.evaluate(marks), visit).toEqual({ code: 'ran' });
    }
    expect(blocked.length).toBeGreaterThan(0);
    await page.close();
  });

  it('is never sent to the login or the admin area', async () => {
    await setCustomCode();
    const page = await run.browser.newPage();
    for (const path of ['/login', '/admin']) {
      const res = await page.goto(`${run.stack.site}${path}`);
      const html = (await res!.text()) + (await page.content());
      expect(html, path).not.toContain('__superAdminCode');
      expect(html, path).not.toContain('__inlineHandler');
      expect(await page.evaluate(marks), path).toEqual({});
    }
    await signInAsSuperAdmin(page, run.stack.site);
    expect(await page.content()).not.toContain('__superAdminCode');
    expect(await page.evaluate(marks)).toEqual({});
    await page.close();
  });
});
