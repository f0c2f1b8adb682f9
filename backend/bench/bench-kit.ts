// What the benchmarks share: the built site (built first when it is missing), the servers under test started in a
// process of their own (bench-server.ts), and a table printed in aligned columns.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../frontend/scripts/build-site';
import { SERVER_ENTRY } from '../src/render/ssr';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

export interface BenchServers {
  /** The backend over the built site (demo content). */
  site: string;
  /** The bare Node server answering each of `paths` with the backend's own bytes. */
  bare: string;
  database: string;
  /** The body size sent for each path, by `${accept-encoding} ${path}`. */
  sizes: Record<string, number>;
  stop(): Promise<void>;
}

/** The built site's folder, built first when it is missing. */
export async function builtSite() {
  if (!existsSync(join(DIST, SERVER_ENTRY))) {
    console.log('Building the site first (npm run build)...');
    await buildSite(DIST);
  }
  return DIST;
}

/**
 * Builds the site when it is missing (unless every path is an API read; no paths at all is the whole site, pages
 * included, as Lighthouse audits it), then starts the backend and the bare server
 * for `paths`, each asked for with every one of `encodings` (Accept-Encoding values) so the bare server can send the
 * same compressed bytes. `cold`: `site` is a just-started instance that has answered nothing yet, and the bare server
 * sends nothing. `articles`: that many more published articles (bench-articles.ts) before the paths are asked for.
 * `mysqlUrl`: the backend's database (a database of its own, emptied first), else an SQLite file.
 */
export async function startBenchServers(
  paths: string[],
  encodings: string[] = ['identity'],
  { cold = false, articles = 0, mysqlUrl = process.env.BENCH_MYSQL_URL } = {},
): Promise<BenchServers & { seededMs?: number; searchMs?: { p50: number; p99: number } }> {
  const pagesToo = !paths.length || paths.some((path) => !path.startsWith('/api/'));
  if (pagesToo) await builtSite();
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(pagesToo ? { BENCH_DIST_DIR: DIST } : {}),
      BENCH_PATHS: JSON.stringify(paths),
      BENCH_ENCODINGS: JSON.stringify(encodings),
      ...(cold ? { BENCH_COLD: '1' } : {}),
      ...(articles ? { BENCH_ARTICLES: String(articles) } : {}),
      ...(mysqlUrl ? { BENCH_MYSQL_URL: mysqlUrl } : {}),
    },
  });
  const started = await new Promise<Omit<BenchServers, 'stop'>>((resolve) => child.once('message', (m) => resolve(m as never)));
  return {
    ...started,
    stop: async () => {
      child.send('stop');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Prints rows in columns of these widths: the first left-aligned, the rest right-aligned. */
export function tablePrinter(widths: number[]) {
  return (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' '));
}
