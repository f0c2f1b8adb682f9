// `npm run bench:search`: the blog's search over 10,000 published articles (BENCH_ARTICLES for another number), on
// the embedded SQLite database and on MySQL when it answers at 127.0.0.1:3306 (a database of its own,
// novaguide_bench_search): p99 latency and requests per second of `GET /api/blog/articles?q=<two words>` at 50
// connections, beside a bare Node server sending the same bytes, measured right before it in the same run (the
// ratio is the figure to compare). Every request searches for another pair of words, or the same pair spelt
// otherwise, so the content cache, which keeps each address's answer, never answers it: each one reaches the
// database. The first page without a search is measured the same way for comparison (a cached answer).
// A benchmark, not a test: it prints, it never fails.
import autocannon from 'autocannon';
import { mysqlAvailable, mysqlDatabase } from '../test/harness';
import { startBenchServers, tablePrinter } from './bench-kit';
import { searchPair } from './bench-articles';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const SEARCH = (q: string) => `/api/blog/articles?q=${encodeURIComponent(q)}`;
const FIRST = '/api/blog/articles?q=guide%20sleeve';
const LIST = '/api/blog/articles';

/** Each request's path: another search (searchPair) each time. */
function searches() {
  let n = 0;
  return () => SEARCH(searchPair(n++));
}

async function measure(url: string, path?: () => string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(path ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: path() }) }] } : {}),
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function run(database: string, mysqlUrl: string | undefined, line: (cells: string[]) => void) {
  const servers = await startBenchServers([FIRST, LIST], ['identity'], { articles: ARTICLES, mysqlUrl });
  const row = (what: string, real: Awaited<ReturnType<typeof measure>>, bare: Awaited<ReturnType<typeof measure>>) =>
    line([
      `${database}: ${what}`,
      String(real.p99),
      String(bare.p99),
      `${(real.p99 / Math.max(bare.p99, 1)).toFixed(1)}x`,
      real.rps.toFixed(0),
      bare.rps.toFixed(0),
      String(real.errors + bare.errors),
    ]);
  console.log(`${database}: ${ARTICLES} articles written in ${servers.seededMs} ms`);
  const alone = servers.searchMs!;
  console.log(`${database}: the search alone (the service, no HTTP, one at a time): p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms`);
  line(['GET', 'p99 ms', 'bare p99', 'vs bare', 'req/s', 'bare req/s', 'errors']);
  const bareSearch = await measure(`${servers.bare}${FIRST}`);
  row('search, a new pair of words each time', await measure(`${servers.site}${FIRST}`, searches()), bareSearch);
  const bareList = await measure(`${servers.bare}${LIST}`);
  row('first page, no search', await measure(`${servers.site}${LIST}`), bareList);
  await servers.stop();
}

async function main() {
  console.log(`Search benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ARTICLES} articles, Node ${process.version}\n`);
  const line = tablePrinter([52, 8, 9, 8, 9, 11, 7]);
  const runs: [string, string | undefined][] = [['SQLite', undefined]];
  if (await mysqlAvailable()) runs.push(['MySQL', await mysqlDatabase('novaguide_bench_search')]);
  else console.log('MySQL does not answer at 127.0.0.1:3306: its run is skipped\n');
  for (const [database, url] of runs) {
    await run(database, url, line);
    console.log('');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
