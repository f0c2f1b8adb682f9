// `npm run test:urls` (a part of `npm test`): the kit's one command (`npm run contract -- --url`) against the kit's
// two implementations exactly as it would run against a third, each a separate process that shares nothing with the
// suites but its URL: the production build of the backend (`npm run start:prod`) on MySQL, and the mocks (the MSW
// handlers of Storybook and `npm run dev`) served over HTTP (`npm run mock:serve`). Both runs go side by side, each
// one's output printed whole when it ends. Where MySQL does not answer, its run is skipped unless REQUIRE_MYSQL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { freePort } from '../contract-tests/prism/prism-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const MYSQL_SERVER_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const DATABASE = 'novaguide_url_contract';

/** A command's exit code and all it printed. */
function capture(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** A server process, its output kept for when it fails; resolves once `url` answers. */
async function startServer(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, url: string) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`${name} exited before it answered at ${url}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer at ${url} within 120 s:\n${output}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, output: () => output };
}

function stop(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    // The whole group: npm's shell and the server under it.
    process.kill(-child.pid!, 'SIGTERM');
    setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000).unref();
  });
}

async function mysqlAnswers(): Promise<boolean> {
  try {
    const conn = await createConnection({ uri: MYSQL_SERVER_URL, connectTimeout: 2000 });
    await conn.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await conn.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const key = randomBytes(24).toString('base64url');
  const dir = mkdtempSync(join(tmpdir(), 'novaguide-urls-'));
  const servers: ChildProcess[] = [];
  const runs: Promise<{ name: string; code: number; output: string }>[] = [];
  const contract = (name: string, url: string, extra: string[]) =>
    capture('npm', ['run', '--silent', 'contract', '--', '--url', url, '--report-dir', `contract-report/${name}`, ...extra], {
      ...process.env,
      TEST_STATE_KEY: key,
    }).then((r) => ({ name, ...r }));
  try {
    const mysql = await mysqlAnswers();
    if (!mysql && process.env.REQUIRE_MYSQL) throw new Error(`REQUIRE_MYSQL is set but MySQL does not answer at ${MYSQL_SERVER_URL}`);
    if (mysql) {
      const built = await capture('npm', ['run', '--silent', 'build:server'], process.env);
      if (built.code !== 0) throw new Error(`npm run build:server failed:\n${built.output}`);
      const port = await freePort();
      const backend = await startServer(
        'the production build',
        'npm',
        ['run', '--silent', 'start:prod'],
        {
          ...process.env,
          // Not NODE_ENV=production: a production start refuses a test-state key.
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: `${MYSQL_SERVER_URL}/${DATABASE}`,
          SEED_DEMO: 'true',
          JWT_SECRET: randomBytes(32).toString('hex'),
          TEST_STATE_KEY: key,
          UPLOADS_DIR: join(dir, 'uploads'),
          DIST_DIR: join(dir, 'no-dist'),
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'warn',
        },
        `http://127.0.0.1:${port}/readyz`,
      );
      servers.push(backend.child);
      runs.push(contract('backend-mysql', `http://127.0.0.1:${port}`, []));
    } else {
      console.log('contract against URLs: MySQL does not answer, the production build on MySQL is skipped');
    }
    const mockPort = await freePort();
    const mocks = await startServer(
      'the mocks over HTTP',
      'npm',
      ['run', '--silent', 'mock:serve'],
      { ...process.env, HOST: '127.0.0.1', PORT: String(mockPort), TEST_STATE_KEY: key },
      `http://127.0.0.1:${mockPort}/api/hero/active-list`,
    );
    servers.push(mocks.child);
    runs.push(contract('mocks-http', `http://127.0.0.1:${mockPort}`, []));

    let failed = false;
    for (const result of await Promise.all(runs)) {
      console.log(`\n==> npm run contract: ${result.name} (${result.code === 0 ? 'passed' : `FAILED, exit ${result.code}`})\n${result.output}`);
      failed ||= result.code !== 0;
    }
    return failed ? 1 : 0;
  } finally {
    await Promise.all(servers.map(stop));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
