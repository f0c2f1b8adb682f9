// The contract suite against the real backend on the embedded SQLite database.
import { startTestBackend, type TestBackend } from '../backend/test/harness';
import { openapiDocument } from '../backend/src/contract';
import { allRoutes } from '../backend/src/routes';
import { backendTarget } from './backend-target';
import { defineContractSuite } from './contract-suite';
import { defineRevisionSuite } from './revisions-suite';

let backend: TestBackend;
defineContractSuite('the backend on SQLite', openapiDocument, {
  async start() {
    backend = await startTestBackend();
    return backendTarget(backend);
  },
  stop: () => backend.close(),
  implemented: (op) => allRoutes.filter((r) => r.op.method === op.method && r.op.path === op.path).length === 1,
});

let revisionsBackend: TestBackend;
defineRevisionSuite('the backend on SQLite', {
  async start() {
    revisionsBackend = await startTestBackend();
    return backendTarget(revisionsBackend);
  },
  stop: () => revisionsBackend.close(),
});
