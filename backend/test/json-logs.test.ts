// In production (LOG_FORMAT=json, the default outside development) every line the process writes is one JSON
// object, whoever writes it: Knex's pool, a failed email, the AWS SDK's warning, console, node's own warnings, an
// unhandled rejection and an uncaught exception. Each case runs a real process and reads all it wrote.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { MAIL_FAILURE_REASONS } from '@shared/contract/mail';
import { serverProcess } from './server-process';
import { bookingRequest } from './visitor';

const dirs: string[] = [];

interface Line {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A process of the app (a production server's environment), everything it writes on stdout and stderr kept. */
function run(args: string[], env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'novaguide-json-logs-'));
  dirs.push(dir);
  const app = serverProcess(process.execPath, ['--import', 'tsx', ...args], dir, {
    // JSON because NODE_ENV=production, as in a real deployment; warnings as node prints them by default.
    LOG_FORMAT: '',
    SEED_DEMO: '',
    SHUTDOWN_DRAIN_MS: '0',
    NODE_OPTIONS: '',
    NODE_NO_WARNINGS: '',
    ...env,
  });
  // Some of these processes are meant to exit before they listen.
  app.port.catch(() => undefined);
  const { child, exited, output } = app;
  return {
    child,
    exited,
    /** Every line parsed: a line that is not JSON fails the test, naming it. */
    lines: (): Line[] =>
      output()
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => {
          try {
            return JSON.parse(l) as Line;
          } catch {
            throw new Error(`Not a JSON line: ${l}\n--- all it wrote:\n${output()}`);
          }
        }),
    async until<T>(what: string, find: (lines: Line[]) => T | undefined, ms = 60_000): Promise<T> {
      const end = Date.now() + ms;
      for (;;) {
        const found = find(this.lines());
        if (found) return found;
        if (Date.now() > end || child.exitCode !== null) throw new Error(`No ${what} in:\n${output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each case is a process of its own: they run side by side.
describe.concurrent('JSON log lines in production', () => {
  it("writes Knex's pool errors and the failed start as JSON lines when the database does not answer", async ({ expect }) => {
    const app = run(['backend/src/server.ts'], { DATABASE_URL: `mysql://root@127.0.0.1:${await closedPort()}/novaguide`, DB_ACQUIRE_TIMEOUT_MS: '1000' });
    expect(await app.exited).toBe(1);
    const lines = app.lines();
    expect(lines).toContainEqual(expect.objectContaining({ source: 'knex', msg: expect.stringMatching(/^Acquire connection error: .*ECONNREFUSED/s) }));
    expect(lines.at(-1)).toMatchObject({
      level: 60,
      msg: expect.stringMatching(/^The server could not start/),
      err: { stack: expect.stringContaining('\n    at ') },
    });
  }, 120_000);

  it('refuses a production start with email on but no sender address in one JSON line naming the setting', async ({ expect }) => {
    const app = run(['backend/src/server.ts'], { SMTP_HOST: 'smtp.novaguide.example' });
    expect(await app.exited).toBe(1);
    expect(app.lines()).toEqual([
      expect.objectContaining({
        level: 60,
        msg: expect.stringMatching(/^Invalid configuration: SMTP_FROM is required in production when SMTP_HOST is set/),
        problems: [expect.stringMatching(/^SMTP_FROM is required in production when SMTP_HOST is set/)],
      }),
    ]);
  }, 120_000);

  it("writes a failed email with its delivery id, the AWS SDK's warning and the stop as JSON lines", async ({ expect }) => {
    const app = run(['backend/src/server.ts'], {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await closedPort()),
      SMTP_FROM: 'NovaGuide <planning@novaguide.example>',
      S3_BUCKET: 'novaguide-json-logs',
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    const url = await app.until('start line', (lines) => lines.map((l) => /running at (http:\S+) /.exec(l.msg)?.[1]).find(Boolean));
    // The visitor's confirmation is sent at once, to a mail server that is not there.
    const booked = await fetch(`${url}/api/booking/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(bookingRequest()),
    });
    expect(booked.status).toBe(201);
    const failed = await app.until('failed email', (lines) => lines.find((l) => l.deliveryId));
    expect(failed).toMatchObject({
      level: 40,
      kind: 'booking-confirmation',
      attempt: 1,
      nextAttemptAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reason: MAIL_FAILURE_REASONS.refused,
      err: { message: expect.stringContaining('ECONNREFUSED') },
    });
    expect(failed.msg).toContain(failed.deliveryId as string);

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    const lines = app.lines();
    // The AWS SDK warns once per process on a Node version it will stop supporting (Node 20 today).
    if (Number(process.versions.node.split('.')[0]) < 22) {
      expect(lines).toContainEqual(expect.objectContaining({ level: 40, source: 'process', msg: expect.stringContaining('AWS SDK for JavaScript') }));
    }
    expect(lines.at(-1)?.msg).toBe('Stopped');
  }, 120_000);

  it("writes console output, node's warnings, an unhandled rejection and an uncaught exception as JSON lines, then exits 1", async ({ expect }) => {
    const script = `
      const { createLogger } = await import('./backend/src/middleware/request-log.ts');
      const { installProcessLog } = await import('./backend/src/middleware/process-log.ts');
      installProcessLog(createLogger({ logLevel: 'info', logFormat: 'json' }), { logFormat: 'json' });
      process.emitWarning('first line\\nsecond line', 'DeprecationWarning', 'DEP0999');
      console.error('a driver says:\\n  something');
      Promise.reject(new Error('nobody waited'));
      setTimeout(() => { throw new TypeError('boom'); }, 50);
      setTimeout(() => console.log('still running'), 5000);
    `;
    const app = run(['--input-type=module', '-e', script]);
    expect(await app.exited).toBe(1);
    const lines = app.lines();
    // A warning is emitted on the next tick: after the console line.
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'a driver says:\n  something'],
      [40, 'first line\nsecond line'],
      [50, 'Unhandled promise rejection: nobody waited'],
      [60, 'Uncaught exception, exiting: boom'],
    ]);
    expect(lines[1]).toMatchObject({ source: 'process', warning: { type: 'DeprecationWarning', code: 'DEP0999' } });
    expect(lines[2]).toMatchObject({ err: { type: 'Error', stack: expect.stringContaining('nobody waited\n    at ') } });
    expect(lines[3]).toMatchObject({ err: { type: 'TypeError', stack: expect.stringMatching(/^TypeError: boom\n\s+at /) } });
  }, 120_000);
});
