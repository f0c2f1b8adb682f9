// `npm run bench:chat`: 2,000 open visitor streams on one instance (200 conversations, 10 streams each), then rounds
// of one reply per conversation: the server's memory per open stream (RSS and heap, after a collection, over what it
// held before the streams opened) and the p99 time from a reply's POST to its arrival at each listening client. Each
// setup beside a bare Node server doing the same fan-out, in the same run (the ratio is the figure to compare):
// in-process (one instance), and through Redis (replies posted to one instance, streams open on another). Each server
// runs in a process of its own (chat-streams-server.ts); the clients run here. Needs MySQL at 127.0.0.1:3306 (or
// BENCH_MYSQL_URL's server) and, for the second setup, Redis at 127.0.0.1:6379 (BENCH_REDIS_URL).
// A benchmark, not a test: it prints, it never fails.
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { tablePrinter } from './bench-kit';
import { mysqlAvailable, mysqlDatabase } from '../test/harness';
import { redisAnswers } from '../test/redis';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const PER_CONVERSATION = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POST_CONCURRENCY = 20;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./chat-streams-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string }));
    child.once('exit', (code) => reject(new Error(`a bench server exited (${code})`)));
  });
  return { url, child };
}

const memoryOf = (s: Server) =>
  new Promise<{ rss: number; heapUsed: number }>((resolve) => {
    s.child.once('message', (m) => resolve(m as { rss: number; heapUsed: number }));
    s.child.send('memory');
  });

async function stop(s: Server) {
  s.child.send('stop');
  await new Promise((r) => s.child.once('exit', r));
}

/** Each setup's conversations are its own (a setup's presence rows never count against the next one's limit). */
let setup = 0;
const conversationId = (i: number) => `bench${setup}${String(i).padStart(18, '0')}`;

/** Opens the streams; each records when it sees a reply's nonce. */
async function openStreams(url: string, arrivals: Map<string, number[]>) {
  const closers: (() => void)[] = [];
  const opening: Promise<void>[] = [];
  for (let c = 0; c < CONVERSATIONS; c++) {
    for (let k = 0; k < PER_CONVERSATION; k++) {
      opening.push(
        new Promise<void>((resolve, reject) => {
          const req = request(`${url}/bench/visitor/events?c=${conversationId(c)}`, { agent: false }, (res) => {
            if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
            // Whole frames only: a nonce cut across two chunks is read once, when its frame is complete.
            let pending = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              const at = performance.now();
              pending += chunk;
              const end = pending.lastIndexOf('\n\n');
              if (end < 0) return;
              for (const m of pending.slice(0, end).matchAll(/"n":"(r\d+)"/g)) arrivals.get(m[1])?.push(at);
              pending = pending.slice(end + 2);
              resolve();
            });
          });
          req.on('error', () => undefined);
          req.end();
          closers.push(() => req.destroy());
        }),
      );
      // Two hundred at a time: a burst of 2,000 connections is not what is measured.
      if (opening.length % 200 === 0) await Promise.all(opening.slice(-200));
    }
  }
  await Promise.all(opening);
  return () => closers.forEach((close) => close());
}

function post(url: string) {
  return new Promise<void>((resolve, reject) => {
    const req = request(url, { method: 'POST', agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`reply answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** ROUNDS rounds of one reply per conversation; answers every (reply, client) latency in ms, and how many never came. */
async function replies(postUrl: string, arrivals: Map<string, number[]>) {
  const sentAt = new Map<string, number>();
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const queue = Array.from({ length: CONVERSATIONS }, (_, c) => c);
    await Promise.all(
      Array.from({ length: POST_CONCURRENCY }, async () => {
        for (let c = queue.shift(); c !== undefined; c = queue.shift()) {
          const nonce = `r${n++}`;
          arrivals.set(nonce, []);
          sentAt.set(nonce, performance.now());
          await post(`${postUrl}/bench/reply?c=${conversationId(c)}&n=${nonce}`);
        }
      }),
    );
  }
  // Whatever is still on its way.
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline && [...arrivals.values()].some((a) => a.length < PER_CONVERSATION)) await new Promise((r) => setTimeout(r, 50));
  const latencies: number[] = [];
  let missing = 0;
  for (const [nonce, at] of arrivals) {
    for (const t of at) latencies.push(t - sentAt.get(nonce)!);
    missing += Math.max(0, PER_CONVERSATION - at.length);
  }
  return { latencies: latencies.sort((a, b) => a - b), missing };
}

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

async function measure(servers: { streams: Server; posts: Server }) {
  setup++;
  const before = await memoryOf(servers.streams);
  const arrivals = new Map<string, number[]>();
  const started = performance.now();
  const closeAll = await openStreams(servers.streams.url, arrivals);
  const openMs = performance.now() - started;
  const after = await memoryOf(servers.streams);
  const { latencies, missing } = await replies(servers.posts.url, arrivals);
  closeAll();
  const streams = CONVERSATIONS * PER_CONVERSATION;
  return {
    openMs,
    rssPerStream: (after.rss - before.rss) / streams,
    heapPerStream: (after.heapUsed - before.heapUsed) / streams,
    p50: p(latencies, 0.5),
    p99: p(latencies, 0.99),
    deliveries: latencies.length,
    missing,
  };
}

if (!process.env.BENCH_MYSQL_URL && !(await mysqlAvailable())) {
  console.log('bench:chat needs MySQL at 127.0.0.1:3306 (or BENCH_MYSQL_URL): nothing measured.');
  process.exit(0);
}
const database = process.env.BENCH_MYSQL_URL ?? (await mysqlDatabase('novaguide_bench_chat'));
const withRedis = await redisAnswers(REDIS_URL);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const row = tablePrinter([34, 10, 12, 12, 10, 10, 12, 8]);
const results: { name: string; r: Awaited<ReturnType<typeof measure>> }[] = [];

console.log(
  `${CONVERSATIONS * PER_CONVERSATION} visitor streams (${CONVERSATIONS} conversations x ${PER_CONVERSATION}), ${ROUNDS} rounds of a reply per conversation`,
);
{
  const app = await startServer({ BENCH_KIND: 'app', BENCH_DATABASE_URL: database, BENCH_PREPARE: '1' });
  results.push({ name: 'backend, in-process bus', r: await measure({ streams: app, posts: app }) });
  await stop(app);
  const bare = await startServer({ BENCH_KIND: 'bare' });
  results.push({ name: 'bare Node SSE, in-process', r: await measure({ streams: bare, posts: bare }) });
  await stop(bare);
}
if (withRedis) {
  const a = await startServer({ BENCH_KIND: 'app', BENCH_DATABASE_URL: database, BENCH_REDIS: REDIS_URL });
  const b = await startServer({ BENCH_KIND: 'app', BENCH_DATABASE_URL: database, BENCH_REDIS: REDIS_URL });
  results.push({ name: 'backend, Redis, 2 instances', r: await measure({ streams: b, posts: a }) });
  await Promise.all([stop(a), stop(b)]);
  const bareA = await startServer({ BENCH_KIND: 'bare', BENCH_REDIS: REDIS_URL });
  const bareB = await startServer({ BENCH_KIND: 'bare', BENCH_REDIS: REDIS_URL });
  results.push({ name: 'bare Node SSE, Redis, 2 instances', r: await measure({ streams: bareB, posts: bareA }) });
  await Promise.all([stop(bareA), stop(bareB)]);
} else console.log(`Redis does not answer at ${REDIS_URL}: the two-instance setups are left out.`);

row(['setup', 'open all', 'RSS/stream', 'heap/stream', 'p50', 'p99', 'deliveries', 'missing']);
for (const { name, r } of results) {
  row([name, ms(r.openMs), kb(r.rssPerStream), kb(r.heapPerStream), ms(r.p50), ms(r.p99), String(r.deliveries), String(r.missing)]);
}
for (let i = 0; i + 1 < results.length; i += 2) {
  const [ours, bare] = [results[i].r, results[i + 1].r];
  // RSS moves by whole pages and the collector hands some back: a bare server's may even fall, and has no ratio then.
  const rss = bare.rssPerStream > 0 ? `x${(ours.rssPerStream / bare.rssPerStream).toFixed(1)}` : 'n/a (the bare RSS did not grow)';
  console.log(
    `${results[i].name} / bare: RSS per stream ${rss}, heap per stream x${(ours.heapPerStream / bare.heapPerStream).toFixed(1)}, p99 x${(ours.p99 / bare.p99).toFixed(1)}`,
  );
}
agent.destroy();
