// `npm run bench:releases`: a release of 50 changes (a new title for the home page's first hero and 49 new
// testimonials) scheduled a few seconds ahead on one of two instances, then the time from its scheduled moment until
// every instance's home page (as visitors get it, through each instance's content cache) shows it. Beside it, the
// same two instances' time for one live save (the hero's title) to reach every home page: the floor of any change
// reaching the fleet (each instance looks at the content version once a second). Three runs each, medians.
//
// The instances are two servers started as production starts them (startServer: migrations, the demo seed, the
// release scheduler, the built site), on one MySQL database when one answers at 127.0.0.1:3306 (BENCH_MYSQL_URL
// names another server), else on one SQLite file.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoData, HERO_IDS, TESTIMONIALS_SECTION_ID } from '@shared/demo-content';
import { RELEASE_HEADER } from '@shared/contract/releases';
import { loadConfig } from '../src/config';
import { createLogger, logDestination } from '../src/middleware/request-log';
import { startServer, type RunningServer } from '../src/server';
import { mysqlAvailable, mysqlDatabase } from '../test/harness';
import { builtSite, tablePrinter } from './bench-kit';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHANGES = 50;
/** How far ahead each release is scheduled: time enough to schedule it, not so long the bench drags. */
const AHEAD_MS = 3000;
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const hero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;

async function database(dir: string): Promise<{ env: Record<string, string>; name: string }> {
  if (process.env.BENCH_MYSQL_URL || (await mysqlAvailable()))
    return { env: { DATABASE_URL: process.env.BENCH_MYSQL_URL ?? (await mysqlDatabase('novaguide_release_bench')) }, name: 'MySQL' };
  return { env: { SQLITE_FILE: join(dir, 'bench.sqlite'), DATABASE_URL: '' }, name: 'SQLite (one file)' };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'novaguide-release-bench-'));
  const db = await database(dir);
  const env = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.novaguide.example',
    JWT_SECRET: 'release-bench-secret-release-bench-secret-01',
    SEED_DEMO: 'true',
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: await builtSite(),
    UPLOADS_DIR: join(dir, 'uploads'),
    SMTP_HOST: '',
    S3_BUCKET: '',
    ...db.env,
  };
  const logger = createLogger({ logLevel: 'error', logFormat: 'json' }, logDestination('/dev/null'));
  const running: RunningServer[] = [];
  try {
    // One after the other, as a rolling deploy starts them: the first migrates and seeds.
    for (let i = 0; i < 2; i++) running.push(await startServer(loadConfig(env, dir), { logger }));
    const sites = running.map((r) => `http://127.0.0.1:${(r.server.address() as AddressInfo).port}`);
    const [a] = sites;

    const login = await fetch(`${a}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${a}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: Record<string, unknown>; message?: string };
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
      return json.data;
    };
    const { _id: _i, createdBy: _cb, lastModifiedBy: _lb, createdAt: _ca, lastModifiedAt: _la, ...heroFields } = hero;
    /** Milliseconds from `from` until every instance's home page holds `text`. */
    const servedEverywhere = async (text: string, from: number) => {
      const pending = new Set(sites);
      while (pending.size) {
        for (const site of [...pending]) if ((await (await fetch(`${site}/`)).text()).includes(text)) pending.delete(site);
        if (pending.size) await new Promise((r) => setTimeout(r, 20));
        if (Date.now() - from > 60_000) throw new Error(`"${text}" not served everywhere within a minute`);
      }
      return Date.now() - from;
    };
    for (const site of sites) await fetch(`${site}/`);

    const live: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const title = `A live save reaching every instance, run ${run}`;
      const at = Date.now();
      await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { ...heroFields, title });
      live.push(await servedEverywhere(title, at));
    }

    const release: { served: number; publish: number; drafting: number }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const title = `Spring campaign of ${CHANGES} changes, run ${run}`;
      const id = (await api('POST', '/releases', { name: `Benchmark release ${run}` }))._id as string;
      const inRelease = { [RELEASE_HEADER]: id };
      const drafted = Date.now();
      await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { ...heroFields, title }, inRelease);
      for (let i = 1; i < CHANGES; i++)
        await api(
          'POST',
          `/testimonials/section/${TESTIMONIALS_SECTION_ID}/testimonial/add`,
          { name: `Dr. Bench ${run}-${i}`, role: 'Oral surgeon', rating: 5, content: `Change ${i} of the benchmark release.` },
          inRelease,
        );
      const drafting = Date.now() - drafted;
      const at = Date.now() + AHEAD_MS;
      await api('POST', `/releases/${id}/schedule`, { at: new Date(at).toISOString() });
      const served = await servedEverywhere(title, at);
      const done = await api('GET', `/releases/${id}`);
      if (done.state !== 'published' || done.changeCount !== CHANGES) throw new Error(`release ${run}: ${done.state}, ${String(done.changeCount)} changes`);
      release.push({ served, publish: Date.parse(done.publishedAt as string) - at, drafting });
    }

    console.log(`Releases on two instances (${db.name}), ${RUNS} runs, medians; a release of ${CHANGES} changes scheduled ${AHEAD_MS / 1000} s ahead`);
    console.log('');
    const line = tablePrinter([58, 10, 14, 9]);
    line(['figure', 'ms', 'live save ms', 'ratio']);
    const liveMs = median(live);
    const served = median(release.map((r) => r.served));
    line(['scheduled time -> every instance serves it', String(served), String(liveMs), `${(served / liveMs).toFixed(1)}x`]);
    line(['scheduled time -> published (claimed, replayed, kept)', String(median(release.map((r) => r.publish))), '', '']);
    line([`drafting its ${CHANGES} changes (one call each)`, String(median(release.map((r) => r.drafting))), '', '']);
    console.log('');
    console.log(`live save -> every instance serves it, each run: ${live.join(', ')} ms; release, each run: ${release.map((r) => r.served).join(', ')} ms`);
  } finally {
    for (const r of running) await r.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
