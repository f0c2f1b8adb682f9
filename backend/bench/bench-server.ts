// The servers under test, in a process of their own so the load generator does not share their event loop: the
// backend (over the built site, demo content) and a bare Node server that sends, for each benchmarked path, the
// very bytes the backend sends for it: the same body and type, with no framework, routing or cache around it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestBackend } from '../test/harness';

const distDir = process.env.BENCH_DIST_DIR!;
const paths = JSON.parse(process.env.BENCH_PATHS!) as string[];

const backend = await startTestBackend({ distDir, ...(process.env.BENCH_MYSQL_URL ? { mysqlUrl: process.env.BENCH_MYSQL_URL } : {}) });
const site = backend.baseUrl.replace(/\/api$/, '');

const sent = new Map<string, { status: number; type: string; bytes: Buffer }>();
for (const path of paths) {
  const res = await fetch(`${site}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
  sent.set(path, { status: res.status, type: res.headers.get('content-type') ?? 'text/plain', bytes: Buffer.from(await res.arrayBuffer()) });
}

const bare = createServer((req, res) => {
  const answer = sent.get(req.url ?? '');
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(answer.status, { 'Content-Type': answer.type, 'Content-Length': answer.bytes.length });
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
