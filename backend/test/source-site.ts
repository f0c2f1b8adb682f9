// The site as the server renders it, straight from the source: the source index.html (it carries the same
// markers as the built one) in a folder of its own, and the server entry's render, with no build needed.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { render } from '@/entry-server';
import type { AppOptions } from '../src/app';
import { startTestBackend, type TestBackend } from './harness';

export function sourceSite(): { distDir: string } & Required<Pick<AppOptions, 'renderApp'>> {
  const distDir = mkdtempSync(join(tmpdir(), 'novaguide-dist-'));
  copyFileSync(fileURLToPath(new URL('../../frontend/index.html', import.meta.url)), join(distDir, 'index.html'));
  return { distDir, renderApp: render };
}

/**
 * A test file's backend over the source site: started once (`b`, and `site`, its address without /api), and with
 * `reset`, back to the demo data before each test.
 */
export function sourceSiteBackend(opts: { reset?: boolean } = {}): { b: TestBackend; site: string } {
  const run = {} as { b: TestBackend; site: string };
  beforeAll(async () => {
    run.b = await startTestBackend(sourceSite());
    run.site = run.b.baseUrl.replace(/\/api$/, '');
  });
  afterAll(() => run.b.close());
  if (opts.reset) beforeEach(() => run.b.reset());
  return run;
}
