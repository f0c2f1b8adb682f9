// `npm run bench:images`: a 12-megapixel JPEG uploaded as an admin would, on the backend over the built site
// (SQLite, one libvips thread for variants). Prints the time to store it and the time until its AVIF/WebP
// variants exist, each beside a bare Node server's time to receive and write the same bytes in the same run (a
// ratio), and the bytes chromium downloads for the hero on two phones (360 px wide at 3x; 412 px at 1.75x,
// Lighthouse's mobile device) and a desktop (1280 px), against the original's. A report: it never fails.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../frontend/e2e/chromium';
import { imageDownloads } from '../../frontend/e2e/image-downloads';
import { createLogger, logDestination } from '../src/middleware/request-log';
import { startTestBackend } from '../test/harness';
import { makePhoto } from '../test/photo';
import { builtSite, tablePrinter } from './bench-kit';
import { putPhotoInHero } from './photo-hero';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** A bare server that writes each request's body to a file and answers 201: the floor for storing an upload. */
async function startBare() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  let n = 0;
  const server = createServer(async (req, res) => {
    await pipeline(req, createWriteStream(join(dir, `upload-${n++}`)));
    res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"success":true}');
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((r) => server.close(() => (rmSync(dir, { recursive: true, force: true }), r()))),
  };
}

async function bareUpload(url: string, photo: Buffer) {
  const form = new FormData();
  form.append('image', new File([photo as BlobPart], 'implant-site-12mp.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  await (await fetch(url, { method: 'POST', body: form })).arrayBuffer();
  return performance.now() - started;
}

/** The bytes chromium fetches for the hero image (the original or any variant) on the home page, and which one. */
async function heroDownload(site: string, heroUrl: string, viewport: { width: number; height: number }, deviceScaleFactor: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile: deviceScaleFactor > 1 });
    return await imageDownloads(await context.newPage(), heroUrl, `${site}/`);
  } finally {
    await browser.close();
  }
}

async function main() {
  const distDir = await builtSite();
  const logger = createLogger({ logLevel: 'info', logFormat: 'json' }, logDestination('/dev/null'));
  const [backend, bare, photo] = await Promise.all([startTestBackend({ distDir, logger }), startBare(), makePhoto()]);
  const site = backend.baseUrl.replace(/\/api$/, '');
  try {
    console.log(`A ${(photo.length / 1024 / 1024).toFixed(1)} MB, 4000 x 3000 JPEG; ${RUNS} runs (median); SQLite; variants on one libvips thread\n`);
    const stores: number[] = [];
    const variants: number[] = [];
    const bares: number[] = [];
    let hero = await putPhotoInHero(backend.baseUrl, photo);
    for (let i = 0; i < RUNS; i++) {
      if (i > 0) hero = await putPhotoInHero(backend.baseUrl, photo);
      stores.push(hero.storeMs);
      variants.push(hero.variantsMs);
      bares.push(await bareUpload(bare.url, photo));
    }
    const line = tablePrinter([38, 12, 12, 8]);
    line(['', 'backend', 'bare', 'ratio']);
    const bareMs = median(bares);
    line(['upload stored, answered (ms)', median(stores).toFixed(0), bareMs.toFixed(0), `${(median(stores) / bareMs).toFixed(1)}x`]);
    line(['variants exist (ms from sending)', median(variants).toFixed(0), bareMs.toFixed(0), `${(median(variants) / bareMs).toFixed(1)}x`]);
    console.log(`  (${hero.variants.length} variants: ${hero.variants.map((v) => `${v.format} ${v.width}`).join(', ')})\n`);

    const downloads = tablePrinter([44, 16, 12, 8]);
    downloads(['the hero on the home page', 'fetched', 'original', 'share']);
    for (const [label, viewport, dpr] of [
      ['phone, 360 px wide at 3x', { width: 360, height: 740 }, 3],
      ['phone, 412 px wide at 1.75x (Lighthouse)', { width: 412, height: 823 }, 1.75],
      ['desktop, 1280 px wide at 1x', { width: 1280, height: 800 }, 1],
    ] as const) {
      const fetched = await heroDownload(site, hero.url, viewport, dpr);
      const bytes = fetched.reduce((sum, f) => sum + f.bytes, 0);
      const what = fetched.map((f) => `${f.path.split('-').pop()} (${f.type})`).join(', ') || 'nothing';
      downloads([label, kb(bytes), kb(photo.length), `${((bytes / photo.length) * 100).toFixed(1)} %`]);
      console.log(`  fetched: ${what}`);
    }
  } finally {
    await Promise.all([backend.close(), bare.stop()]);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
