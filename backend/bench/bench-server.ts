// The servers under test, in a process of their own so the load generator does not share their event loop: the
// backend (over the built site, demo content) and a bare Node server that sends, for each benchmarked path, the
// very bytes the backend sends for it (status, headers and body; Node adds Date and Connection to both), with no
// framework, routing, cache or database around it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestBackend } from '../test/harness';

const distDir = process.env.BENCH_DIST_DIR!;
const paths = JSON.parse(process.env.BENCH_PATHS!) as string[];

const backend = await startTestBackend({ distDir, ...(process.env.BENCH_MYSQL_URL ? { mysqlUrl: process.env.BENCH_MYSQL_URL } : {}) });
const site = backend.baseUrl.replace(/\/api$/, '');

const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const sent = new Map<string, { status: number; headers: string[]; bytes: Buffer }>();
for (const path of paths) {
  const res = await fetch(`${site}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
  const headers = [...res.headers].filter(([name]) => !PER_CONNECTION.has(name)).flat();
  sent.set(path, { status: res.status, headers, bytes: Buffer.from(await res.arrayBuffer()) });
}

const bare = createServer((req, res) => {
  const answer = sent.get(req.url ?? '');
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.bytes);
});
bare.listen(0, '127.0.0.1');
await new Promise((r) => bare.once('listening', r));

process.send?.({
  bare: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
  site,
  database: backend.config.database.client === 'mysql2' ? 'MySQL' : 'SQLite',
  sizes: Object.fromEntries([...sent].map(([p, a]) => [p, a.bytes.length])),
});
process.on('message', async () => {
  await backend.close();
  bare.close();
  process.exit(0);
});
