// The kit's suites against an implementation at a URL (`npm run contract -- --url ...`, contract-tests/url/
// run-contract.ts, which sets the environment read here). Nothing is shared with the implementation but the URL: the
// states a suite needs are set up through the Test State calls of openapi.yaml, with the key in TEST_STATE_KEY.
// The contract suite goes through Prism's validating proxy (CONTRACT_PRISM_URL), so two validators check each answer;
// the behaviour suites, which send invalid calls on purpose (Prism would answer those itself), go to the URL directly.
// Without a key, only what needs no set-up runs (the read-only part of the contract suite), and the rest is listed
// as skipped with the reason.
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { contract, openapiDocument } from '../support/document';
import { httpTarget } from '../support/test-state';
import type { SuiteSetup } from '../support/api-caller';
import type { Target } from '../support/operation-calls';
import { throughPrism } from '../prism/prism-target';
import { defineContractSuite, defineReadOnlyContractSuite } from '../contract-suite';
import { defineActivitySuite } from '../activity-suite';
import { defineReleaseSuite } from '../releases-suite';
import { defineRevisionSuite } from '../revisions-suite';
import { defineRevisionStartSuite } from '../revision-start-suite';
import { defineContentKindsSuite } from '../content-kinds-suite';
import { defineIdempotencySuite } from '../idempotency-suite';
import { defineArticlesSuite } from '../articles-suite';
import { defineNewsletterSuite } from '../newsletter-suite';
import { defineChatSuite } from '../chat-suite';
import { defineMediaSuite } from '../media-suite';
import { defineCaseUploadSuite } from '../case-uploads-suite';
import { definePersonSuite } from '../person-suite';
import { defineUploadAddressSuite } from '../security/upload-address-suite';
import { defineRefusedBodiesSuite } from '../security/refused-bodies-suite';
import { defineSettingsTrustSuite } from '../security/settings-trust-suite';
import { defineOperationRolesSuite } from '../security/operation-roles-suite';
import { defineContractPropertySuite } from '../property/contract-property-suite';
import { defineMalformedUrlSuite } from '../security/malformed-url-suite';
import { defineSessionSuite } from '../security/session-suite';
import { urlRunOptions } from './options';
import { keepCallsOfFailedCases, loggedFetch } from './call-log';

const options = urlRunOptions(process.env);
const name = options.label;
const direct: Target = httpTarget({ baseUrl: options.apiUrl, testStateKey: options.testStateKey, fetch: loggedFetch(globalThis.fetch) });
const violations: string[] = [];
const viaPrism = options.prismUrl
  ? (() => {
      const proxied = throughPrism(direct, { url: options.prismUrl, stop: async () => undefined }, violations);
      return { ...proxied, fetch: loggedFetch(proxied.fetch) };
    })()
  : direct;
keepCallsOfFailedCases();
const suite = (target: Target): SuiteSetup => ({ start: async () => target, stop: async () => undefined });
const skip = (what: string, why: string) => it.skip(`${what}: skipped, ${why}`, () => undefined);

describe(`${name}`, () => {
  it('serves the document this kit verifies against', () => {
    expect(contract.operations.length).toBeGreaterThan(0);
    expect((openapiDocument.info as { version: string }).version).toBeTruthy();
  });

  if (!options.testStateKey) {
    const admin = options.admin ?? demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
    defineReadOnlyContractSuite(name, openapiDocument, viaPrism, { email: admin.admin.email, password: admin.password });
    skip(
      'the write cases of the contract suite, every behaviour suite, the property-based suite and dredd',
      'no TEST_STATE_KEY: they reset the demo content before each case',
    );
  } else {
    defineContractSuite(name, openapiDocument, suite(viaPrism));
    if (options.prismUrl) {
      it('Prism reported no violation on any call', () => {
        expect(violations.join('\n')).toBe('');
      });
    }
    const only = (part: string, define: () => void) => (options.skip.has(part) ? skip(part, 'left out with --skip') : define());
    only('behaviour', () => {
      defineRevisionSuite(name, suite(direct));
      defineRevisionStartSuite(name, suite(direct));
      defineContentKindsSuite(name, suite(direct));
      defineActivitySuite(name, suite(direct));
      defineReleaseSuite(name, suite(direct));
      defineIdempotencySuite(name, suite(direct));
      defineMediaSuite(name, suite(direct));
      defineArticlesSuite(name, suite(direct));
      defineNewsletterSuite(name, suite(direct));
      defineChatSuite(name, suite(direct));
      defineCaseUploadSuite(name, suite(direct));
      definePersonSuite(name, suite(direct));
      defineUploadAddressSuite(name, suite(direct));
      defineRefusedBodiesSuite(name, suite(direct));
      defineSettingsTrustSuite(name, suite(direct));
      defineOperationRolesSuite(name, suite(direct));
      defineMalformedUrlSuite(name, suite(direct));
    });
    only('property', () => defineContractPropertySuite(name, suite(direct)));
    // The session suite tells an attacker from the admin by the address a call comes from (127.0.0.2 and 127.0.0.1),
    // which only a server on this machine's loopback sees; and it reads the refresh cookie a real browser would get.
    only('sessions', () =>
      options.loopback
        ? defineSessionSuite(name, suite(direct), undefined, { sharedClock: false })
        : skip('the session suite', `${options.apiUrl} is not on this machine's loopback, where the suite calls from two addresses`),
    );
  }
  // Run by in-process files only: the server is started once per trusted-proxy setting (TRUST_PROXY), which a URL
  // does not offer.
  skip('the client-address suite', 'it starts the implementation once per TRUST_PROXY setting');
});
