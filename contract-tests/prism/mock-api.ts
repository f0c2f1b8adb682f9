// `npm run mock:api`: openapi.yaml as a mock server for clients other than this app (a partner's booking widget,
// a mobile team), at the real server's URLs: http://127.0.0.1:4010/api/... Prism answers every call from the
// document's examples and validates each request (a violation is named in the `sl-violations` header).
// MOCK_API_PORT changes the port; MOCK_API_HOST=0.0.0.0 lets other machines (a phone) reach it.
import { pathToFileURL } from 'node:url';
import { startPrism, type PrismServer } from './prism-process';

export function startMockApi(opts: { port: number; host?: string; log?: (line: string) => void }): Promise<PrismServer> {
  return startPrism({
    mode: 'mock',
    port: opts.port,
    host: opts.host,
    onOutput: opts.log && ((text) => opts.log!(text.trimEnd())),
    onResponse: opts.log && ((method, url, status) => opts.log!(`${method} ${url} -> ${status}`)),
  });
}

function portFromEnv(): number {
  const raw = process.env.MOCK_API_PORT ?? '4010';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`MOCK_API_PORT must be a port number (1-65535), got "${raw}"`);
  return port;
}

async function main() {
  const server = await startMockApi({ port: portFromEnv(), host: process.env.MOCK_API_HOST, log: (line) => console.log(line) });
  console.log(`Mock API (Prism) listening on ${server.url}  (try ${server.url}/hero/active-list)`);
  console.log('Answers come from the examples in openapi.yaml, not from a database; writes change nothing. Ctrl+C stops it.');
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
