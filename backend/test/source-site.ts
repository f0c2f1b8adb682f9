// The site as the server renders it, straight from the source: the source index.html (it carries the same
// markers as the built one) in a folder of its own, and the server entry's render, with no build needed.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { render } from '@/entry-server';
import type { Clock } from '@shared/clock';
import type { InitialEntry } from '@shared/contract/initial-data';
import type { RenderApp } from '@shared/contract/server-render';
import type { AppOptions } from '../src/app';
import { startTestBackend, type TestBackend } from './harness';

/** `rendered`: where the path of every page the server entry renders is written down. */
export function sourceSite(rendered?: string[]): { distDir: string } & Required<Pick<AppOptions, 'renderApp'>> {
  const distDir = mkdtempSync(join(tmpdir(), 'novaguide-dist-'));
  copyFileSync(fileURLToPath(new URL('../../frontend/index.html', import.meta.url)), join(distDir, 'index.html'));
  if (!rendered) return { distDir, renderApp: render };
  const renderApp: RenderApp = Object.assign((url: string, entries: readonly InitialEntry[]) => (rendered.push(url), render(url, entries)), {
    isUnrouted: render.isUnrouted,
  });
  return { distDir, renderApp };
}

/**
 * A test file's backend over the source site: started once (`b`, and `site`, its address without /api), with
 * `reset`, back to the demo data before each test, and with `clock`, reading the time from it.
 */
export function sourceSiteBackend(opts: { reset?: boolean; clock?: Clock } = {}): { b: TestBackend; site: string } {
  const run = {} as { b: TestBackend; site: string };
  beforeAll(async () => {
    run.b = await startTestBackend({ ...sourceSite(), clock: opts.clock });
    run.site = run.b.baseUrl.replace(/\/api$/, '');
  });
  afterAll(() => run.b.close());
  if (opts.reset) beforeEach(() => run.b.reset());
  return run;
}
