// Demo accounts only when asked for (ADR 0004): a bare server start seeds nothing, `npm start` asks for the demo
// content and says how to sign in, and a production start refuses while an admin has a demo password.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { hashPassword } from '../src/auth/passwords';
import { ConfigError, loadConfig } from '../src/config';
import { createDb } from '../src/db/knex';
import { startServer } from '../src/server';
import { npmStartEnv } from '../src/start';
import { capturedLog, messagesOf } from './captured-log';

const dir = mkdtempSync(join(tmpdir(), 'novaguide-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server's environment over its own SQLite file (no SEED_DEMO unless given). */
const envFor = (name: string, extra: Record<string, string> = {}) => ({
  JWT_SECRET: 'demo-test-secret-demo-test-secret-0123456789',
  PORT: '0',
  HOST: '127.0.0.1',
  SQLITE_FILE: join(dir, `${name}.sqlite`),
  UPLOADS_DIR: join(dir, `${name}-uploads`),
  DIST_DIR: join(dir, 'no-dist'),
  ...extra,
});

/** Starts the server as `npm run start:server` does (or with npm start's environment); answers what it said. */
async function start(env: Record<string, string>) {
  const { lines, logger } = capturedLog();
  const running = await startServer(loadConfig(env, dir), { logger });
  return { running, said: messagesOf(lines) };
}

async function adminEmails(file: string) {
  const db = createDb({ client: 'better-sqlite3', filename: file });
  try {
    return ((await db('admins').select('email')) as { email: string }[]).map((r) => r.email).sort();
  } finally {
    await db.destroy();
  }
}

const demoEmails = demoData.demoAdmins.map((a) => a.admin.email).sort();
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;

describe('SEED_DEMO', () => {
  it('is off unless given, whatever NODE_ENV (development, test, unset)', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      const env = envFor('cfg', NODE_ENV ? { NODE_ENV } : {});
      expect(loadConfig(env, dir).seedDemo).toBe(false);
      expect(loadConfig({ ...env, SEED_DEMO: 'true' }, dir).seedDemo).toBe(true);
    }
  });

  it('npm start asks for it, unless SEED_DEMO is given or NODE_ENV=production', () => {
    expect(npmStartEnv({}).SEED_DEMO).toBe('true');
    expect(npmStartEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe('false');
    expect(npmStartEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBeUndefined();
  });

  it('a bare server start seeds no demo admin and prints no demo login', async () => {
    const env = envFor('bare');
    const { running, said } = await start(env);
    await running.close();
    expect(await adminEmails(env.SQLITE_FILE)).toEqual([]);
    expect(said.join('\n')).not.toContain(superAdmin.password);
    expect(said.join('\n')).not.toContain('seeded');
  });

  it("npm start's environment seeds the demo content and prints the demo login", async () => {
    const env = npmStartEnv(envFor('npm-start')) as Record<string, string>;
    const { running, said } = await start(env);
    await running.close();
    expect(await adminEmails(env.SQLITE_FILE)).toEqual(demoEmails);
    expect(said).toContain(`Sign in at ${running.url}/login as ${superAdmin.admin.email} / ${superAdmin.password}`);
  });
});

describe('a production start', () => {
  const production = (name: string, extra: Record<string, string> = {}) =>
    envFor(name, { NODE_ENV: 'production', PUBLIC_URL: 'https://www.novaguide.example', LOG_LEVEL: 'info', ...extra });

  it('refuses while an admin has a demo password, naming the accounts', async () => {
    // The demo database `npm start` made, then started for production.
    const seeded = await start(npmStartEnv(envFor('to-production')) as Record<string, string>);
    await seeded.running.close();
    const refused = await start(production('to-production')).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as ConfigError).message;
    for (const email of demoEmails) expect(message).toContain(email);
    expect(message).toMatch(/Demo accounts with published passwords are present/);
    expect(message).not.toContain(superAdmin.password);
  });

  it('starts once every demo password is changed, and with SEED_DEMO=true (a demo site, asked for)', async () => {
    const asDemoSite = await start(production('to-production', { SEED_DEMO: 'true' }));
    await asDemoSite.running.close();

    const db = createDb({ client: 'better-sqlite3', filename: join(dir, 'to-production.sqlite') });
    await db('admins').update({ password_hash: await hashPassword('A new passphrase #2027') });
    await db.destroy();
    const { running } = await start(production('to-production'));
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    await running.close();
  });

  it('with ADMIN_EMAIL and ADMIN_PASSWORD on an empty database: its own super admin, no demo', async () => {
    const env = production('fresh-production', { ADMIN_EMAIL: 'owner@clinic.example', ADMIN_PASSWORD: 'Own#Passw0rd' });
    const { running } = await start(env);
    await running.close();
    expect(await adminEmails(env.SQLITE_FILE)).toEqual(['owner@clinic.example']);
  });
});
