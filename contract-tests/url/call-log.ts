// The calls each case of the URL run makes, so that a failed case whose expectation names no operation (a behaviour
// suite's "the deleted file is gone") is listed under the call it made last before failing: the summary by
// operation (operation-summary-reporter.ts) reads them from the case's meta.
import { beforeEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** The method and path of the case's last calls, oldest first. */
    calls?: string[];
  }
}

const KEPT = 5;
const calls: string[] = [];

/** `fetch` that notes each call's method and path for the running case. */
export function loggedFetch(next: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (calls.length > KEPT) calls.shift();
    return next(request);
  };
}

/** Keeps the last calls of every case that fails (registered once, for the whole file). */
export function keepCallsOfFailedCases() {
  beforeEach((ctx) => {
    calls.length = 0;
    ctx.onTestFailed(() => {
      ctx.task.meta.calls = [...calls];
    });
  });
}
