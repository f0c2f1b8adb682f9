// `npm run bench:api`: requests per second and p99 latency of the public pages and reads at 50 connections, each
// beside a bare Node server sending the same bytes, measured right before it in the same run (these machines are
// noisy: the ratio is the figure to compare). The public pages are measured twice: uncompressed, and as a browser
// asks for them (Accept-Encoding: gzip, deflate, br), which the content cache answers with its stored brotli bytes.
// First, the cold start: 50 visitors asking for the home page at once on a just-started instance (empty pool and
// cache, nothing rendered yet), the time until the last one is answered, beside the same 50 on that instance once warm
// and on the bare server.
// A benchmark, not a test: it prints, it never fails.
import { get } from 'node:http';
import autocannon from 'autocannon';
import { demoData } from '@shared/demo-content';
import { startBenchServers, tablePrinter } from './bench-kit';
import { BENCH_ARTICLE } from '../test/blog-on';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const ALL_PATHS = [
  '/',
  // The home page in German (its hero and services translated, the rest in English marked so: ADR 0044), beside the
  // English one above and the bare server.
  '/de/',
  `/service-details/${demoData.serviceDetails[0].serviceId}`,
  `/blog/${BENCH_ARTICLE.slug}`,
  '/api/hero/active-list',
  '/api/hero/active-list?lang=de',
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

/** Warm waves are measured this many times (the median is printed); a cold start happens once. */
const WAVES = 5;

/** CONNECTIONS GETs of `url` at once, each on a connection of its own: ms until the last is answered, and how many were not 200. */
async function wave(url: string, encoding: string) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from(
      { length: CONNECTIONS },
      () =>
        new Promise<number>((resolve) => {
          get(url, { agent: false, headers: { 'accept-encoding': encoding } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          }).on('error', () => resolve(0));
        }),
    ),
  );
  return { ms: performance.now() - started, errors: statuses.filter((status) => status !== 200).length };
}

async function medianWave(url: string, encoding: string) {
  const waves = [];
  for (let i = 0; i < WAVES; i++) waves.push(await wave(url, encoding));
  waves.sort((a, b) => a.ms - b.ms);
  return { ms: waves[Math.floor(WAVES / 2)].ms, errors: waves.reduce((sum, w) => sum + w.errors, 0) };
}

async function coldStart(bare: string) {
  const cold = await startBenchServers(['/'], [BROWSER], { cold: true });
  console.log(`Cold start: ${CONNECTIONS} visitors ask for / at once (as a browser asks), time until the last is answered`);
  const line = tablePrinter([40, 9, 9, 8, 7]);
  line(['instance', 'ms', 'bare ms', 'vs bare', 'errors']);
  const print = (what: string, real: { ms: number; errors: number }, bareRun: { ms: number; errors: number }) =>
    line([what, real.ms.toFixed(0), bareRun.ms.toFixed(0), `${(real.ms / bareRun.ms).toFixed(1)}x`, String(real.errors + bareRun.errors)]);
  const bareCold = await medianWave(`${bare}/`, BROWSER);
  print('just started (empty pool and cache)', await wave(`${cold.site}/`, BROWSER), bareCold);
  const bareWarm = await medianWave(`${bare}/`, BROWSER);
  print(`the same instance warm (median of ${WAVES})`, await medianWave(`${cold.site}/`, BROWSER), bareWarm);
  console.log('');
  await cold.stop();
}

async function main() {
  const servers = await startBenchServers(PATHS, [IDENTITY, BROWSER]);
  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, backend on ${servers.database}, Node ${process.version}\n`);
  if (PATHS.includes('/')) await coldStart(servers.bare);
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
