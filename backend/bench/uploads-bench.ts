// `npm run bench:uploads`: a 1 GB generated file sent over loopback to a tus server on local disk (one creation,
// one PATCH, as tus-js-client sends a file it is not told to chunk), beside a bare Node server writing the same
// bytes to a file in the same run (a ratio); each server in a process of its own, with its peak resident memory,
// which must stay flat: the upload is streamed, never held. BENCH_UPLOAD_MB sets the size. A report: never fails.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { tablePrinter } from './bench-kit';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const CHUNK = randomBytes(MB);

/** SIZE bytes of data, made as they are sent (one random megabyte, repeated). */
const generated = () =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < SIZE; sent += MB) yield CHUNK.subarray(0, Math.min(MB, SIZE - sent));
    })(),
  );

function send(url: string, method: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, 'Content-Length': String(SIZE) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    generated().pipe(req);
  });
}

async function startServer(mode: 'tus' | 'bare') {
  const child: ChildProcess = fork(fileURLToPath(new URL('./uploads-bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_MODE: mode },
  });
  const { url, rss } = await new Promise<{ url: string; rss: number }>((r) => child.once('message', (m) => r(m as never)));
  return {
    url,
    idleRss: rss,
    peak: async () => {
      child.send('peak');
      return ((await new Promise((r) => child.once('message', r))) as { peak: number }).peak;
    },
    stop: async () => {
      child.send('stop');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function measure(mode: 'tus' | 'bare') {
  const server = await startServer(mode);
  try {
    let target = `${server.url}/upload`;
    if (mode === 'tus') {
      const created = await fetch(`${server.url}/api/case-uploads`, { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(SIZE) } });
      target = new URL(created.headers.get('location')!, server.url).toString();
    }
    const started = performance.now();
    const status = await send(
      target,
      mode === 'tus' ? 'PATCH' : 'POST',
      mode === 'tus' ? { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' } : {},
    );
    const seconds = (performance.now() - started) / 1000;
    if (status >= 300) throw new Error(`${mode}: the upload answered ${status}`);
    return { mbPerSecond: SIZE / MB / seconds, seconds, peak: await server.peak(), idle: server.idleRss };
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`${SIZE / MB} MB over loopback, each server in its own process, local disk\n`);
  const bare = await measure('bare');
  const tus = await measure('tus');
  const line = tablePrinter([34, 12, 12, 8]);
  line(['', 'tus', 'bare', 'ratio']);
  line(['throughput (MB/s)', tus.mbPerSecond.toFixed(0), bare.mbPerSecond.toFixed(0), `${((tus.mbPerSecond / bare.mbPerSecond) * 100).toFixed(0)} %`]);
  line(['time (s)', tus.seconds.toFixed(1), bare.seconds.toFixed(1), '']);
  line(['server memory at rest (MB)', (tus.idle / MB).toFixed(0), (bare.idle / MB).toFixed(0), '']);
  line(['server peak memory (MB)', (tus.peak / MB).toFixed(0), (bare.peak / MB).toFixed(0), '']);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
