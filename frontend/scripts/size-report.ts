// `npm run size`: each public page's first-load JavaScript and CSS (gzip), from the build's manifest, against its
// budget, and no admin or upload code on any public page (read from the chunks' source maps). ADR 0032.
//
// A public page is the server's HTML with islands (frontend/src/app/islands.ts). Its first load is the entry
// (boot.ts, with everything it imports): no island wakes before a visitor reaches for it or scrolls to it (the
// pricing carousel, the only one that wakes in view, is below a phone's first screen). What a visitor's reach wakes
// (the menu, the carousel, the forms, the cookie banner) is reported beside it as "on reach": the runtime and every island of the page,
// woken. The case-file uploader loads only when a visitor reaches the file area, so it is in neither, and
// must not be found in either. Exits 1 when a page is over budget or carries such code.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure, type BuildManifest } from '@shared/contract/server-render';
import { CHAT_WAKER } from '../src/app/islands';

interface Page {
  path: string;
  /** The page's islands (the module each loads), as its server render places them. */
  islands: string[];
  /** First-load JavaScript, KB gzip. */
  jsBudget: number;
}

const CSS_BUDGET_KB = 30;
const RUNTIME = 'src/app/island-runtime.tsx';
const island = (name: string) => `src/features/${name}.tsx`;
const HEADER = island('header/site-header');
const NEWSLETTER = island('footer/newsletter-form');
/** The cookie banner, on every page while the site has a tracker that needs consent: its code loads only when reached for. */
const CONSENT = island('consent-banner/consent-banner');
const CONTACT_FORM = island('contact/contact-form');
/** The button of the pages an email's links open. */
const NEWSLETTER_LINK = island('newsletter/newsletter-link-form');

/** The budgets: a page read and scrolled runs its entry alone; the pages with a form may carry a little more. */
const PAGES: Page[] = [
  {
    path: '/',
    islands: [
      HEADER,
      island('pricing/pricing-section'),
      island('services/services-section'),
      island('testimonials/testimonial-avatar'),
      island('booking/booking-form'),
      NEWSLETTER,
      CONSENT,
    ],
    jsBudget: 45,
  },
  { path: '/contact', islands: [HEADER, CONTACT_FORM, NEWSLETTER, CONSENT], jsBudget: 45 },
  { path: '/service-details/:id', islands: [HEADER, island('service-details/detail-image'), NEWSLETTER, CONSENT], jsBudget: 15 },
  { path: '/blog', islands: [HEADER, NEWSLETTER, CONSENT], jsBudget: 15 },
  { path: '/blog/:slug', islands: [HEADER, NEWSLETTER, CONSENT], jsBudget: 15 },
  { path: '/privacy-policy', islands: [HEADER, NEWSLETTER, CONSENT], jsBudget: 15 },
  { path: '/terms-conditions', islands: [HEADER, NEWSLETTER, CONSENT], jsBudget: 15 },
  { path: '/newsletter/confirm', islands: [HEADER, NEWSLETTER_LINK, NEWSLETTER, CONSENT], jsBudget: 15 },
  { path: '/newsletter/unsubscribe', islands: [HEADER, NEWSLETTER_LINK, NEWSLETTER, CONSENT], jsBudget: 15 },
];

/** Sources no public page may carry: the admin area's, the article editor's and the case-file upload's. */
const FORBIDDEN: [what: string, test: RegExp][] = [
  [
    'admin',
    /\/src\/(routes\/admin|features\/[^/]+\/admin|features\/(admin-accounts|dashboard|inbox|media-library|activity|notifications-admin|homepage-layout-admin))\//,
  ],
  // The uploader (the tus client and what drives it); the booking form's file field itself is part of the form.
  // The article editor (TipTap and ProseMirror): only the admin's.
  ['editor', /node_modules\/(@tiptap|prosemirror-)/],
  ['upload', /tus-js-client|\/features\/booking\/(tus-|case-upload-(list|controller|row|storage|status))/],
];

const dist = process.env.DIST_DIR ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;

/**
 * A module's chunk, as a manifest key: the key itself, or the chunk with the module's name (a module that the admin
 * area imports too lives in a chunk of both, named after it).
 */
function keyOf(ref: string): string {
  if (manifest[ref]) return ref;
  const name = ref.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const key = Object.keys(manifest).find((k) => manifest[k].name === name);
  if (!key) throw new Error(`No chunk ${ref} in ${manifestPath}: the page table in frontend/scripts/size-report.ts is out of date`);
  return key;
}

/** The chunk and everything it imports statically. */
const closure = (key: string, into?: Set<string>) => chunkClosure(manifest, key, into);

/** A file's gzip size, compressed once however many pages load it. */
const gzipped = new Map<string, number>();
const gz = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length).get(file)!;
const kb = (n: number) => (n / 1024).toFixed(1);

/** The sources a JavaScript file was built from (its source map), as paths. */
function sourcesOf(file: string): string[] {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

/** The page's entry (boot.ts, from index.html); an island's waker is an entry of its own, loaded only with it. */
const entry = 'index.html';
/** Every page loads the entry and what it imports; nothing it loads on demand. */
const everyPage = closure(entry);

const js = (keys: Set<string>) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const size = (files: string[]) => files.reduce((sum, f) => sum + gz(f), 0);
/** The first load, the same on every page: no island wakes before a visitor reaches for it. */
const jsSize = size(js(everyPage));
const cssSize = size([...new Set([...everyPage].flatMap((k) => manifest[k].css ?? []))]);

let failed = false;
/** Every chunk some public page loads, at first or on reach. */
const counted = new Set<string>();
console.log('Each public page (gzip): its first load against its budget, and what a visitor reaching every island loads:\n');
console.log(`${'page'.padEnd(24)} ${'JS KB'.padStart(7)} ${'budget'.padStart(7)} ${'CSS KB'.padStart(7)} ${'on reach'.padStart(9)}  verdict`);
for (const page of PAGES) {
  const reach = new Set(everyPage);
  [RUNTIME, ...page.islands].forEach((ref) => closure(keyOf(ref), reach));
  reach.forEach((k) => counted.add(k));
  const sources = js(reach).flatMap(sourcesOf);
  const found = FORBIDDEN.map(([what, test]) => [what, sources.filter((s) => test.test(s))] as const).filter(([, s]) => s.length);
  const problems = [
    ...(jsSize > page.jsBudget * 1024 ? [`JavaScript over ${page.jsBudget} KB`] : []),
    ...(cssSize > CSS_BUDGET_KB * 1024 ? [`CSS over ${CSS_BUDGET_KB} KB`] : []),
    ...found.map(([what, s]) => `${what} code (${s.length} modules, e.g. ${s[0].replace(/^(\.\.\/)+/, '')})`),
  ];
  failed ||= problems.length > 0;
  console.log(
    `${page.path.padEnd(24)} ${kb(jsSize).padStart(7)} ${String(page.jsBudget).padStart(7)} ${kb(cssSize).padStart(7)} ${kb(size(js(reach))).padStart(9)}  ${problems.length ? problems.join('; ') : 'OK'}`,
  );
}

// The chat (while it is switched on): its button is an island of every page, and the conversation's panel, stream
// and calls are a chunk of their own that loads only when the button is pressed (or a conversation left open asks
// for it), beyond what the page had woken. Its budget is apart from the pages' own.
const CHAT_WIDGET_BUDGET_KB = 12;
const chatReach = closure(keyOf(island('chat-widget/chat-button')), closure(keyOf(RUNTIME), new Set(everyPage)));
const chatWidget = [...closure(keyOf(island('chat-widget/chat-widget')))].filter((k) => !chatReach.has(k));
chatWidget.forEach((k) => counted.add(k));
// Its waker is the only script a page gains when the chat is switched on: one file, sharing no chunk with the pages'.
const waker = closure(CHAT_WAKER);
waker.forEach((k) => counted.add(k));
const wakerProblem = !manifest[CHAT_WAKER]?.isEntry
  ? `the waker ${CHAT_WAKER} is not an entry of the build (vite.config.ts)`
  : waker.size !== 1
    ? `the waker imports other chunks (${[...waker].filter((k) => k !== CHAT_WAKER).join(', ')})`
    : undefined;
failed ||= !!wakerProblem;
const chatButtonSize = size(js(chatReach)) - size(js(everyPage));
const chatWidgetSize = size(js(new Set(chatWidget)));
const chatOver = chatWidgetSize > CHAT_WIDGET_BUDGET_KB * 1024;
failed ||= chatOver;
console.log(
  `\nThe chat: its waker on every page ${kb(size(js(waker)))} KB  ${wakerProblem ?? 'OK'}; its button on reach (with the islands' runtime) ${kb(chatButtonSize)} KB; its panel when pressed ${kb(chatWidgetSize)} KB of ${CHAT_WIDGET_BUDGET_KB}  ${chatOver ? 'over budget' : 'OK'}`,
);

const lazy = Object.keys(manifest).filter((k) => !counted.has(k) && manifest[k].file.endsWith('.js'));
console.log(
  `\nLoaded on demand elsewhere (admin, login, uploads, the mocks): ${lazy.length} chunks, ${kb(lazy.reduce((s, k) => s + gz(manifest[k].file), 0))} KB`,
);
if (failed) {
  console.log('\nOver budget, or admin or upload code on a public page.');
  process.exit(1);
}
