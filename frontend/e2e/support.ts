// End-to-end support: the built site served by the real backend (SQLite here, MySQL in CI), driven by Debian's
// chromium through playwright-core.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page, type Request, type Response as Answer } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
import { demoData } from '@shared/demo-content';
import { RELEASE_CREATED, RELEASE_SUBMITTED } from '@shared/contract/releases';
import { HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { expectNoPageProblems, watchContext } from './page-problems';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from '../../backend/test/harness';

export const browserAvailable = existsSync(CHROMIUM);

/** The site built once for the run by the project's global setup (global-setup.ts). */
export function buildSite(): string {
  const dist = inject('e2eDistDir');
  if (!dist) throw new Error('The e2e global setup built no site (is chromium installed?)');
  return dist;
}

/**
 * The full stack: MySQL where the run requires it (CI) or E2E_MYSQL asks for it (`mysql: 'when-available'`: whenever
 * it answers), else embedded SQLite. `releaseSchedulers`: each instance publishes scheduled releases, as in production.
 */
export async function startSite(
  name: string,
  env?: Record<string, string>,
  opts: { mysql?: 'when-available'; releaseSchedulers?: boolean } = {},
): Promise<TestBackend & { site: string }> {
  const distDir = buildSite();
  const useMysql = !!(process.env.REQUIRE_MYSQL || process.env.E2E_MYSQL || opts.mysql) && (await mysqlAvailable());
  if (process.env.REQUIRE_MYSQL && !useMysql) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer');
  const backend = await startTestBackend({
    distDir,
    env,
    releaseSchedulers: opts.releaseSchedulers,
    ...(useMysql ? { mysqlUrl: await mysqlDatabase(`novaguide_e2e_${name}`) } : {}),
  });
  return Object.assign(backend, { site: backend.baseUrl.replace(/\/api$/, '') });
}

/** Debian's chromium; every page it opens is watched for errors (page-problems.ts). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
  // browser.newPage makes its context through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };
  return browser;
}

/**
 * The page as a reader gets it: nothing loading on screen (no busy region, spinner or placeholder), and no request
 * on the wire for half a second (5 s at most). Playwright's own 'networkidle' cannot be used: it also waits for every
 * frame's, and the preview frames (documents written into an about:blank frame) never report one, which cost 5 s
 * on every screen with a preview; after a client-side navigation it would not wait at all.
 */
export async function settled(page: Page) {
  await quietNetwork(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner-border, .placeholder'));
}

/**
 * Waits until no request has been on the wire for `quietMs` (the state it waits for is that quiet, polled; it gives up
 * waiting after `atMostMs`). Half a second, not less: a screen with a preview sends the preview's requests only after
 * the preview's pause (PREVIEW_PAUSE_MS in frontend/src/platform/site-preview/site-preview.tsx) once its data is in.
 * A request ends with its answer: chromium reports no 'requestfinished' for some answers it has (the second
 * responsive-images call of the preview frames), and waiting for that event cost 5 s on every screen with a preview.
 */
async function quietNetwork(page: Page, quietMs = 500, atMostMs = 5_000) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  const answered = (answer: Answer) => ended(answer.request());
  page.on('request', started);
  page.on('response', answered);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await vi
      .waitFor(
        () => {
          if (inFlight.size > 0 || Date.now() - lastChange < quietMs) throw new Error(`${inFlight.size} request(s) on the wire`);
        },
        { timeout: atMostMs, interval: 50 },
      )
      // A screen that keeps polling never goes quiet: it is as settled as it gets after atMostMs.
      .catch(() => undefined);
  } finally {
    page.off('request', started);
    page.off('response', answered);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Wakes every island of the page that wakes for a visitor (all but the photos' fallbacks, which wake only for a
 * broken image), as a visitor does: each scrolled to and pointed at, then waited for until it is live. Answers how
 * many there were.
 */
export async function wakeIslands(page: Page): Promise<number> {
  const reachable = page.locator('[data-island]:not([data-island-wake="error"])');
  const count = await reachable.count();
  for (let i = 0; i < count; i++)
    await reachable
      .nth(i)
      .locator('> *')
      .first()
      .hover({ position: { x: 4, y: 4 } });
  await page.locator('[data-island]:not([data-island-wake="error"]):not([data-island-live])').first().waitFor({ state: 'detached' });
  return count;
}

/** A page in a browser context of its own, which closes with it (axe's builder needs a page of a context). */
export async function openPage(browser: Browser, options: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  return page;
}

/**
 * A suite's full stack (see startSite) and browser, started before its tests and closed after them. The fields are
 * set once the suite's beforeAll has run; `env` (read then) adds settings, e.g. a test SMTP server's port.
 */
export function siteInBrowser(name: string, env?: () => Record<string, string>): { stack: TestBackend & { site: string }; browser: Browser } {
  const run = {} as { stack: TestBackend & { site: string }; browser: Browser };
  beforeAll(async () => {
    run.stack = await startSite(name, env?.());
    run.browser = await launchBrowser();
  }, 120_000);
  afterEach(expectNoPageProblems);
  afterAll(async () => {
    await run.browser?.close();
    await run.stack?.close();
  });
  return run;
}

/** Signs in on `site`'s login screen as the demo super admin and waits for the dashboard. */
export const signInAsSuperAdmin = (page: Page, site: string) =>
  signInAs(
    page,
    site,
    demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!,
  );

/** Signs in on `site`'s login screen as a demo admin and waits for the dashboard. */
export async function signInAs(page: Page, site: string, who: { admin: { email: string }; password: string }) {
  await page.goto(`${site}/login`);
  await page.getByLabel('Email', { exact: true }).fill(who.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The first admin screen loads its chunks and the sign-in hashes a password: on a CI machine busy with the stories
  // and an image journey's variants this once took past the 30 s default, which is not what any journey measures.
  await page.waitForURL(`${site}/admin`, { timeout: 60_000 });
}

/** Opens the admin screen of this side-menu label. */
export const openAdminScreen = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: label, exact: true }).click();

/** Makes a release on the Releases screen and works in it: from then on the content screens save drafts of it. */
export async function workInNewRelease(page: Page, name: string) {
  await openAdminScreen(page, 'Releases');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Create release' }).click();
  await page.getByText(RELEASE_CREATED).first().waitFor();
  await page.getByLabel('Working in:').selectOption({ label: name });
  await page.getByRole('region', { name: 'Working release' }).waitFor();
}

/** Opens the release on the Releases screen and submits it for review, as a regular admin does: its id. */
export async function submitReleaseForReview(page: Page, name: string): Promise<string> {
  await openAdminScreen(page, 'Releases');
  await page.getByRole('link', { name, exact: true }).click();
  const releaseId = new URL(page.url()).searchParams.get('release')!;
  await page.getByRole('button', { name: 'Submit for review…' }).click();
  await page.getByRole('form', { name: 'Submit the release for review' }).getByRole('button', { name: 'Submit for review' }).click();
  await page.getByText(RELEASE_SUBMITTED).first().waitFor();
  return releaseId;
}

/**
 * A visitor's booking sent straight to the API at `api` (the demo content has none), as the booking form sends it
 * with the health-data consent ticked (a case file follows it, ADR 0043).
 */
export async function sendBooking(api: string): Promise<Response> {
  const consent = (await (await fetch(`${api}/health-consent`)).json()) as { data: { version: number } };
  return fetch(`${api}/booking/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Dr. Omar Haddad',
      email: 'omar@haddad-dental.example',
      phone: '+44 20 7946 0000',
      subject: 'Full-arch guide',
      date: '2026-12-10',
      time: '09:00',
      healthDataConsentVersion: consent.data.version,
    }),
  });
}

/** Ticks the booking form's health-data consent, which a booking with case files needs (ADR 0043). */
export const tickHealthConsent = (form: Locator) => form.getByRole('checkbox', { name: HEALTH_CONSENT_TEXTS.label }).check();
