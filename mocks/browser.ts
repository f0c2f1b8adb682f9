// The mock worker for `npm run dev` (no backend, no database).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setBaseDelay } from './route';

export async function startMockWorker() {
  setBaseDelay(250);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/')) print.warning();
    },
  });
  return worker;
}
