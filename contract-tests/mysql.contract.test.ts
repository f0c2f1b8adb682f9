// The contract suite against the real backend on MySQL (MariaDB), through Prism's validating proxy. Skipped where
// no server answers, unless REQUIRE_MYSQL is set (CI sets it, so there it cannot be skipped).
import { expect, it } from 'vitest';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from '../backend/test/harness';
import { openapiDocument } from '../backend/src/contract';
import { allRoutes } from '../backend/src/routes';
import { backendSuite, backendTarget } from '../backend/test/contract-target';
import { startPrism, type PrismServer } from './prism/prism-process';
import { throughPrism } from './prism/prism-target';
import { defineContractSuite } from './contract-suite';
import { defineActivitySuite } from './activity-suite';
import { defineReleaseSuite } from './releases-suite';
import { defineRevisionSuite } from './revisions-suite';
import { defineRevisionStartSuite } from './revision-start-suite';
import { defineContentKindsSuite } from './content-kinds-suite';
import { defineIdempotencySuite } from './idempotency-suite';
import { defineMediaSuite } from './media-suite';
import { defineCaseUploadSuite } from './case-uploads-suite';
import { defineUploadAddressSuite } from './security/upload-address-suite';
import { defineRefusedBodiesSuite } from './security/refused-bodies-suite';
import { defineClientAddressSuite } from './security/client-address-suite';
import { defineSessionSuite } from './security/session-suite';
import { defineSettingsTrustSuite } from './security/settings-trust-suite';
import { defineOperationRolesSuite } from './security/operation-roles-suite';
import { defineContractPropertySuite } from './property/contract-property-suite';
import { defineMalformedUrlSuite } from './security/malformed-url-suite';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

if (available) {
  let backend: TestBackend | undefined;
  let prism: PrismServer | undefined;
  const violations: string[] = [];
  // Every valid call goes through Prism's validating proxy, so two validators (ours and Prism) check each answer;
  // the calls invalid on purpose go to the backend directly.
  defineContractSuite("the backend on MySQL, behind Prism's validating proxy", openapiDocument, {
    async start() {
      backend = await startTestBackend({ mysqlUrl: await mysqlDatabase('novaguide_contract') });
      prism = await startPrism({ mode: 'proxy', upstream: backend.baseUrl, errors: true });
      return throughPrism(backendTarget(backend), prism, violations);
    },
    async stop() {
      await prism?.stop();
      await backend?.close();
    },
    implemented: (op) => allRoutes.filter((r) => r.op.method === op.method && r.op.path === op.path).length === 1,
  });
  it('Prism reported no violation on any call', () => {
    expect(violations.join('\n')).toBe('');
  });
  defineRevisionSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_revisions') })),
  );
  defineRevisionStartSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_revision_start') })),
  );
  defineContentKindsSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_content_kinds') })),
  );
  defineActivitySuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_activity') })),
  );
  defineReleaseSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_releases') })),
  );
  defineIdempotencySuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_idempotency') })),
  );
  defineMediaSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_media') })),
  );
  defineCaseUploadSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_case_uploads') })),
  );
  defineUploadAddressSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_upload_addresses') })),
  );
  defineRefusedBodiesSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_refused_bodies') })),
  );
  defineClientAddressSuite('the backend on MySQL', (trustProxy) =>
    backendSuite(async () => ({
      mysqlUrl: await mysqlDatabase(`novaguide_client_address_${trustProxy ?? 'none'}`),
      env: trustProxy ? { TRUST_PROXY: trustProxy } : undefined,
    })),
  );
  defineSettingsTrustSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_settings_trust') })),
  );
  defineOperationRolesSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_operation_roles') })),
  );
  defineContractPropertySuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_contract_gate') })),
  );
  defineMalformedUrlSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_malformed_urls') })),
  );
  defineSessionSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_sessions') })),
  );
} else {
  it.skip('MySQL is not reachable: the MySQL contract suite is skipped', () => undefined);
}
