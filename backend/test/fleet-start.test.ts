// A fleet starts together: three instances started at the same moment on one MySQL database, with the demo content
// asked for and a first super admin in the environment. All three come up ready and the data exists once; on a
// database that already has its content, they leave it as it is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { loadConfig } from '../src/config';
import { createDb, pendingMigrations } from '../src/db/knex';
import { ALL_TABLES } from '../src/db/seeds/demo';
import { startServer, type RunningServer } from '../src/server';
import { capturedLog, messagesOf } from './captured-log';
import { mysqlAvailable, mysqlDatabase } from './harness';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

const owner = { email: 'owner@clinic.example', password: 'Own#Passw0rd' };

describe.skipIf(!available)('three instances starting at once on one MySQL database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'novaguide-fleet-'));
  let url: string;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts three servers at the same moment; answers them and what each one said. */
  async function startFleet(env: Record<string, string>) {
    const logs = [capturedLog(), capturedLog(), capturedLog()];
    const fleet = await Promise.allSettled(logs.map(({ logger }) => startServer(loadConfig(env, dir), { logger })));
    const running = fleet.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    return { fleet, running, said: logs.map(({ lines }) => messagesOf(lines)) };
  }

  const envOf = (databaseUrl: string, extra: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    JWT_SECRET: 'fleet-start-secret-fleet-start-secret-0123',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    PORT: '0',
    HOST: '127.0.0.1',
    UPLOADS_DIR: join(dir, 'uploads'),
    DIST_DIR: join(dir, 'no-dist'),
    ...extra,
  });

  async function stop(running: RunningServer[]) {
    await Promise.all(running.map((r) => r.close()));
  }

  /**
   * The rows of every table, counted, and the content version: what a start must not change on an old database
   * (but the table the old database lacks, which its migration makes).
   */
  async function snapshot() {
    const db = createDb({ client: 'mysql2', url });
    try {
      const counts: Record<string, number> = {};
      for (const table of ALL_TABLES.filter((t) => t !== 'idempotency_keys'))
        counts[table] = Number(((await db(table).count({ n: '*' }).first()) as { n: number }).n);
      const version = (await db('content_version').select('version'))[0] as { version: number };
      const admins = await db('admins').select('email', 'password_hash', 'updated_at').orderBy('email');
      const heroes = await db('heroes').select('id', 'title').orderBy('id');
      return { counts, version, admins, heroes };
    } finally {
      await db.destroy();
    }
  }

  it('on an empty database: all three become ready, and the demo content and the first admin exist once', async () => {
    url = await mysqlDatabase('novaguide_fleet_start');
    const { fleet, running, said } = await startFleet(envOf(url));
    try {
      expect(fleet.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      for (const r of running) expect((await fetch(`${r.url}/readyz`)).status).toBe(200);
      // One of them seeded and said so; the other two found it done.
      expect(said.filter((lines) => lines.some((l) => l.includes('seeded with the demo content')))).toHaveLength(1);

      // The owner signs in on each instance.
      for (const r of running) {
        const login = await fetch(`${r.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(owner),
        });
        expect(login.status).toBe(200);
      }
    } finally {
      await stop(running);
    }
    const { counts, version, admins } = await snapshot();
    expect(admins.filter((a) => a.email === owner.email)).toHaveLength(1);
    expect(admins.map((a) => a.email).sort()).toEqual([owner.email, ...demoData.demoAdmins.map((a) => a.admin.email)].sort());
    expect(counts).toMatchObject({
      heroes: demoData.heroes.length,
      headers: demoData.headers.length,
      footers: demoData.footers.length,
      bookings: demoData.bookings.length,
      contact_messages: demoData.contactMessages.length,
      newsletter_subscribers: demoData.newsletterSubscribers.length,
      revisions: demoData.revisions.length,
    });
    // The seed raises the content version once.
    expect(Number(version.version)).toBe(1);
  }, 60_000);

  it('on an old database (a migration behind, content edited): they migrate it and leave the content as it is', async () => {
    const db = createDb({ client: 'mysql2', url });
    try {
      // The content an admin edited since, and a migration of this release not run yet.
      const [first] = (await db('heroes').select('id').orderBy('id').limit(1)) as { id: string }[];
      await db('heroes').where('id', first.id).update({ title: 'Guided surgery, planned with your team' });
      await db('heroes').whereNot('id', first.id).limit(1).delete();
      await db('knex_migrations').where('name', '20261126000001_idempotency').delete();
      await db.schema.dropTable('idempotency_keys');
    } finally {
      await db.destroy();
    }
    const before = await snapshot();
    // The owner's password in the environment is not the one stored: the stored one stays.
    const { fleet, running, said } = await startFleet(envOf(url, { ADMIN_PASSWORD: 'Other#Passw0rd' }));
    try {
      expect(fleet.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      for (const r of running) expect((await fetch(`${r.url}/readyz`)).status).toBe(200);
      expect(said.flat().filter((l) => l.includes('seeded'))).toEqual([]);
    } finally {
      await stop(running);
    }
    const check = createDb({ client: 'mysql2', url });
    try {
      expect(await pendingMigrations(check)).toEqual([]);
    } finally {
      await check.destroy();
    }
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});

if (!available) it.skip('MySQL is not reachable: the fleet start test is skipped', () => undefined);
