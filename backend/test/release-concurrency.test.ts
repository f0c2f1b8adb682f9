// Saves into one release at the same moment, as an editor's autosave beside a save or two colleagues' previews make
// them, on both databases: each call of a release makes its earlier drafts again in a transaction that is undone,
// and two of those at once, inserting the same new article, deadlocked on MySQL and answered 500. Every save and
// every read answers 200, and the release keeps each save as a draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_HEADER } from '@shared/contract/releases';
import { signInAsDemoAdmin } from './admin-session';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';

const mysql = await mysqlAvailable();
if (!mysql && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

const body = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

for (const database of ['SQLite', 'MySQL'] as const) {
  describe.skipIf(database === 'MySQL' && !mysql)(`saves into one release at once, on ${database}`, () => {
    let b: TestBackend;
    let headers: Record<string, string>;
    beforeAll(async () => {
      b = await startTestBackend(database === 'MySQL' ? { mysqlUrl: await mysqlDatabase('novaguide_release_concurrency') } : {});
      headers = { Authorization: `Bearer ${await signInAsDemoAdmin(b.baseUrl)}`, 'Content-Type': 'application/json' };
    });
    afterAll(() => b?.close());

    const call = async (method: string, path: string, json?: unknown, extra: Record<string, string> = {}) => {
      const res = await fetch(`${b.baseUrl}${path}`, {
        method,
        headers: { ...headers, ...extra },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
    };

    it('answers every save and read of a new article 200 and keeps each save', async () => {
      const release = (await call('POST', '/releases', { name: 'Autosave beside a save' })).body.data._id as string;
      const inRelease = { [RELEASE_HEADER]: release };
      const created = await call('POST', '/articles', { title: 'Zygomatic implants, planned', body: body('first') }, inRelease);
      expect(created.status).toBe(201);
      const id = created.body.data._id as string;
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => call('PUT', `/articles/${id}`, { title: `Zygomatic implants, planned ${i}`, body: body(`v${i}`) }, inRelease)),
        ...Array.from({ length: 3 }, () => call('GET', `/articles/${id}`, undefined, inRelease)),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
      const drafts = await call('GET', `/releases/${release}`);
      expect(drafts.status).toBe(200);
      expect(drafts.body.data.changeCount).toBeGreaterThanOrEqual(1);
    });
  });
}
