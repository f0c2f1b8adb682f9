// `npm run bench:api`: requests per second and p99 latency of the public pages and reads at 50 connections, each
// beside a bare Node server sending the same bytes, measured right before it in the same run (these machines are
// noisy: the ratio is the figure to compare). A benchmark, not a test: it prints, it never fails.
import autocannon from 'autocannon';
import { demoData } from '@mocks/data';
import { startBenchServers, tablePrinter } from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const ALL_PATHS = [
  '/',
  `/service-details/${demoData.serviceDetails[0].serviceId}`,
  '/api/hero/active-list',
  '/api/header/active',
  '/api/service/get-active-services',
  '/api/pricing/getActivePlans',
  '/api/testimonials/active',
  '/api/footer/get-active-footer',
  '/api/homepage/settings',
  '/api/privacy-policy',
];
/** BENCH_ONLY=hero measures the paths that contain it. */
const PATHS = ALL_PATHS.filter((p) => p.includes(process.env.BENCH_ONLY ?? ''));

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const servers = await startBenchServers(PATHS);
  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, backend on ${servers.database}, Node ${process.version}`);
  console.log('Each path is measured on a bare Node server sending the same bytes, then on the backend.\n');
  const cols = ['path', 'bytes', 'req/s', 'p99 ms', 'bare req/s', 'bare p99', 'vs bare', 'errors'];
  const line = tablePrinter([46, 8, 9, 8, 11, 9, 8, 7]);
  line(cols);
  for (const path of PATHS) {
    const bare = await measure(`${servers.bare}${path}`);
    const real = await measure(`${servers.site}${path}`);
    line([
      `GET ${path}`,
      String(servers.sizes[path]),
      real.rps.toFixed(0),
      String(real.p99),
      bare.rps.toFixed(0),
      String(bare.p99),
      `${((real.rps / bare.rps) * 100).toFixed(1)}%`,
      String(real.errors + bare.errors),
    ]);
  }
  await servers.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
