// The site as the server renders it, straight from the source: the source index.html (it carries the same
// markers as the built one) in a folder of its own, and the server entry's render, with no build needed.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@/entry-server';
import type { AppOptions } from '../src/app';

export function sourceSite(): { distDir: string } & Required<Pick<AppOptions, 'renderApp'>> {
  const distDir = mkdtempSync(join(tmpdir(), 'novaguide-dist-'));
  copyFileSync(fileURLToPath(new URL('../../frontend/index.html', import.meta.url)), join(distDir, 'index.html'));
  return { distDir, renderApp: render };
}
