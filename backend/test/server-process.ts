// A server in a process of its own, started as production starts it (NODE_ENV=production, JSON log lines) on an
// SQLite file in `dir`, for the tests that stop it with a signal.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `command args` run from the repository's root with `env` over a production environment; `port` resolves once
 * the server says it is running (rejects if it exits first), `exited` with its exit code once all it wrote is read.
 */
export function serverProcess(command: string, args: string[], dir: string, env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.novaguide.example',
      JWT_SECRET: 'server-process-secret-server-process-secret-01',
      SEED_DEMO: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SQLITE_FILE: join(dir, 'db.sqlite'),
      UPLOADS_DIR: join(dir, 'uploads'),
      DIST_DIR: join(dir, 'dist'),
      DATABASE_URL: '',
      SMTP_HOST: '',
      S3_BUCKET: '',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  // 'close', not 'exit': by then everything the process wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const port = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited before listening:\n${out}`));
    });
  });
  return {
    child,
    port,
    exited,
    output: () => out,
    /** The JSON lines it logged, in order. */
    logged: <T extends { msg: string }>() =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as T),
  };
}
