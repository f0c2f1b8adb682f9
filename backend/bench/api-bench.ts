// `npm run bench:api`: requests per second and p99 latency of the public reads at 50 connections, beside a
// bare Koa handler on the same machine in the same run. A benchmark, not a test: it prints, it never fails.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Koa from 'koa';
import { startTestBackend } from '../test/harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

const PUBLIC_READS = [
  '/hero/active-list',
  '/header/active',
  '/service/get-active-services',
  '/pricing/getActivePlans',
  '/testimonials/active',
  '/footer/get-active-footer',
  '/homepage/settings',
  '/privacy-policy',
];

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { success: true, data: [] };
  });
  const bareServer = bare.listen(0, '127.0.0.1');
  await new Promise((r) => bareServer.once('listening', r));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`;

  const backend = await startTestBackend(process.env.BENCH_MYSQL_URL ? { mysqlUrl: process.env.BENCH_MYSQL_URL } : {});
  const db = backend.config.database.client === 'mysql2' ? 'MySQL' : 'SQLite';
  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, backend on ${db}, Node ${process.version}\n`);

  const baseline = await measure(bareUrl);
  const rows = [{ endpoint: 'bare Koa handler', ...baseline, ratio: 1 }];
  for (const path of PUBLIC_READS) {
    const r = await measure(`${backend.baseUrl}${path}`);
    rows.push({ endpoint: `GET /api${path}`, ...r, ratio: r.rps / baseline.rps });
  }
  console.log('endpoint'.padEnd(40), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'vs bare'.padStart(9), 'errors'.padStart(8));
  for (const r of rows) {
    console.log(
      r.endpoint.padEnd(40),
      r.rps.toFixed(0).padStart(10),
      String(r.p99).padStart(8),
      `${(r.ratio * 100).toFixed(1)}%`.padStart(9),
      String(r.errors).padStart(8),
    );
  }
  await backend.close();
  bareServer.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
