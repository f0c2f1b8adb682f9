// Case files as a dentist sends them and the team receives them (ADR 0027), in chromium against the full stack:
// an intraoral scan (STL) and a CBCT series (a DICOM zip), both generated here, go with a booking through the
// form's resumable upload list; the admin sees the series' summary, both checksums and the 3D preview in the
// Inbox. Then a 500 MB scan survives the server being restarted halfway: the upload resumes by itself, with the
// same upload, and arrives complete with the source's SHA-256 (the issue's "Done when", on `npm start`'s
// embedded database).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryStl, dicomSeriesZip } from '../../contract-tests/support/case-files';
import { browserAvailable, buildSite, launchBrowser, openPage, signInAsSuperAdmin, siteInBrowser, tickHealthConsent } from './support';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function fillBooking(page: Page, site: string, name: string) {
  await page.goto(`${site}/#contact-section`);
  const form = page.locator('#contact-section form');
  await form.getByLabel(/name/i).first().fill(name);
  await form.getByLabel(/email/i).fill('planning@hoffmann-implantology.example');
  await form.getByLabel(/phone/i).fill('+49 30 5550 1234');
  await form.getByLabel(/subject/i).fill('Fully guided protocol for 36 and 46');
  await form.getByLabel(/date/i).fill('2026-12-10');
  await form.getByLabel(/time/i).fill('09:30');
  return form;
}

async function openBookingInInbox(page: Page, site: string, name: string) {
  await signInAsSuperAdmin(page, site);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('button', { name }).click();
  return page.getByRole('list', { name: 'Case files' });
}

describe.skipIf(!browserAvailable)('case files from the booking form to the Inbox', () => {
  const run = siteInBrowser('case_files');
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'novaguide-case-files-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends an STL and a DICOM zip with a booking; the admin sees the summary, the checksums and the 3D preview', async () => {
    const stl = binaryStl(600);
    const zip = dicomSeriesZip(24);
    writeFileSync(join(dir, 'lower-arch.stl'), stl);
    writeFileSync(join(dir, 'hoffmann-cbct.zip'), zip);

    const page = await openPage(run.browser);
    const form = await fillBooking(page, run.stack.site, 'Dr. Lena Hoffmann');
    await form.locator('input[type="file"]').setInputFiles([join(dir, 'lower-arch.stl'), join(dir, 'hoffmann-cbct.zip')]);
    const list = form.getByRole('list', { name: 'Case files' });
    await list.getByText(/^Complete — STL mesh/).waitFor();
    await list.getByText(/^Complete — DICOM series/).waitFor();
    await tickHealthConsent(form);
    await form.getByRole('button', { name: /book|submit/i }).click();
    await page.getByText('Booking submitted successfully! We will contact you soon.').waitFor();

    const files = await openBookingInInbox(page, run.stack.site, 'Dr. Lena Hoffmann');
    const series = files.getByRole('listitem').filter({ hasText: 'hoffmann-cbct.zip' });
    await series.getByText('DICOM series (zip)').waitFor();
    await series.getByText('CT · 24 slices · 4 × 4 px · 0.3 mm slices').waitFor();
    await series.getByText(sha256(zip)).waitFor();
    const scan = files.getByRole('listitem').filter({ hasText: 'lower-arch.stl' });
    await scan.getByText(sha256(stl)).waitFor();

    await scan.getByRole('button', { name: 'Show 3D preview of lower-arch.stl' }).click();
    const dialog = page.getByRole('dialog');
    // The viewer draws the mesh (chromium here has WebGL); it turns and zooms by buttons as by pointer.
    await dialog.getByRole('img', { name: '3D preview of lower-arch.stl' }).waitFor();
    await dialog.getByRole('button', { name: 'Rotate left' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    const canvas = dialog.locator('canvas');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await page.mouse.wheel(0, -200);
    expect(await dialog.getByText(/could not be shown/).count()).toBe(0);
    await page.close();
  });
});

/** A free port on loopback, for a server that must come back on the same address. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

/** `npm start`'s server (backend/src/server.ts) in a process of its own, ready once /readyz answers 200. */
function startServer(site: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  let gone = false;
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => ((gone = true), resolve(code))));
  const listening = (async () => {
    for (;;) {
      if (gone) throw new Error(`the server exited:\n${out}`);
      const ready = await fetch(`${site}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return { child, listening, exited };
}

/** A binary STL of about `mb` MB (random triangles) written to `path`; its SHA-256. */
async function writeScan(path: string, mb: number) {
  const triangles = Math.floor((mb * 1024 * 1024 - 84) / 50);
  const header = Buffer.alloc(84);
  header.write('generated full-arch scan', 'latin1');
  header.writeUInt32LE(triangles, 80);
  const block = randomBytes(1024 * 1024);
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  const write = (b: Buffer) => {
    hash.update(b);
    return out.write(b) ? undefined : new Promise<void>((r) => out.once('drain', () => r()));
  };
  await write(header);
  for (let left = triangles * 50; left > 0; left -= block.length) await write(block.subarray(0, Math.min(block.length, left)));
  await new Promise<void>((r) => out.end(() => r()));
  return hash.digest('hex');
}

describe.skipIf(!browserAvailable)('a 500 MB scan and a server restart halfway', () => {
  let dir: string;
  let server: ChildProcessWithoutNullStreams | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('resumes the upload by itself and arrives complete in the Inbox with the right checksum', { timeout: 240_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-restart-'));
    const file = join(dir, 'full-arch-scan.stl');
    const hash = await writeScan(file, 500);
    const size = statSync(file).size;
    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;
    const uploads = join(dir, 'uploads');
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: site,
      JWT_SECRET: 'restart-test-secret-restart-test-secret-0123',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SQLITE_FILE: join(dir, 'db.sqlite'),
      UPLOADS_DIR: uploads,
      DIST_DIR: buildSite(),
      DATABASE_URL: '',
      SMTP_HOST: '',
      S3_BUCKET: '',
      // No load balancer in front: the restart stops accepting at once instead of draining first.
      SHUTDOWN_DRAIN_MS: '0',
    };
    let first = startServer(site, env);
    server = first.child;
    await first.listening;

    const browser = await launchBrowser();
    try {
      const page = await openPage(browser);
      const form = await fillBooking(page, site, 'Dr. Sofia Marchetti');
      await form.locator('input[type="file"]').setInputFiles(file);
      const bar = form.getByRole('progressbar', { name: /full-arch-scan\.stl/ });

      // Halfway (150 MB or more on disk), the server is restarted, as a deploy does.
      const stored = join(uploads, 'private', 'case-uploads');
      let received = 0;
      let id = '';
      let progress = 0;
      while (received < 150 * 1024 * 1024) {
        id = existsSync(stored) ? (readdirSync(stored).find((n) => /^[a-f0-9]{32}$/.test(n)) ?? '') : '';
        received = id ? statSync(join(stored, id)).size : 0;
        if (received >= size) throw new Error('the upload finished before the restart: nothing was tested');
        await new Promise((r) => setTimeout(r, 10));
      }
      progress = Number(await bar.getAttribute('aria-valuenow'));
      expect(progress).toBeGreaterThan(0);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const atRestart = statSync(join(stored, id)).size;
      expect(atRestart).toBeLessThan(size);

      first = startServer(site, env);
      server = first.child;
      await first.listening;

      // The form resumes the same upload by itself, from what the server kept, and it is checked complete.
      await form
        .getByRole('list', { name: 'Case files' })
        .getByText(/^Complete — STL mesh/)
        .waitFor({ timeout: 180_000 });
      expect(readdirSync(stored).filter((n) => /^[a-f0-9]{32}$/.test(n))).toEqual([id]);
      await tickHealthConsent(form);
      await form.getByRole('button', { name: /book|submit/i }).click();
      await page.getByText('Booking submitted successfully! We will contact you soon.').waitFor();

      const files = await openBookingInInbox(page, site, 'Dr. Sofia Marchetti');
      const scan = files.getByRole('listitem').filter({ hasText: 'full-arch-scan.stl' });
      await scan.getByText('Complete').first().waitFor();
      await scan.getByText(hash).waitFor();
    } finally {
      await browser.close();
    }
  });
});
