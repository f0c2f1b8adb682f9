// `npm run size`: each public page's first-load JavaScript and CSS (gzip), from the build's manifest, against its
// budget, and no admin or upload code on any public page (read from the chunks' source maps). A page's first load
// is the entry and the app it starts (with everything they import), the page's own chunk when its route has one,
// and the parts every page fetches once idle without a visitor doing anything: the footer and, on the home page,
// the booking form. The case-file uploader loads only when a visitor adds a file, so it is not counted, and must
// not be found in what is. Exits 1 when a page is over budget or carries such code.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

interface Page {
  path: string;
  /** The route's own chunk (a manifest key, or a chunk's name), loaded with the page. */
  route?: string;
  /** Chunks fetched once idle, as the page's deferred parts are. */
  idle: string[];
  /** First-load JavaScript, KB gzip. */
  jsBudget: number;
}

const CSS_BUDGET_KB = 30;
const FOOTER = 'site-footer';
const BOOKING_FORM = 'src/features/booking/booking-form.tsx';

/** The budgets: the home page and contact carry forms; the pages with nothing to fill in, far less. */
const PAGES: Page[] = [
  { path: '/', idle: [FOOTER, BOOKING_FORM], jsBudget: 45 },
  { path: '/contact', route: 'src/features/contact/contact-page.tsx', idle: [FOOTER], jsBudget: 45 },
  { path: '/service-details/:id', route: 'service-detail-page', idle: [FOOTER], jsBudget: 15 },
  { path: '/privacy-policy', route: 'src/features/legal/privacy-policy-page.tsx', idle: [FOOTER], jsBudget: 15 },
  { path: '/terms-conditions', route: 'src/features/legal/terms-page.tsx', idle: [FOOTER], jsBudget: 15 },
];

/** Sources no public page may carry: the admin area's and the case-file upload's. */
const FORBIDDEN: [what: string, test: RegExp][] = [
  [
    'admin',
    /\/src\/(routes\/admin|features\/[^/]+\/admin|features\/(admin-accounts|dashboard|inbox|media-library|activity|notifications-admin|homepage-layout-admin))\//,
  ],
  // The uploader (the tus client and what drives it); the booking form's file field itself is part of the form.
  ['upload', /tus-js-client|\/features\/booking\/(tus-|case-upload-(list|controller|row|storage|status))/],
];

const dist = process.env.DIST_DIR ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** A chunk's manifest key: the key itself, or the key of the chunk with that name. */
function keyOf(ref: string): string {
  if (manifest[ref]) return ref;
  const key = Object.keys(manifest).find((k) => manifest[k].name === ref);
  if (!key) throw new Error(`No chunk ${ref} in ${manifestPath}: the page table in frontend/scripts/size-report.ts is out of date`);
  return key;
}

/** The chunk and everything it imports statically. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  manifest[key].imports?.forEach((k) => closure(k, into));
  return into;
}

/** A file's gzip size, compressed once however many pages load it. */
const gzipped = new Map<string, number>();
const gz = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length).get(file)!;
const kb = (n: number) => (n / 1024).toFixed(1);

/** The sources a JavaScript file was built from (its source map), as paths. */
function sourcesOf(file: string): string[] {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
// The entry paints; the app it imports at once (main.tsx) hydrates: both load on every page.
const everyPage = closure(entry);
manifest[entry].dynamicImports?.forEach((k) => closure(k, everyPage));

let failed = false;
/** Every chunk some public page loads at first. */
const counted = new Set<string>();
console.log('First load of each public page (gzip), against its budget:\n');
console.log(`${'page'.padEnd(24)} ${'JS KB'.padStart(7)} ${'budget'.padStart(7)} ${'CSS KB'.padStart(7)}  verdict`);
for (const page of PAGES) {
  const keys = new Set(everyPage);
  if (page.route) closure(keyOf(page.route), keys);
  page.idle.forEach((ref) => closure(keyOf(ref), keys));
  keys.forEach((k) => counted.add(k));
  const chunks = [...keys].map((k) => manifest[k]);
  const js = chunks.filter((c) => c.file.endsWith('.js')).map((c) => c.file);
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const jsSize = js.reduce((sum, f) => sum + gz(f), 0);
  const cssSize = css.reduce((sum, f) => sum + gz(f), 0);
  const sources = js.flatMap(sourcesOf);
  const found = FORBIDDEN.map(([what, test]) => [what, sources.filter((s) => test.test(s))] as const).filter(([, s]) => s.length);
  const problems = [
    ...(jsSize > page.jsBudget * 1024 ? [`JavaScript over ${page.jsBudget} KB`] : []),
    ...(cssSize > CSS_BUDGET_KB * 1024 ? [`CSS over ${CSS_BUDGET_KB} KB`] : []),
    ...found.map(([what, s]) => `${what} code (${s.length} modules, e.g. ${s[0].replace(/^(\.\.\/)+/, '')})`),
  ];
  failed ||= problems.length > 0;
  console.log(
    `${page.path.padEnd(24)} ${kb(jsSize).padStart(7)} ${String(page.jsBudget).padStart(7)} ${kb(cssSize).padStart(7)}  ${problems.length ? problems.join('; ') : 'OK'}`,
  );
}

const lazy = Object.keys(manifest).filter((k) => !counted.has(k) && manifest[k].file.endsWith('.js'));
console.log(`\nLoaded on demand (admin, login, uploads, the mocks): ${lazy.length} chunks, ${kb(lazy.reduce((s, k) => s + gz(manifest[k].file), 0))} KB`);
if (failed) {
  console.log('\nOver budget, or admin or upload code on a public page.');
  process.exit(1);
}
