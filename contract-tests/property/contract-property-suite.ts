// The contract is the gate (ADR 0006): a property-based run over every operation of openapi.yaml, signed in as the
// demo super admin, on the mocks and the backend (SQLite and MySQL). From each operation's request schema:
// - invalid requests, each one mutation of the document's valid example (a required field dropped, an unknown key, an
//   unsafe or out-of-range integer, a wrong type, an over-long string), get 400 with `{ success: false, message,
//   errors }` naming the field, and the resource's reads answer the same after them as before (nothing stored);
// - every query parameter sent empty, and every integer parameter past its bounds, gets 400 naming it;
// - valid bodies generated from the schema get a documented status below 500;
// and every answer matches the document's schema for its status. Multipart and tus bodies keep their example
// content; their parameters and headers are still checked. A fixed seed and a few runs per operation keep it short.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createOpenApiValidator, type OperationInfo } from '@shared/contract/openapi-validator';
import { openapiDocument } from '../support/document';
import { demoToken } from '../contract-suite';
import { readResponse, resettingOnFirstCall, send, successCall, type PreparedCall, type Target } from '../support/operation-calls';
import type { SuiteSetup } from '../support/api-caller';
import { schemaTools, type Mutation } from './request-arbitraries';

type Json = Record<string, unknown>;

const SEED = 20261125;
const INVALID_RUNS = 8;
const VALID_RUNS = 3;
const UNSAFE = '1437860039402779500000000';

const contract = createOpenApiValidator(openapiDocument);
const tools = schemaTools(openapiDocument);
const show = (body: unknown) => (JSON.stringify(body) ?? '(no body)').slice(0, 400);

/** The object at a path inside a body (a test's set-up; the path exists in the document's example). */
const at = (body: Json, ...path: (string | number)[]): Json => path.reduce<Json>((node, key) => node[key] as Json, body);

const parametersOf = (op: OperationInfo) => ((op.operation.parameters ?? []) as Json[]).map((p) => tools.deref(p));
const tagOf = (op: OperationInfo) => ((op.operation.tags as string[] | undefined) ?? [])[0];
const jsonSchemaOf = (op: OperationInfo) =>
  (((op.operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;

/**
 * The reads of an operation's resource that need no set-up: what an invalid write must leave as it was. An event
 * stream is a connection, not a read of what is stored (and an open team stream makes a planner online).
 */
function readsOf(op: OperationInfo): OperationInfo[] {
  return contract.operations.filter(
    (o) =>
      o.method === 'get' &&
      !JSON.stringify(o.operation.responses ?? {}).includes('text/event-stream') &&
      tagOf(o) === tagOf(op) &&
      !o.path.includes('{') &&
      !parametersOf(o).some((p) => p.required && p.in !== 'header') &&
      tagOf(o) !== 'Case Uploads',
  );
}

export function defineContractPropertySuite(name: string, setup: SuiteSetup) {
  describe(`${name}: the contract is the gate`, () => {
    let target: Target;
    // A fresh demo dataset and sign-in, put off while only reads have run since the last (a read changes nothing).
    let session: string | undefined;
    const fresh = async (op: OperationInfo) => {
      if (session && op.method === 'get') return session;
      await target.reset();
      const token = await demoToken(target);
      session = op.method === 'get' ? token : undefined;
      return token;
    };
    beforeAll(async () => {
      target = resettingOnFirstCall(await setup.start());
    }, 120_000);
    afterAll(() => setup.stop());

    const snapshot = async (reads: OperationInfo[], token: string) =>
      Promise.all(reads.map(async (o) => readResponse(await send(target, { method: 'GET', path: o.path, token }))));

    function expectConforms(op: OperationInfo, res: Response, body: unknown, what: string) {
      const problems = contract.validateResponse(op, res.status, res.headers.get('content-type'), body);
      expect(problems, `${what} -> ${res.status}: ${show(body)}`).toEqual([]);
    }

    async function expectRefused(op: OperationInfo, call: PreparedCall, field: string, what: string) {
      const res = await send(target, call);
      const body = (await readResponse(res)) as { success?: boolean; message?: string; errors?: { field: string }[] } | undefined;
      expect(res.status, `${what}: ${show(body)}`).toBe(400);
      if (op.method === 'head') return;
      expect(body, what).toMatchObject({ success: false, message: expect.any(String) });
      expect(
        body?.errors?.map((e) => e.field),
        `${what}: ${show(body)}`,
      ).toContain(field);
      expectConforms(op, res, body, what);
    }

    // The requests an outside run found accepted, each refused by name and leaving nothing behind.
    const found: [string, string, (body: Json) => void, string][] = [
      ['createHomepage', 'a section without its required isVisible', (b) => delete at(b, 'sections', 0).isVisible, 'sections.0.isVisible'],
      ['createServiceSection', 'no title (required)', (b) => delete b.title, 'title'],
      ['updateFooterSections', "a section's order of 1437860039402779500000000", (b) => (at(b, 'sections', 0).order = Number(UNSAFE)), 'sections.0.order'],
      ['updateFooterSections', 'an unknown key in a link', (b) => (at(b, 'sections', 0, 'links', 0).junk = { injected: true }), 'sections.0.links.0.junk'],
      ['addTestimonial', 'an order of 1437860039402779500000000', (b) => (b.order = Number(UNSAFE)), 'order'],
      ['addTestimonial', 'an unknown key', (b) => (b.junk = { injected: true }), 'junk'],
    ];
    it.each(found)('%s refuses %s: 400 naming it, nothing stored', async (operationId, _what, mutate, field) => {
      const op = contract.findOperation(operationId);
      const token = await fresh(op);
      const call = await successCall(op, target, token);
      const json = structuredClone(call.json) as Json;
      mutate(json);
      const reads = readsOf(op);
      const before = await snapshot(reads, token);
      await expectRefused(op, { ...call, json }, field, `${operationId} without ${field}`);
      expect(await snapshot(reads, token)).toEqual(before);
    });

    it.each([
      ['listActivity', 'to'],
      ['listRevisions', 'recordId'],
    ])('%s refuses ?%s= sent empty: 400 naming it', async (operationId, name) => {
      const op = contract.findOperation(operationId);
      const token = await fresh(op);
      const call = await successCall(op, target, token);
      await expectRefused(op, { ...call, query: { ...call.query, [name]: '' } }, name, `${operationId} with ${name}=`);
    });

    it.each(contract.operations.map((op) => [op.operationId, op] as const))('%s holds every request to the document', async (_id, op) => {
      const token = await fresh(op);
      const call = await successCall(op, target, token);
      const schema = jsonSchemaOf(op);

      // Invalid bodies: one mutation each of the valid example; nothing they carry is stored.
      if (schema && call.json !== undefined) {
        const mutations = tools.mutations(schema, call.json);
        expect(mutations.length, `${op.operationId} has something to break`).toBeGreaterThan(0);
        const reads = readsOf(op);
        const before = await snapshot(reads, token);
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...mutations), async (m: Mutation) => {
            await expectRefused(op, { ...call, json: m.apply(call.json) }, m.field, `${op.operationId} with ${m.kind} at ${m.field}`);
          }),
          { seed: SEED, numRuns: Math.min(INVALID_RUNS, mutations.length * 2) },
        );
        expect(await snapshot(reads, token), `${op.operationId}: a refused body changed what its reads answer`).toEqual(before);
      }

      // Query parameters sent empty or past their bounds, integer headers past theirs.
      for (const p of parametersOf(op)) {
        const schemaOf = tools.merged((p.schema ?? {}) as Json);
        const name = String(p.name);
        const variants: [string, string][] = [];
        if (p.in === 'query' && !p.allowEmptyValue) variants.push(['empty', '']);
        if ((p.in === 'query' || p.in === 'header') && schemaOf.type === 'integer') {
          variants.push(['unsafe', UNSAFE], ['over the maximum', String(Number(schemaOf.maximum) + 1)], ['not a number', 'twelve']);
        }
        for (const [what, value] of variants) {
          const sent = p.in === 'query' ? { ...call, query: { ...call.query, [name]: value } } : { ...call, headers: { ...call.headers, [name]: value } };
          await expectRefused(op, sent, name, `${op.operationId} with ${name} ${what}`);
        }
      }

      // Valid bodies generated from the schema: a documented status, never a failure, an answer as documented.
      if (schema && call.json !== undefined) {
        await fc.assert(
          fc.asyncProperty(tools.valid(schema, call.json), async (body) => {
            const res = await send(target, { ...call, json: body });
            const answer = await readResponse(res);
            const what = `${op.operationId} with ${show(body)}`;
            expect(op.statuses, `${what} -> ${res.status}: ${show(answer)}`).toContain(String(res.status));
            expect(res.status, `${what}: ${show(answer)}`).toBeLessThan(500);
            expectConforms(op, res, answer, what);
          }),
          { seed: SEED, numRuns: VALID_RUNS },
        );
      }
    });
  });
}
