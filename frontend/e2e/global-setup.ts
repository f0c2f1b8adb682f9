// The e2e project's global setup: the site is built once for the whole run (the browser's build and the server
// entry, into a folder of its own) and every suite serves that build. Without a browser nothing runs, so nothing
// is built.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site every e2e suite serves (absent when there is no browser to run them). */
    e2eDistDir?: string;
  }
}

export default function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) return;
  // A build already made (E2E_DIST_DIR) serves again: a run of one journey after another need not build each time.
  const reused = process.env.E2E_DIST_DIR;
  if (reused) return void project.provide('e2eDistDir', reused);
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const out = mkdtempSync(join(tmpdir(), 'novaguide-e2e-dist-'));
  // A production build, whatever NODE_ENV the test runner set.
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['frontend/scripts/build-site.ts', '--outDir', out, '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  project.provide('e2eDistDir', out);
  return () => rmSync(out, { recursive: true, force: true });
}
