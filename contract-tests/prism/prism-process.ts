// Prism (@stoplight/prism-cli) as a child process, behind a small proxy that gives it the document's base path.
// Prism deliberately ignores `servers` (its FAQ; stoplightio/prism#906, #1591): it serves `/hero/list`, where the
// real server and every client use `/api/hero/list`. The proxy in front strips that prefix, so Prism answers the
// same URLs as the server. Used by `npm run mock:api` and by the tests that run Prism.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PRISM_BIN = `${root}node_modules/.bin/prism`;
export const OPENAPI_FILE = `${root}openapi.yaml`;

export interface PrismOptions {
  /** `mock`: answers from the document's examples; `proxy`: forwards to `upstream` and validates both ways. */
  mode: 'mock' | 'proxy';
  /** Proxy mode: the real server's base URL with its prefix, e.g. `http://127.0.0.1:3000/api`. */
  upstream?: string;
  /** Where the prefixed URLs are served (default 127.0.0.1, a free port). */
  host?: string;
  port?: number;
  /** `--errors`: a response violation becomes a 500, an invalid request is refused before it is forwarded. */
  errors?: boolean;
  /** Prism's own log level (default `warn`); its output goes to `onOutput` (default: kept for error messages). */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  onOutput?: (text: string) => void;
  /** Called for every answered request, e.g. to log it. */
  onResponse?: (method: string, url: string, status: number) => void;
}

export interface PrismServer {
  /** The base URL clients use, with the document's prefix: `http://127.0.0.1:<port>/api`. */
  url: string;
  stop(): Promise<void>;
}

/** The path of the document's first server (`/api`), which Prism ignores. */
export function documentBasePath(file = OPENAPI_FILE): string {
  const doc = parse(readFileSync(file, 'utf8')) as { servers?: { url: string }[] };
  const url = doc.servers?.[0]?.url ?? '/';
  return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function canConnect(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** Serves `<prefix>/...` by forwarding `/...` to Prism; anything outside the prefix is a 404. */
function prefixProxy(prefix: string, prismPort: number, onResponse: PrismOptions['onResponse']): Server {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const rest = url.slice(prefix.length);
    if (!url.startsWith(prefix) || !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: `Not found: only ${prefix}/… is served here` }));
      onResponse?.(req.method ?? 'GET', url, 404);
      return;
    }
    const forwarded = request(
      { host: '127.0.0.1', port: prismPort, method: req.method, path: rest.startsWith('/') ? rest : `/${rest}`, headers: withoutHopByHop(req.headers), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(res);
        onResponse?.(req.method ?? 'GET', url, answer.statusCode ?? 502);
      },
    );
    forwarded.on('error', (e) => {
      if (res.headersSent) res.destroy(e);
      else res.writeHead(502, { 'content-type': 'text/plain' }).end(`Prism did not answer: ${e.message}`);
    });
    req.pipe(forwarded);
  });
  server.on('close', () => agent.destroy());
  return server;
}

/** Starts Prism on an internal port with the prefix proxy in front; resolves once both listen. */
export async function startPrism(opts: PrismOptions): Promise<PrismServer> {
  if (opts.mode === 'proxy' && !opts.upstream) throw new Error('startPrism: proxy mode needs an upstream URL');
  const host = opts.host ?? '127.0.0.1';
  const prefix = documentBasePath();
  const prismPort = await freePort();
  const args = [opts.mode, OPENAPI_FILE, ...(opts.mode === 'proxy' ? [opts.upstream!] : [])];
  args.push('--host', '127.0.0.1', '--port', String(prismPort), '--verboseLevel', opts.logLevel ?? 'warn');
  if (opts.errors) args.push('--errors');

  const child = spawn(PRISM_BIN, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    opts.onOutput?.(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  // A test runner or script that dies without stop() must not leave Prism behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  async function stopPrism() {
    process.removeListener('exit', killOnExit);
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }

  const deadline = Date.now() + 30_000;
  while (!(await canConnect(prismPort, '127.0.0.1'))) {
    if (!running || Date.now() > deadline) {
      await stopPrism();
      throw new Error(`Prism did not start (${running ? 'no answer after 30 s' : 'it exited'}): ${args.join(' ')}\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  const proxy = prefixProxy(prefix, prismPort, opts.onResponse);
  try {
    await new Promise<void>((resolve, reject) => proxy.once('error', reject).listen(opts.port ?? 0, host, () => resolve()));
  } catch (e) {
    await stopPrism();
    throw e;
  }
  const { port } = proxy.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${port}${prefix}`,
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await stopPrism();
    },
  };
}
