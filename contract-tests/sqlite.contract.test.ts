// The contract suite against the real backend on the embedded SQLite database.
import { startTestBackend, type TestBackend } from '../backend/test/harness';
import { openapiDocument } from '../backend/src/contract';
import { allRoutes } from '../backend/src/routes';
import { backendSuite, backendTarget } from '../backend/test/contract-target';
import { defineContractSuite } from './contract-suite';
import { defineActivitySuite } from './activity-suite';
import { defineReleaseSuite } from './releases-suite';
import { defineRevisionSuite } from './revisions-suite';
import { defineRevisionStartSuite } from './revision-start-suite';
import { defineContentKindsSuite } from './content-kinds-suite';
import { defineIdempotencySuite } from './idempotency-suite';
import { defineArticlesSuite } from './articles-suite';
import { defineNewsletterSuite } from './newsletter-suite';
import { defineChatSuite } from './chat-suite';
import { defineConsentSuite } from './consent-suite';
import { definePersonSuite } from './person-suite';
import { defineHealthConsentSuite } from './health-consent-suite';
import { defineTranslationsSuite } from './translations-suite';
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

let backend: TestBackend;
defineContractSuite('the backend on SQLite', openapiDocument, {
  async start() {
    backend = await startTestBackend();
    return backendTarget(backend);
  },
  stop: () => backend.close(),
  implemented: (op) => allRoutes.filter((r) => r.op.method === op.method && r.op.path === op.path).length === 1,
});

defineRevisionSuite('the backend on SQLite', backendSuite());
defineRevisionStartSuite('the backend on SQLite', backendSuite());
defineContentKindsSuite('the backend on SQLite', backendSuite());
defineActivitySuite('the backend on SQLite', backendSuite());
defineReleaseSuite('the backend on SQLite', backendSuite());
defineIdempotencySuite('the backend on SQLite', backendSuite());
defineMediaSuite('the backend on SQLite', backendSuite());
defineArticlesSuite('the backend on SQLite', backendSuite());
defineNewsletterSuite('the backend on SQLite', backendSuite());
defineChatSuite('the backend on SQLite', backendSuite());
defineConsentSuite('the backend on SQLite', backendSuite());
definePersonSuite('the backend on SQLite', backendSuite());
defineHealthConsentSuite('the backend on SQLite', backendSuite());
defineTranslationsSuite('the backend on SQLite', backendSuite());
defineCaseUploadSuite('the backend on SQLite', backendSuite());
defineUploadAddressSuite('the backend on SQLite', backendSuite());
defineRefusedBodiesSuite('the backend on SQLite', backendSuite());
defineClientAddressSuite('the backend on SQLite', (trustProxy) => backendSuite(async () => ({ env: trustProxy ? { TRUST_PROXY: trustProxy } : undefined })));
defineSettingsTrustSuite('the backend on SQLite', backendSuite());
defineOperationRolesSuite('the backend on SQLite', backendSuite());
defineContractPropertySuite('the backend on SQLite', backendSuite());
defineMalformedUrlSuite('the backend on SQLite', backendSuite());
defineSessionSuite('the backend on SQLite', backendSuite());
