// The backend as the contract kit's suites see it in process (contract-tests/*.contract.test.ts): its URL and the
// key of its Test State calls, through which every state is set up, as against any implementation at a URL.
import { httpTarget } from '../../contract-tests/support/test-state';
import type { SuiteSetup } from '../../contract-tests/support/api-caller';
import type { Target } from '../../contract-tests/support/operation-calls';
import { startTestBackend, TEST_STATE_KEY, type TestBackend } from './harness';

export function backendTarget(b: TestBackend): Target {
  return httpTarget({ baseUrl: b.baseUrl, testStateKey: TEST_STATE_KEY });
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
