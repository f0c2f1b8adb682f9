// What a journey's pages must not show: a console error, an uncaught error (a hydration mismatch among them), a
// failed request or an error answer (4xx/5xx) from the site's own origin. Every page a suite's browser opens is
// watched (support.ts), and a test fails on what its pages met, apart from the answers it provokes on purpose
// (allowAnswer). A request the browser dropped itself (a page closed or navigated away while it was on the wire:
// net::ERR_ABORTED) is no failure of the site.
import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * An answer a test provokes on purpose: the path it comes from, and its status (none: a request the test makes fail
 * in the network, page.route's abort).
 */
export interface AllowedAnswer {
  path: string | RegExp | ((pathname: string) => boolean);
  status?: number;
}

const problems: string[] = [];
const allowed = new WeakMap<Page, AllowedAnswer[]>();
const allowedLines = new WeakMap<Page, RegExp[]>();

/** Lets `page` meet this answer (and the console's line about it) without failing the test. */
export function allowAnswer(page: Page, answer: AllowedAnswer) {
  allowed.set(page, [...(allowed.get(page) ?? []), answer]);
}

/** Lets `page` log console errors like this one (a test that makes the browser refuse something on purpose). */
export function allowConsoleError(page: Page, line: RegExp) {
  allowedLines.set(page, [...(allowedLines.get(page) ?? []), line]);
}

function pathMatches(path: AllowedAnswer['path'], pathname: string) {
  if (typeof path === 'string') return pathname === path;
  return typeof path === 'function' ? path(pathname) : path.test(pathname);
}

function isAllowed(page: Page, status: number | undefined, url: string) {
  const { pathname } = new URL(url);
  return (allowed.get(page) ?? []).some((a) => pathMatches(a.path, pathname) && (a.status === undefined || status === undefined || a.status === status));
}

/** The page's own origin: the one it shows, or the one its main frame is going to (a first visit leaves about:blank). */
const ownOrigin = (page: Page, request: Request) => {
  if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return true;
  try {
    return new URL(request.url()).origin === new URL(page.url()).origin;
  } catch {
    return false;
  }
};

/** Records what `page` meets from now on. */
export function watchPage(page: Page) {
  page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's line for an error answer names the resource: an allowed answer's line is allowed with it.
    const resource = message.location().url;
    if (/^Failed to load resource/.test(message.text()) && resource && isAllowed(page, undefined, resource)) return;
    if ((allowedLines.get(page) ?? []).some((line) => line.test(message.text()))) return;
    problems.push(`console error on ${page.url()}: ${message.text()}${resource ? ` (${resource})` : ''}`);
  });
  page.on('response', (answer) => {
    const status = answer.status();
    if (status < 400 || !ownOrigin(page, answer.request()) || isAllowed(page, status, answer.url())) return;
    problems.push(`${status} for ${answer.request().method()} ${answer.url()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure.includes('ERR_ABORTED') || !ownOrigin(page, request) || isAllowed(page, undefined, request.url())) return;
    problems.push(`${request.method()} ${request.url()}: ${failure}`);
  });
}

/** Watches every page opened in `context`. */
export function watchContext(context: BrowserContext) {
  context.on('page', watchPage);
}

/** What the pages met since the last call, emptied. */
export function takePageProblems(): string[] {
  return problems.splice(0);
}

/** Fails when the pages met anything since the last call (an afterEach of every suite with a browser). */
export function expectNoPageProblems() {
  const met = takePageProblems();
  if (met.length) throw new Error(`The pages met ${met.length} problem(s):\n${met.join('\n')}`);
}
