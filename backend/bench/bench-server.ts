// The servers under test, in a process of their own so the load generator does not share their event loop: the
// backend (over the built site, demo content) and a bare Node server that sends, for each benchmarked path, the
// very bytes the backend sends for it (status, headers and body; Node adds Date and Connection to both), with no
// framework, routing, cache, request log or database around it. With BENCH_COLD=1, the site it reports is a
// just-started instance instead: a server of its own over the seeded database, with an empty pool and cache, that has
// rendered nothing yet (its bare server then has nothing to send). With BENCH_ARTICLES=n, n more articles are written
// first (bench-articles.ts), and how long that took is reported, with the search's own time (without HTTP).
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, logDestination } from '../src/middleware/request-log';
import { startTestBackend } from '../test/harness';
import { switchBlogOn } from '../test/blog-on';
import { seedBenchArticles, timeSearches } from './bench-articles';

const distDir = process.env.BENCH_DIST_DIR;
const paths = JSON.parse(process.env.BENCH_PATHS!) as string[];
const ENCODINGS = JSON.parse(process.env.BENCH_ENCODINGS!) as string[];

// The request log on, as in production (a JSON line per request at info level, buffered as on stdout), into
// /dev/null: its cost is in the figures.
const logger = createLogger({ logLevel: (process.env.BENCH_LOG_LEVEL as 'info' | undefined) ?? 'info', logFormat: 'json' }, logDestination('/dev/null'));
const backend = await startTestBackend({ distDir, logger, ...(process.env.BENCH_MYSQL_URL ? { mysqlUrl: process.env.BENCH_MYSQL_URL } : {}) });
const site = backend.baseUrl.replace(/\/api$/, '');
const cold = process.env.BENCH_COLD ? await backend.secondInstance() : undefined;

const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/** What the backend sent, by `${accept-encoding} ${path}`: the raw bytes, compressed as they went over the wire. */
const sent = new Map<string, { status: number; headers: string[]; bytes: Buffer }>();
const key = (encoding: string | undefined, path: string) => `${encoding ?? 'identity'} ${path}`;

function fetchRaw(path: string, encoding: string) {
  return new Promise<{ status: number; headers: string[]; bytes: Buffer }>((resolve, reject) => {
    get(`${site}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = Object.entries(res.headers)
          .filter(([name]) => !PER_CONNECTION.has(name))
          .flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, String(value)]]))
          .flat();
        resolve({ status: res.statusCode ?? 0, headers, bytes: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

const seededMs = process.env.BENCH_ARTICLES ? await seedBenchArticles(backend.db, Number(process.env.BENCH_ARTICLES)) : undefined;
const searchMs = process.env.BENCH_ARTICLES ? await timeSearches(backend.db, 300) : undefined;

// The blog's pages and reads are measured with "Enable Blog" on, as a site that has a blog runs.
if (paths.some((path) => path.startsWith('/blog') || path.startsWith('/api/blog'))) await switchBlogOn(backend.baseUrl);

for (const path of cold ? [] : paths) {
  for (const encoding of ENCODINGS) sent.set(key(encoding, path), await fetchRaw(path, encoding));
}

const bare = createServer((req, res) => {
  const answer = sent.get(key(req.headers['accept-encoding'], req.url ?? ''));
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.bytes);
});
bare.listen(0, '127.0.0.1');
await new Promise((r) => bare.once('listening', r));

process.send?.({
  bare: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
  site: cold ? cold.baseUrl.replace(/\/api$/, '') : site,
  database: backend.config.database.client === 'mysql2' ? 'MySQL' : 'SQLite',
  sizes: Object.fromEntries([...sent].map(([k, a]) => [k, a.bytes.length])),
  seededMs,
  searchMs,
});
process.on('message', async () => {
  await backend.close();
  bare.close();
  process.exit(0);
});
