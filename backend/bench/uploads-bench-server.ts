// The server side of `npm run bench:uploads`, in a process of its own so its memory is its own: the app itself
// (createApp over a temporary SQLite database with the demo content, so its super admin can export, storing case
// files on local disk, or in the S3 bucket the S3_* variables name), or a bare Node server that writes the request
// body to a file and sends the file back on GET. It samples its resident memory every 20 ms and reports the peak
// when asked (and starts the peak again from the current figure on 'reset').
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { seedDemo } from '../src/db/seeds/demo';
import { createStorage } from '../src/storage';

const mode = process.env.BENCH_MODE as 'app' | 'bare';
const dir = mkdtempSync(join(tmpdir(), `bench-uploads-${mode}-`));
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

async function appServer(): Promise<Server> {
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      SQLITE_FILE: join(dir, 'bench.sqlite'),
      UPLOADS_DIR: join(dir, 'uploads'),
    },
    dir,
  );
  const db = createDb(config.database);
  await migrate(db);
  await seedDemo(db);
  return createServer(createApp({ db, config, storage: createStorage(config) }).callback());
}

function bareServer(): Server {
  return createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      return void pipeline(createReadStream(join(dir, 'upload')), res).catch(() => res.destroy());
    }
    pipeline(req, createWriteStream(join(dir, 'upload')))
      .then(() => res.writeHead(204).end())
      .catch(() => res.writeHead(500).end());
  });
}

const server = mode === 'app' ? await appServer() : bareServer();
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, rss: process.memoryUsage().rss });
});
process.on('message', (m) => {
  if (m === 'peak') return void process.send?.({ peak });
  if (m === 'reset') {
    peak = process.memoryUsage().rss;
    return void process.send?.({ peak });
  }
  clearInterval(sampler);
  server.close(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
