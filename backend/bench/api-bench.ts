// `npm run bench:api`: requests per second and p99 latency of the public reads at 50 connections, beside a
// bare Koa handler on the same machine in the same run. A benchmark, not a test: it prints, it never fails.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

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
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  const servers = await new Promise<{ bare: string; api: string; database: string }>((resolve) => child.once('message', (m) => resolve(m as never)));
  const bareUrl = servers.bare;
  const db = servers.database;
  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, backend on ${db}, Node ${process.version}\n`);

  const baseline = await measure(bareUrl);
  const rows = [{ endpoint: 'bare Koa handler', ...baseline, ratio: 1 }];
  for (const path of PUBLIC_READS) {
    const r = await measure(`${servers.api}${path}`);
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
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
