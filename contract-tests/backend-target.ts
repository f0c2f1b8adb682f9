// The contract suite's view of a real backend (see backend/test/harness.ts).
import { startTestBackend, TEST_STATE_KEY, type TestBackend } from '../backend/test/harness';
import type { SuiteSetup } from './support/api-caller';
import { SAMPLE_FILES, type Target } from './support/operation-calls';

/** Which single record each removal names in `DELETE /test-state/records/{record}`. */
const SINGLE_RECORDS = { homepageSettings: 'homepage-settings', privacyPolicy: 'privacy-policy', termsConditions: 'terms-conditions' } as const;

export function backendTarget(b: TestBackend): Target {
  // The states a suite needs are set up through the server's Test State calls, as against any implementation.
  const testState = async (method: string, path: string, body?: unknown) => {
    const res = await globalThis.fetch(`${b.baseUrl}/test-state/${path}`, {
      method,
      headers: { 'Test-State-Key': TEST_STATE_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== 204) throw new Error(`${method} /test-state/${path} answered ${res.status}: ${await res.text()}`);
  };
  return {
    baseUrl: b.baseUrl,
    fetch: (input, init) => globalThis.fetch(input, init),
    reset: () => testState('POST', 'reset'),
    giveCaseFile: (bookingId) =>
      testState('PUT', `bookings/${encodeURIComponent(bookingId)}/case-file`, {
        fileName: 'cbct-report.pdf',
        contentType: 'application/pdf',
        contentBase64: Buffer.from(SAMPLE_FILES.pdf).toString('base64'),
      }),
    async remove(kind, id) {
      if (kind === 'serviceDetailsOfService') await testState('DELETE', `service-details/${encodeURIComponent(String(id))}`);
      else await testState('DELETE', `records/${SINGLE_RECORDS[kind]}`);
    },
  };
}

/** A behaviour suite's backend of its own: started with `options()` (e.g. a MySQL database), closed after. */
export function backendSuite(options: () => Promise<Parameters<typeof startTestBackend>[0]> = async () => ({})): SuiteSetup {
  let backend: TestBackend;
  return {
    async start() {
      backend = await startTestBackend(await options());
      return backendTarget(backend);
    },
    stop: () => backend.close(),
  };
}
