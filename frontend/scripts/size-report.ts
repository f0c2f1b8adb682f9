// `npm run size`: the home page's first-load JavaScript and CSS (gzip), from the build manifest, against the
// budget (JS 120 KB, CSS 30 KB). A report: it prints, and never fails the build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = process.env.DIST_DIR ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;

// The entry and everything it imports statically load with the home page, and so does the app (main.tsx) that
// the entry imports once the page has painted; other dynamic imports (admin, other pages) do not.
const js = new Set<string>();
const css = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  chunk.css?.forEach((c) => css.add(c));
  chunk.imports?.forEach(visit);
};
visit(entryKey);
manifest[entryKey].dynamicImports?.forEach(visit);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (file: string) => {
  const size = gz(file);
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)}`);
  return size;
};

console.log('Home page first load (gzip):');
console.log(' JavaScript');
const jsTotal = [...js].reduce((sum, f) => sum + row(f), 0);
console.log(' CSS');
const cssTotal = [...css].reduce((sum, f) => sum + row(f), 0);
const lazy = Object.values(manifest).filter((c) => !js.has(c.file) && c.file.endsWith('.js'));
console.log(`\n JavaScript ${kb(jsTotal)} of 120 KB ${jsTotal <= 120 * 1024 ? 'OK' : 'OVER BUDGET'}`);
console.log(` CSS        ${kb(cssTotal)} of 30 KB ${cssTotal <= 30 * 1024 ? 'OK' : 'OVER BUDGET'}`);
console.log(` Loaded on demand (admin, other pages): ${lazy.length} chunks, ${kb(lazy.reduce((s, c) => s + gz(c.file), 0))}`);
