// End-to-end support: the built site served by the real backend (SQLite here, MySQL in CI), driven by Debian's
// chromium through playwright-core.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from '../../backend/test/harness';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const browserAvailable = existsSync(CHROMIUM);

let builtDist: string | undefined;

/** Builds the site (the browser's build and the server entry) once per run into a folder of its own. */
export function buildSite(): string {
  if (builtDist) return builtDist;
  const out = mkdtempSync(join(tmpdir(), 'novaguide-e2e-dist-'));
  // A production build, whatever NODE_ENV the test runner set.
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['frontend/scripts/build-site.ts', '--outDir', out, '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  builtDist = out;
  return out;
}

/** The full stack: MySQL where the run requires it (CI) or E2E_MYSQL asks for it, else embedded SQLite. */
export async function startSite(name: string, env?: Record<string, string>): Promise<TestBackend & { site: string }> {
  const distDir = buildSite();
  const useMysql = !!(process.env.REQUIRE_MYSQL || process.env.E2E_MYSQL) && (await mysqlAvailable());
  if (process.env.REQUIRE_MYSQL && !useMysql) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer');
  const backend = await startTestBackend({ distDir, env, ...(useMysql ? { mysqlUrl: await mysqlDatabase(`novaguide_e2e_${name}`) } : {}) });
  return Object.assign(backend, { site: backend.baseUrl.replace(/\/api$/, '') });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

/**
 * The page as a reader gets it: nothing loading on screen (no busy region, spinner or placeholder). The network
 * going quiet is waited for a few seconds at most: on MySQL right after the database is reset, an admin screen
 * has been seen never to report a quiet network within 30 s (with no request of its own left open), which is the
 * harness's moment, not a reader's.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner-border, .placeholder'));
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
  afterAll(async () => {
    await run.browser?.close();
    await run.stack?.close();
  });
  return run;
}
