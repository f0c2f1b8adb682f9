// Two instances, one system: two servers started the way production starts them (startServer), each with its
// own pool, content cache and S3 client, on one MySQL database and one S3 bucket (s3rver), as behind a load
// balancer. Whatever one instance did, the other one knows. Both read the time from one manual clock the test moves.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@shared/clock';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { demoData } from '@shared/demo-content';
import { render } from '@/entry-server';
import { loadConfig } from '../src/config';
import { createDb, migrate, pendingMigrations } from '../src/db/knex';
import { createLogger } from '../src/middleware/request-log';
import { startServer, type RunningServer } from '../src/server';
import { keyOfPublicUrl } from '../src/storage/file-storage';
import { mysqlAvailable, mysqlDatabase } from './harness';
import { startS3rver, type TestS3 } from './s3';
import { sourceSite } from './source-site';
import { book, sendCaseFile } from './visitor';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe.skipIf(!available)('two instances on one MySQL database and one S3 bucket', () => {
  let s3: TestS3;
  let dir: string;
  const running: RunningServer[] = [];
  let a: string;
  let b: string;
  const clock = new ManualClock();

  beforeAll(async () => {
    s3 = await startS3rver();
    dir = mkdtempSync(join(tmpdir(), 'novaguide-two-'));
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.novaguide.example',
      JWT_SECRET: 'two-instances-secret-two-instances-secret-01',
      DATABASE_URL: await mysqlDatabase('novaguide_two_instances'),
      SEED_DEMO: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: sourceSite().distDir,
      // Nothing may land on a local disk: a folder no instance can write to.
      UPLOADS_DIR: '/dev/null/uploads',
      ...s3.env,
    };
    const logger = createLogger({ logLevel: 'silent', logFormat: 'json' });
    // One after the other, as a rolling deploy does: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) running.push(await startServer({ ...loadConfig(env, dir), clock }, { logger, renderApp: render }));
    [a, b] = running.map((r) => `http://127.0.0.1:${(r.server.address() as AddressInfo).port}`);
  }, 120_000);
  afterAll(async () => {
    for (const r of running) await r.close();
    await s3?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function login(site: string, who = superAdmin) {
    const res = await fetch(`${site}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: who.admin.email, password: who.password }),
    });
    return { status: res.status, body: (await res.json()) as { message: string; data: { token: string } } };
  }
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('both are ready, with the bucket as their storage', async () => {
    for (const site of [a, b]) {
      const res = await fetch(`${site}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    }
  });

  it('serves a logo uploaded through one from the other, with the same URL and cache headers', async () => {
    const { token } = (await login(a)).body.data;
    const form = new FormData();
    form.append('logo', new File([png], 'clinic-logo.png', { type: 'image/png' }));
    const upload = await fetch(`${a}/api/files/logo-upload`, { method: 'POST', headers: bearer(token), body: form });
    expect(upload.status).toBe(201);
    const { fileUrl } = ((await upload.json()) as { data: { fileUrl: string } }).data;
    expect(fileUrl).toMatch(/^\/uploads\/logos\/[a-z0-9]+\.png$/);

    const served = await fetch(`${b}${fileUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    expect(await s3.storage().get(keyOfPublicUrl(fileUrl)!)).not.toBeNull();
    const active = await fetch(`${b}/api/files/logo`);
    expect(((await active.json()) as { data: { fileUrl: string } }).data.fileUrl).toBe(fileUrl);
  });

  it("downloads a booking's case file through the other instance, privately", async () => {
    const { _id, fileNameForVPS } = await book(`${a}/api`, { name: 'Dr. Lena Hoffmann', email: 'lena@praxis-hoffmann.example', subject: 'Guide for #46' });
    expect((await sendCaseFile(`${a}/api`, fileNameForVPS, '%PDF-1.4 CBCT report, region 46', 'cbct-report.pdf')).status).toBe(201);

    const { token } = (await login(b)).body.data;
    const download = await fetch(`${b}/api/booking/case-file/${_id}`, { headers: bearer(token) });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('%PDF-1.4 CBCT report, region 46');
    expect((await fetch(`${b}/api/booking/case-file/${_id}`)).status).toBe(401);
    expect((await fetch(`${b}/uploads/case-files/${fileNameForVPS}.pdf`)).status).toBe(404);
  });

  it('refuses on one instance a token signed out on the other', async () => {
    const { token } = (await login(a)).body.data;
    expect((await fetch(`${b}/api/admin/me`, { headers: bearer(token) })).status).toBe(200);
    expect((await fetch(`${a}/api/admin/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(200);
    const refused = await fetch(`${b}/api/admin/me`, { headers: bearer(token) });
    expect(refused.status).toBe(401);
  });

  it("shows a content change made on one in the other's public pages once a second has passed", async () => {
    type Hero = { _id: string; title: string; displayOrder: number };
    const heroes = ((await (await fetch(`${b}/api/hero/active-list`)).json()) as { data: Hero[] }).data;
    const first = heroes[0];
    // Warm the other instance's page cache.
    expect(await (await fetch(`${b}/`)).text()).toContain(first.title);
    expect(await (await fetch(`${b}/`)).text()).toContain(first.title);

    const { token } = (await login(a)).body.data;
    const title = 'Guided surgery, planned with your team';
    const saved = await fetch(`${a}/api/hero/update/${first._id}`, {
      method: 'PUT',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...first, title }),
    });
    expect(saved.status).toBe(200);
    // Within the second since the other instance last looked, it shows what it has; then it sees the change.
    await clock.advance(999);
    expect(await (await fetch(`${b}/`)).text()).toContain(first.title);
    await clock.advance(1);
    expect(await (await fetch(`${b}/`)).text()).toContain(title);
  });

  it('migrates once when instances start together on a new database', async () => {
    const url = await mysqlDatabase('novaguide_two_instances_migrate');
    const dbs = [0, 1, 2].map(() => createDb({ client: 'mysql2', url }));
    try {
      await Promise.all(dbs.map((db) => migrate(db)));
      expect(await pendingMigrations(dbs[0])).toEqual([]);
      // Two instances that created knex's lock table together could each add its row, which left knex unable to
      // ever lock again: a start after that still migrates.
      await dbs[0]('knex_migrations').where('name', '20261126000001_idempotency').delete();
      await dbs[0].schema.dropTable('idempotency_keys');
      await dbs[0]('knex_migrations_lock').insert({ is_locked: 0 });
      await migrate(dbs[1], 5000);
      expect(await pendingMigrations(dbs[0])).toEqual([]);
      expect(await dbs[0]('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
      // Each migration ran once: no name twice in the log.
      const names = (await dbs[0]<{ name: string }>('knex_migrations').select('name')).map((r) => r.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });

  // Last: the failures also count against this test's address.
  it('counts failed sign-ins across both instances', async () => {
    const wrong = { ...superAdmin, password: 'Wrong#Pass1' };
    for (const site of [a, b, a, b, a]) expect((await login(site, wrong)).status).toBe(401);
    for (const site of [b, a]) {
      expect(await login(site)).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.throttled } });
    }
  });
});
