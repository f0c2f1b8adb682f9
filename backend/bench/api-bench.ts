// `npm run bench:api`: requests per second and p99 latency of the public pages and reads at 50 connections, each
// beside a bare Node server sending the same bytes, measured right before it in the same run (these machines are
// noisy: the ratio is the figure to compare). The public pages are measured twice: uncompressed, and as a browser
// asks for them (Accept-Encoding: gzip, deflate, br), which the content cache answers with its stored brotli bytes.
// A benchmark, not a test: it prints, it never fails.
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
/** BENCH_ONLY=hero measures the paths that contain it; BENCH_ONLY=/ the home page alone (a path given whole). */
const ONLY = process.env.BENCH_ONLY ?? '';
const PATHS = ALL_PATHS.includes(ONLY) ? [ONLY] : ALL_PATHS.filter((p) => p.includes(ONLY));
const IDENTITY = 'identity';
/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br';
const RUNS = PATHS.flatMap((path) => [{ path, encoding: IDENTITY }, ...(path.startsWith('/api/') ? [] : [{ path, encoding: BROWSER }])]);

async function measure(url: string, encoding: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': encoding } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const servers = await startBenchServers(PATHS, [IDENTITY, BROWSER]);
  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, backend on ${servers.database}, Node ${process.version}`);
  console.log('Each path is measured on a bare Node server sending the same bytes, then on the backend.\n');
  const cols = ['path', 'bytes', 'req/s', 'p99 ms', 'bare req/s', 'bare p99', 'vs bare', 'errors'];
  const line = tablePrinter([52, 8, 9, 8, 11, 9, 8, 7]);
  line(cols);
  for (const { path, encoding } of RUNS) {
    const bare = await measure(`${servers.bare}${path}`, encoding);
    const real = await measure(`${servers.site}${path}`, encoding);
    line([
      `GET ${path}${encoding === BROWSER ? ' (br)' : ''}`,
      String(servers.sizes[`${encoding} ${path}`]),
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
