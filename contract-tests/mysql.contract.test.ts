// The contract suite against the real backend on MySQL (MariaDB). Skipped where no server answers, unless
// REQUIRE_MYSQL is set (CI sets it, so there it cannot be skipped).
import { it } from 'vitest';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from '../backend/test/harness';
import { openapiDocument } from '../backend/src/contract';
import { allRoutes } from '../backend/src/routes';
import { backendSuite, backendTarget } from './backend-target';
import { defineContractSuite } from './contract-suite';
import { defineActivitySuite } from './activity-suite';
import { defineRevisionSuite } from './revisions-suite';
import { defineIdempotencySuite } from './idempotency-suite';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

if (available) {
  let backend: TestBackend;
  defineContractSuite('the backend on MySQL', openapiDocument, {
    async start() {
      backend = await startTestBackend({ mysqlUrl: await mysqlDatabase('novaguide_contract') });
      return backendTarget(backend);
    },
    stop: () => backend.close(),
    implemented: (op) => allRoutes.filter((r) => r.op.method === op.method && r.op.path === op.path).length === 1,
  });
  defineRevisionSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_revisions') })),
  );
  defineActivitySuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_activity') })),
  );
  defineIdempotencySuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_idempotency') })),
  );
} else {
  it.skip('MySQL is not reachable: the MySQL contract suite is skipped', () => undefined);
}
