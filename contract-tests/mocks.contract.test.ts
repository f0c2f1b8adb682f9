// The contract suite against the MSW mocks (in Node).
import { afterAll, beforeAll } from 'vitest';
import { db } from '@mocks/db';
import { openapiDocument } from '@mocks/contract';
import { routesByResource } from '@mocks/handlers';
import { server } from '@mocks/node';
import * as routeKit from '@mocks/route';
import { setTestStateKey, setTrustProxy } from '@mocks/route';
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
import { defineSettingsTrustSuite } from './security/settings-trust-suite';
import { defineOperationRolesSuite } from './security/operation-roles-suite';
import { defineContractPropertySuite } from './property/contract-property-suite';
import { defineMalformedUrlSuite } from './security/malformed-url-suite';
import type { Target } from './support/operation-calls';
import { httpTarget } from './support/test-state';
import { ADMIN_ADDRESS, defineSessionSuite, jsonOf, type SessionHarness } from './security/session-suite';

const TEST_STATE_KEY = 'mocks-test-state-key-0123456789';
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setTestStateKey(TEST_STATE_KEY);
});
afterAll(() => {
  setTestStateKey(undefined);
  server.close();
});

const routes = Object.values(routesByResource).flat();

// The states every suite needs are set up through the mocks' Test State calls, as against any implementation.
const mocks: Target = httpTarget({ baseUrl: 'http://localhost/api', testStateKey: TEST_STATE_KEY });

defineContractSuite('the mocks', openapiDocument, {
  start: async () => mocks,
  stop: async () => undefined,
  implemented: (op) => routes.filter((r) => r.method === op.method && r.path === op.path).length === 1,
});

defineRevisionSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineRevisionStartSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineContentKindsSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineActivitySuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineReleaseSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineIdempotencySuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineMediaSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineArticlesSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineNewsletterSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineChatSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineConsentSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
definePersonSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineHealthConsentSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineTranslationsSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineCaseUploadSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineUploadAddressSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineRefusedBodiesSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineClientAddressSuite('the mocks', (trustProxy) => ({
  async start() {
    setTrustProxy(trustProxy);
    return mocks;
  },
  stop: async () => setTrustProxy(undefined),
}));
defineSettingsTrustSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineOperationRolesSuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineContractPropertySuite('the mocks', { start: async () => mocks, stop: async () => undefined });
defineMalformedUrlSuite('the mocks', { start: async () => mocks, stop: async () => undefined });

// The mocks keep the refresh token in their own memory (a service worker cannot set an HttpOnly cookie); each
// caller's address is the one a proxy in front reports, as TRUST_PROXY=1 makes it on the server.
const mockRoute = routeKit as { setTrustProxy?: (value: string | undefined) => void };
const mockSessions: SessionHarness = {
  kind: 'mocks',
  cookie: { get: () => db.refreshCookie, set: (value) => void (db.refreshCookie = value) },
  async request(target, method, path, opts = {}) {
    const headers: Record<string, string> = { 'X-Forwarded-For': opts.address ?? ADMIN_ADDRESS };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await target.fetch(`${target.baseUrl}${path}`, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
    const text = await res.text();
    return { status: res.status, headers: Object.fromEntries(res.headers), body: jsonOf(res.headers.get('content-type'), text), text };
  },
};
defineSessionSuite(
  'the mocks',
  {
    start: async () => {
      mockRoute.setTrustProxy?.('1');
      return mocks;
    },
    stop: async () => mockRoute.setTrustProxy?.(undefined),
  },
  mockSessions,
);
