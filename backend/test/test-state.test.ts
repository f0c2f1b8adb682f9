// The Test State calls: mounted only with a TEST_STATE_KEY, which a production start refuses; with it, each checks
// the key and sets up its state through HTTP as the contract suites use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_IDS } from '@shared/demo-content';
import { tagOf } from '@shared/pipeline/context';
import { contract } from '../src/contract';
import { configProblems, startTestBackend, TEST_STATE_KEY, type TestBackend } from './harness';
import { signInAsDemoAdmin } from './admin-session';

const TEST_STATE_OPERATIONS = contract.operations.filter((op) => tagOf(op) === 'Test State');
const BOOKING_ID = '665000000000000000000c01';
const SERVICE_ID = '665000000000000000000212';

/** An operation's path with each parameter given its example (or a well-formed id). */
function concretePath(op: (typeof TEST_STATE_OPERATIONS)[number]) {
  const parameters = (op.operation.parameters ?? []) as { name: string; example?: string }[];
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => parameters.find((p) => p.name === name)?.example ?? BOOKING_ID);
}

/** The request example of an operation's JSON body, from the document. */
function requestExample(operationId: string): unknown {
  const op = contract.operations.find((o) => o.operationId === operationId)!;
  const body = op.operation.requestBody as { content: { 'application/json': { example?: unknown } } };
  return body.content['application/json'].example;
}

async function testState(b: TestBackend, method: string, path: string, opts: { key?: string | null; body?: unknown } = {}) {
  const key = opts.key === undefined ? TEST_STATE_KEY : opts.key;
  return fetch(`${b.baseUrl}${path}`, {
    method,
    headers: { ...(key === null ? {} : { 'Test-State-Key': key }), ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

describe('the Test State calls', () => {
  it('are declared in the document', () => {
    expect(TEST_STATE_OPERATIONS.map((op) => op.operationId).sort()).toEqual([
      'getTestStateChatResumeToken',
      'getTestStateNewsletterTokens',
      'putTestCaseFile',
      'removeTestRecord',
      'removeTestServiceDetails',
      'resetTestState',
    ]);
  });

  it('are refused in a production configuration, naming TEST_STATE_KEY', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.novaguide.example', JWT_SECRET: 'production-secret-production-secret-0123' };
    expect(configProblems(production)).toEqual([]);
    const problems = configProblems({ ...production, TEST_STATE_KEY });
    expect(problems).toEqual([expect.stringMatching(/^TEST_STATE_KEY must not be set in production/)]);
  });

  it('take a key of at least 16 characters, and an empty one as none', () => {
    expect(configProblems({ NODE_ENV: 'test', TEST_STATE_KEY: 'short' })).toEqual(['TEST_STATE_KEY must be at least 16 characters']);
    expect(configProblems({ NODE_ENV: 'test', TEST_STATE_KEY: '' })).toEqual([]);
  });

  describe('on a production server (no key)', () => {
    let b: TestBackend;
    beforeAll(async () => {
      b = await startTestBackend({
        env: {
          NODE_ENV: 'production',
          PUBLIC_URL: 'http://127.0.0.1',
          JWT_SECRET: 'production-secret-production-secret-0123',
          TEST_STATE_KEY: '',
          LOG_LEVEL: 'silent',
        },
      });
    });
    afterAll(() => b?.close());

    it('are not there: each answers the usual 404, with the key and without it', async () => {
      expect(b.config.testStateKey).toBeUndefined();
      for (const op of TEST_STATE_OPERATIONS) {
        for (const key of [TEST_STATE_KEY, null]) {
          const body = op.method === 'put' ? requestExample(op.operationId) : undefined;
          const res = await testState(b, op.method.toUpperCase(), concretePath(op), { key, body });
          expect({ operation: op.operationId, key, status: res.status, body: await res.json() }).toEqual({
            operation: op.operationId,
            key,
            status: 404,
            body: { success: false, message: 'Route not found' },
          });
        }
      }
    });
  });

  describe('on a test server', () => {
    let b: TestBackend;
    beforeAll(async () => {
      b = await startTestBackend();
    });
    afterAll(() => b?.close());

    it('refuse a wrong key and a missing one with 401 naming Test-State-Key, changing nothing', async () => {
      const wrong = await testState(b, 'DELETE', `/test-state/service-details/${SERVICE_ID}`, { key: 'not-the-key-not-the-key' });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({
        success: false,
        message: 'Test-State-Key is not valid',
        errors: [{ field: 'Test-State-Key', message: 'is not valid' }],
      });
      const missing = await testState(b, 'POST', '/test-state/reset', { key: null });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ success: false, errors: [{ field: 'Test-State-Key' }] });
      expect(await b.db('service_details').where('service_id', SERVICE_ID).count({ n: '*' })).toEqual([{ n: 1 }]);
    });

    it('reset puts the demo content back, seen at once by the content cache', async () => {
      const token = await signInAsDemoAdmin(b.baseUrl);
      // The public list, which the content cache keeps.
      const heroList = async () => JSON.stringify(await (await fetch(`${b.baseUrl}/hero/active-list`)).json());
      expect(await heroList()).toContain(HERO_IDS.surgicalGuide);
      const deleted = await fetch(`${b.baseUrl}/hero/delete/${HERO_IDS.surgicalGuide}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
      expect(deleted.status).toBe(200);
      expect(await heroList()).not.toContain(HERO_IDS.surgicalGuide);

      expect((await testState(b, 'POST', '/test-state/reset')).status).toBe(204);
      expect(await heroList()).toContain(HERO_IDS.surgicalGuide);
    });

    it('putTestCaseFile gives a booking a case file that downloads with the same bytes, replacing one it had', async () => {
      const token = await signInAsDemoAdmin(b.baseUrl);
      const download = async () => {
        const res = await fetch(`${b.baseUrl}/booking/case-file/${BOOKING_ID}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      };
      const example = requestExample('putTestCaseFile') as { contentBase64: string };
      expect((await testState(b, 'PUT', `/test-state/bookings/${BOOKING_ID}/case-file`, { body: example })).status).toBe(204);
      expect(await download()).toEqual(Buffer.from(example.contentBase64, 'base64'));

      const scan = Buffer.from('a scan of the jaw, not really a model');
      const replaced = await testState(b, 'PUT', `/test-state/bookings/${BOOKING_ID}/case-file`, {
        body: { fileName: 'upper-jaw.stl', contentType: 'model/stl', contentBase64: scan.toString('base64') },
      });
      expect(replaced.status).toBe(204);
      expect(await download()).toEqual(scan);
      const row = await b.db('bookings').where('id', BOOKING_ID).first();
      expect(row).toMatchObject({
        case_file_key: `private/case-files/${BOOKING_ID}.stl`,
        case_file_original_name: 'upper-jaw.stl',
        case_file_size: scan.length,
        case_file_mime: 'model/stl',
      });
      // The one it replaced, under another key, is gone.
      expect(await b.storage.get(`private/case-files/${BOOKING_ID}.pdf`)).toBeNull();
    });

    it('putTestCaseFile answers 404 for an unknown booking', async () => {
      const res = await testState(b, 'PUT', '/test-state/bookings/665000000000000000000cff/case-file', { body: requestExample('putTestCaseFile') });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, message: 'Booking not found' });
    });

    it('removeTestRecord removes the privacy policy so that its create succeeds, and a second removal is no error', async () => {
      expect((await fetch(`${b.baseUrl}/privacy-policy`)).status).toBe(200);
      expect((await testState(b, 'DELETE', '/test-state/records/privacy-policy')).status).toBe(204);
      expect((await fetch(`${b.baseUrl}/privacy-policy`)).status).toBe(404);
      expect((await testState(b, 'DELETE', '/test-state/records/privacy-policy')).status).toBe(204);

      const token = await signInAsDemoAdmin(b.baseUrl);
      const createdPolicy = await fetch(`${b.baseUrl}/privacy-policy`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(requestExample('createPrivacyPolicy')),
      });
      expect(createdPolicy.status).toBe(201);
      expect((await fetch(`${b.baseUrl}/privacy-policy`)).status).toBe(200);
    });

    it('removeTestRecord refuses a record it does not know with 400', async () => {
      expect((await testState(b, 'DELETE', '/test-state/records/hero')).status).toBe(400);
    });

    it("removeTestServiceDetails removes a service's detail page, then answers 404", async () => {
      expect((await testState(b, 'DELETE', `/test-state/service-details/${SERVICE_ID}`)).status).toBe(204);
      const again = await testState(b, 'DELETE', `/test-state/service-details/${SERVICE_ID}`);
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ success: false, message: 'Service details not found' });
    });
  });
});
