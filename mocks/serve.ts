// `npm run mock:serve`: the mocks (the MSW handlers of Storybook and `npm run dev`) over HTTP, for a test kit to
// call at a URL as it calls the backend. PORT (default 4011, beside `npm run mock:api` on 4010), HOST (default 127.0.0.1), and TEST_STATE_KEY, which
// mounts the Test State calls under that key.
import { register } from 'node:module';

// The mocks import openapi.yaml with Vite's `?raw`: these hooks (raw-imports.ts) give plain Node the same import, so
// the document stays the one source. They must be in place before the mocks load, hence the dynamic import below.
register('./raw-imports.ts', import.meta.url);
const { startMockHttpServer } = await import('./http-server');

const port = Number(process.env.PORT || 4011);
const host = process.env.HOST || '127.0.0.1';
const testStateKey = process.env.TEST_STATE_KEY || undefined;

const server = await startMockHttpServer({ port, host, testStateKey });
console.log(`Mocks (MSW handlers) at ${server.url}: /api/...${testStateKey ? ' (Test State calls mounted)' : ''}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
