// The server side of `npm run bench:uploads`, in a process of its own so its memory is its own: either a tus
// server over @tus/file-store (as case files will be stored on local disk) or a bare Node server that writes the
// request body to a file. It samples its resident memory every 20 ms and reports the peak when asked.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const mode = process.env.BENCH_MODE as 'tus' | 'bare';
const dir = mkdtempSync(join(tmpdir(), `bench-uploads-${mode}-`));
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

const tus = new Server({ path: '/api/case-uploads', datastore: new FileStore({ directory: dir }) });
const server = createServer((req, res) => {
  if (mode === 'tus') return void tus.handle(req, res);
  pipeline(req, createWriteStream(join(dir, 'upload')))
    .then(() => res.writeHead(204).end())
    .catch(() => res.writeHead(500).end());
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, rss: process.memoryUsage().rss });
});
process.on('message', (m) => {
  if (m === 'peak') return void process.send?.({ peak });
  clearInterval(sampler);
  server.close(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
