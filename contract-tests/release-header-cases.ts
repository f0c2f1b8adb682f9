// The contract suite's walk of every operation that declares the release header (X-Release, ADR 0033), taken from
// the document itself: a malformed id is a 400 naming the header, an id of no release a 404; a read made in a release
// holds its drafts, goes out as the caller's own (private, no-store, varying on the token and the header), and is
// not failed by a draft that no longer applies; a visitor's read sent with the header is the live one.
// Each test resets the target and signs in, the bulk of its time: one test checks both refusals of an operation, and
// one test checks every read of a kind in a single release. Each expectation names the operation it is about.
import { expect, it } from 'vitest';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import { RELEASE_CACHE_CONTROL, RELEASE_HEADER, RELEASE_NOT_FOUND, RELEASE_VARY, takesRelease } from '@shared/contract/releases';
import { checkEach, readResponse, send, successCall, type PreparedCall, type Target } from './support/operation-calls';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ReleaseHeaderHarness {
  operations: readonly OperationInfo[];
  target(): Target;
  /** The target without a validating proxy in front, for the calls invalid on purpose. */
  direct(): Target;
  token(target: Target): Promise<string>;
  expectConforms(op: OperationInfo, res: Response, body: unknown): void;
}

/** Ids no id may be (openapi.yaml: Id): empty, and longer than any. */
const MALFORMED = ['', 'x'.repeat(65)];
/** A release id no release has. */
const NO_RELEASE = '665000000000000000000fff';

/** The read whose drafts another write makes: the services listed for details are the service sections'. */
const DRAFTED_BY: Record<string, string> = { listServicesForDetails: 'updateServiceSection' };

export function defineReleaseHeaderCases(h: ReleaseHeaderHarness) {
  const operations = h.operations.filter(takesRelease);
  const reads = operations.filter((op) => op.method === 'get');
  const byId = (id: string) => h.operations.find((o) => o.operationId === id)!;
  /** An operation's kind of content: its tags in openapi.yaml. */
  const kindOf = (op: OperationInfo) => op.operation.tags?.toString() ?? '';
  /** The write whose draft changes what `read` answers: its kind's update of a record by id. */
  const draftFor = (read: OperationInfo) =>
    DRAFTED_BY[read.operationId]
      ? byId(DRAFTED_BY[read.operationId])
      : operations.find((o) => o.method === 'put' && kindOf(o) === kindOf(read) && /\{id\}$/.test(o.path))!;

  const call = async (target: Target, prepared: PreparedCall) => {
    const res = await send(target, prepared);
    return { res, body: (await readResponse(res)) as Json };
  };
  /** Expects the status `op` answered, naming the operation and showing the body when it is another. */
  const expectStatus = (op: OperationInfo, got: { res: Response; body: Json }, status: number) =>
    expect(got.res.status, `${op.operationId}: ${JSON.stringify(got.body)}`).toBe(status);

  it('walks every operation openapi.yaml declares the release header on, reads and writes', () => {
    expect(reads.length).toBeGreaterThanOrEqual(27);
    expect(operations.length).toBeGreaterThan(reads.length);
  });

  // One case for every operation, on one demo dataset with one sign-in: the header is refused before the operation
  // runs (a malformed id by the validation of the parameters, an unknown one when the release's drafts are looked
  // up), so a refused call changes nothing, and each operation's success call, prepared once, is sent three times.
  it('answers a malformed X-Release with a valid 400 naming it, and an unknown release with a valid 404, on every operation that declares it', async () => {
    const token = await h.token(h.target());
    await checkEach(operations, async (op) => {
      const prepared = await successCall(op, h.target(), token);
      const naming = (release: string): PreparedCall => ({ ...prepared, token, headers: { ...prepared.headers, [RELEASE_HEADER]: release } });
      for (const malformed of MALFORMED) {
        const got = await call(h.direct(), naming(malformed));
        expectStatus(op, got, 400);
        expect(got.body.errors[0].field, op.operationId).toBe(RELEASE_HEADER);
        h.expectConforms(op, got.res, got.body);
      }
      const got = await call(h.target(), naming(NO_RELEASE));
      expectStatus(op, got, 404);
      expect(got.body.message, op.operationId).toBe(RELEASE_NOT_FOUND);
      h.expectConforms(op, got.res, got.body);
    });
  }, 600_000);

  /**
   * A release holding a draft that no longer applies (a delete of a record since deleted live, of a kind other than
   * `kind`), then the drafts of `kind`'s reads (`writes`, each made once).
   */
  async function releaseFor(kind: string, writes: readonly OperationInfo[], target: Target, token: string) {
    const made = await call(target, { method: 'POST', path: '/releases', json: { name: `Working in ${kind}` }, token });
    const release = made.body.data._id as string;
    const inRelease = { [RELEASE_HEADER]: release };
    const [create, remove] = kind === 'Footer' ? ['createHero', 'deleteHero'] : ['createFooter', 'deleteFooter'];
    const created = await call(target, await successCall(byId(create), target, token));
    expectStatus(byId(create), created, 201);
    const deletion: PreparedCall = { method: 'DELETE', path: byId(remove).path.replace('{id}', created.body.data._id), token };
    expectStatus(byId(remove), await call(target, { ...deletion, headers: inRelease }), 200);
    expectStatus(byId(remove), await call(target, deletion), 200);
    for (const write of writes) {
      const drafted = await call(target, { ...(await successCall(write, target, token)), headers: inRelease });
      expect(drafted.res.status, `${write.operationId}: ${JSON.stringify(drafted.body)}`).toBeLessThan(300);
    }
    return { release, inRelease };
  }

  // The reads of one kind share a release (one sign-in, one set of drafts): each is checked in it, one after another.
  const readsOf = (kind: string) => reads.filter((op) => kindOf(op) === kind);
  const operationIdsOf = (kind: string) => readsOf(kind).map((op) => op.operationId);
  const kinds = [...new Set(reads.map(kindOf))].map((kind) => [`${kind} (${operationIdsOf(kind).join(', ')})`, kind] as const);
  it.each(kinds)(
    '%s, in a release (X-Release) with a stale draft, answer their drafts as the caller own, and visitors the live content',
    async (_name, kind) => {
      const target = h.target();
      const token = await h.token(target);
      const group = readsOf(kind);
      // Each write drafted once, though several reads need it (the Service Details' reads need two: see DRAFTED_BY).
      const writes = [...new Set(group.map(draftFor))];
      const { inRelease, release } = await releaseFor(kind, writes, target, token);
      for (const op of group) {
        const prepared = await successCall(op, target, token);
        const live = await call(target, { ...prepared, token });
        const drafted = await call(target, { ...prepared, token, headers: inRelease });
        expectStatus(op, drafted, 200);
        h.expectConforms(op, drafted.res, drafted.body);
        expect(content(drafted.body.data), `${op.operationId} answers the drafts`).not.toBe(content(live.body.data));
        expect(drafted.res.headers.get('cache-control'), op.operationId).toBe(RELEASE_CACHE_CONTROL);
        const vary = (drafted.res.headers.get('vary') ?? '').toLowerCase();
        for (const name of RELEASE_VARY) expect(vary, op.operationId).toContain(name.toLowerCase());

        // The release still names its stale draft, and only that one, after the read.
        const ofRelease = await call(target, { method: 'GET', path: `/releases/${release}`, token });
        expect(
          ofRelease.body.data.changes.map((c: Json) => !!c.problem),
          `${op.operationId}: which changes of the release have a problem`,
        ).toEqual([true, ...writes.map(() => false)]);

        // A visitor naming the release, without a token or with one that does not pass, reads the live content.
        if (!op.isPublic) continue;
        const liveToVisitors = await call(target, { ...prepared, token: null });
        for (const visitor of [null, 'not.a.token']) {
          const got = await call(target, { ...prepared, token: visitor, headers: inRelease });
          expectStatus(op, got, 200);
          expect(got.body.data, `${op.operationId} to a visitor with token ${visitor}`).toEqual(liveToVisitors.body.data);
        }
      }
    },
  );
}

/** What a record says, without who made or changed it and when (a replay's writes are made anew). */
const content = (data: unknown) => JSON.stringify(data, (key, value) => (/^(created|lastModified|updated)/.test(key) ? undefined : value));
