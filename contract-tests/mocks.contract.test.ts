// The contract suite against the MSW mocks (in Node).
import { afterAll, beforeAll } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { openapiDocument } from '@mocks/contract';
import { routesByResource } from '@mocks/handlers';
import { server } from '@mocks/node';
import { clearScenarios } from '@mocks/route';
import { defineContractSuite } from './contract-suite';
import { defineActivitySuite } from './activity-suite';
import { defineRevisionSuite } from './revisions-suite';
import { defineIdempotencySuite } from './idempotency-suite';
import { defineMediaSuite } from './media-suite';
import { defineCaseUploadSuite } from './case-uploads-suite';
import { defineSettingsTrustSuite } from './security/settings-trust-suite';
import { SAMPLE_FILES, type Target } from './support/operation-calls';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const routes = Object.values(routesByResource).flat();

const mocks: Target = {
  baseUrl: 'http://localhost/api',
  fetch: (input, init) => globalThis.fetch(input, init),
  async reset() {
    resetDb();
    clearScenarios();
  },
  async giveCaseFile(bookingId) {
    db.caseFiles.set(bookingId, { bytes: SAMPLE_FILES.pdf, mime: 'application/pdf', originalName: 'cbct-report.pdf' });
  },
  async remove(kind, id) {
    if (kind === 'homepageSettings') db.homepageSettings.length = 0;
    if (kind === 'privacyPolicy') db.privacyPolicies.length = 0;
    if (kind === 'termsConditions') db.termsConditions.length = 0;
    if (kind === 'serviceDetailsOfService') db.serviceDetails = db.serviceDetails.filter((d) => d.serviceId !== id);
  },
};

defineContractSuite('the mocks', openapiDocument, {
  start: async () => mocks,
  stop: async () => undefined,
  implemented: (op) => routes.filter((r) => r.method === op.method && r.path === op.path).length === 1,
});

defineRevisionSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineActivitySuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineIdempotencySuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineMediaSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineCaseUploadSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineSettingsTrustSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
