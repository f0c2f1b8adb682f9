// The contract suite's walk of every operation that declares the release header (X-Release, ADR 0033), taken from
// the document itself: a malformed id is a 400 naming the header, an id of no release a 404; a read made in a release
// holds its drafts, goes out as the caller's own (private, no-store, varying on the token and the header), and is
// not failed by a draft that no longer applies; a visitor's read sent with the header is the live one.
import { expect, it } from 'vitest';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import { RELEASE_CACHE_CONTROL, RELEASE_HEADER, RELEASE_NOT_FOUND, RELEASE_VARY, takesRelease } from '@shared/contract/releases';
import { readResponse, send, successCall, type PreparedCall, type Target } from './support/operation-calls';

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
  /** The write whose draft changes what `read` answers: its kind's update of a record by id. */
  const draftFor = (read: OperationInfo) =>
    DRAFTED_BY[read.operationId]
      ? byId(DRAFTED_BY[read.operationId])
      : operations.find((o) => o.method === 'put' && o.operation.tags?.toString() === read.operation.tags?.toString() && /\{id\}$/.test(o.path))!;

  const call = async (target: Target, prepared: PreparedCall) => {
    const res = await send(target, prepared);
    return { res, body: (await readResponse(res)) as Json };
  };
  const expectStatus = (got: { res: Response; body: Json }, status: number) => expect(got.res.status, JSON.stringify(got.body)).toBe(status);

  it('walks every operation openapi.yaml declares the release header on, reads and writes', () => {
    expect(reads.length).toBeGreaterThanOrEqual(27);
    expect(operations.length).toBeGreaterThan(reads.length);
  });

  /** The operation's success call, signed in, naming `release`. */
  const callInRelease = async (op: OperationInfo, target: Target, release: string) => {
    const token = await h.token(target);
    const prepared = await successCall(op, target, token);
    return call(target, { ...prepared, token, headers: { ...prepared.headers, [RELEASE_HEADER]: release } });
  };

  it.each(operations.map((op) => [op.operationId, op] as const))('%s answers a malformed X-Release with a valid 400 naming it', async (_name, op) => {
    for (const malformed of MALFORMED) {
      const got = await callInRelease(op, h.direct(), malformed);
      expectStatus(got, 400);
      expect(got.body.errors[0].field).toBe(RELEASE_HEADER);
      h.expectConforms(op, got.res, got.body);
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s answers an unknown release with a valid 404', async (_name, op) => {
    const got = await callInRelease(op, h.target(), NO_RELEASE);
    expectStatus(got, 404);
    expect(got.body.message).toBe(RELEASE_NOT_FOUND);
    h.expectConforms(op, got.res, got.body);
  });

  /**
   * A release holding a draft that no longer applies (a delete of a record since deleted live, of a kind other than
   * `read`'s) and then the draft of `read`'s own kind.
   */
  async function releaseFor(read: OperationInfo, target: Target, token: string) {
    const made = await call(target, { method: 'POST', path: '/releases', json: { name: `Working in ${read.operationId}` }, token });
    const release = made.body.data._id as string;
    const inRelease = { [RELEASE_HEADER]: release };
    const [create, remove] = read.operation.tags?.toString() === 'Footer' ? ['createHero', 'deleteHero'] : ['createFooter', 'deleteFooter'];
    const created = await call(target, await successCall(byId(create), target, token));
    expectStatus(created, 201);
    const deletion: PreparedCall = { method: 'DELETE', path: byId(remove).path.replace('{id}', created.body.data._id), token };
    expectStatus(await call(target, { ...deletion, headers: inRelease }), 200);
    expectStatus(await call(target, deletion), 200);
    const write = draftFor(read);
    const drafted = await call(target, { ...(await successCall(write, target, token)), headers: inRelease });
    expect(drafted.res.status, `${write.operationId}: ${JSON.stringify(drafted.body)}`).toBeLessThan(300);
    return { release, inRelease };
  }

  it.each(reads.map((op) => [op.operationId, op] as const))(
    '%s in a release with a stale draft answers its drafts, as the caller own, and visitors the live content',
    async (_name, op) => {
      const target = h.target();
      const token = await h.token(target);
      const { inRelease, release } = await releaseFor(op, target, token);
      const prepared = await successCall(op, target, token);
      const live = await call(target, { ...prepared, token });
      const drafted = await call(target, { ...prepared, token, headers: inRelease });
      expectStatus(drafted, 200);
      h.expectConforms(op, drafted.res, drafted.body);
      expect(content(drafted.body.data)).not.toBe(content(live.body.data));
      expect(drafted.res.headers.get('cache-control')).toBe(RELEASE_CACHE_CONTROL);
      const vary = (drafted.res.headers.get('vary') ?? '').toLowerCase();
      for (const name of RELEASE_VARY) expect(vary).toContain(name.toLowerCase());

      // The release names its stale draft, and only that one.
      const read = await call(target, { method: 'GET', path: `/releases/${release}`, token });
      expect(read.body.data.changes.map((c: Json) => !!c.problem)).toEqual([true, false]);
    },
  );

  const publicReads = reads.filter((op) => op.isPublic);
  it.each(publicReads.map((op) => [op.operationId, op] as const))(
    '%s answers the live content to a visitor naming a release, without a token or with one that does not pass',
    async (_name, op) => {
      const target = h.target();
      const token = await h.token(target);
      const { inRelease } = await releaseFor(op, target, token);
      const prepared = await successCall(op, target, token);
      const live = await call(target, { ...prepared, token: null });
      for (const visitor of [null, 'not.a.token']) {
        const got = await call(target, { ...prepared, token: visitor, headers: inRelease });
        expectStatus(got, 200);
        expect(got.body.data).toEqual(live.body.data);
      }
    },
  );
}

/** What a record says, without who made or changed it and when (a replay's writes are made anew). */
const content = (data: unknown) => JSON.stringify(data, (key, value) => (/^(created|lastModified|updated)/.test(key) ? undefined : value));
