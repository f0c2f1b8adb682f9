// No internal detail leaves the server (ADR 0004): a 5xx says that something failed and gives the request id, the
// log line under that id has the error itself; /readyz names what failed, never its error text. Forced here with a
// dropped table (SQL), a storage that throws a secret, and a database trigger that fails a tus upload's last PATCH.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadMetadata } from '@shared/contract/case-files';
import { serverErrorMessage } from '@shared/contract/messages';
import type { FileStorage } from '../src/storage';
import { capturedLog } from './captured-log';
import { startTestBackend, type TestBackend } from './harness';

const SECRET = 'AKIA-SECRET-7f3e9c-do-not-print';

/** What a 5xx body must be: the fixed sentence, the request id (the header's too), and nothing else. */
async function expectHygienicFailure(res: Response) {
  expect(res.status).toBe(500);
  const id = res.headers.get('x-request-id');
  expect(id).toBeTruthy();
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ success: false, message: serverErrorMessage(id!), requestId: id });
  for (const leak of [SECRET, 'select', 'SQLITE', 'no such table', 'knex', ' at ', '.ts:', 'node_modules'])
    expect(text.toLowerCase()).not.toContain(leak.toLowerCase());
  return id!;
}

const errorLineOf = (lines: Record<string, unknown>[], id: string) =>
  lines.find((l) => l.reqId === id && l.err) as { reqId: string; err: { message: string; stack?: string } } | undefined;

describe('5xx bodies', () => {
  let b: TestBackend;
  const log = capturedLog();
  beforeAll(async () => {
    b = await startTestBackend({ logger: log.logger });
  });
  afterAll(() => b.close());

  it('a Knex error (a dropped table) answers the request id, and the log line under it has the SQL error and its stack', async () => {
    await b.db.schema.dropTable('pricing_plans');
    b.contentCache.invalidate();
    const id = await expectHygienicFailure(await fetch(`${b.baseUrl}/pricing/getActivePlans`));
    const line = errorLineOf(log.lines, id);
    expect(line?.err.message).toContain('no such table: pricing_plans');
    expect(line?.err.stack).toMatch(/^\s+at /);
  });

  it("a tus upload whose completion fails in the database answers the request id, not tus's text with the SQL", async () => {
    const created = await fetch(`${b.baseUrl}/case-uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '12', 'Upload-Metadata': encodeUploadMetadata({ filename: 'scan.stl' }) },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    const token = created.headers.get('case-upload-token')!;
    await b.db.raw(`CREATE TRIGGER fail_check BEFORE UPDATE OF check_claimed_at ON case_uploads BEGIN SELECT RAISE(ABORT, '${SECRET}'); END`);
    try {
      const res = await fetch(`${b.baseUrl}/case-uploads/${id}`, {
        method: 'PATCH',
        headers: { 'Tus-Resumable': '1.0.0', 'Case-Upload-Token': token, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(12),
      });
      const reqId = await expectHygienicFailure(res);
      expect(res.headers.get('tus-resumable')).toBe('1.0.0');
      expect(errorLineOf(log.lines, reqId)?.err.message).toContain(SECRET);
    } finally {
      await b.db.raw('DROP TRIGGER fail_check');
    }
  });

  it('a tus 4xx keeps its protocol message', async () => {
    const res = await fetch(`${b.baseUrl}/case-uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Metadata': encodeUploadMetadata({ filename: 'scan.stl' }) },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { message: string }).message).not.toMatch(/request id/);
  });
});

describe('a storage that fails with a secret in its error', () => {
  let b: TestBackend;
  const log = capturedLog();
  beforeAll(async () => {
    const fail = () => Promise.reject(new Error(`The bucket refused key ${SECRET} at s3://private-bucket`));
    const storage: FileStorage = {
      put: fail,
      get: fail,
      open: fail,
      delete: fail,
      publicUrl: () => null,
      check: fail,
    } as unknown as FileStorage;
    b = await startTestBackend({ logger: log.logger, storage });
  });
  afterAll(() => b.close());

  it('an upload read answers the request id, and the log has the storage error', async () => {
    const id = await expectHygienicFailure(await fetch(`${b.baseUrl.replace(/\/api$/, '')}/uploads/images/a1b2c3d4.png`));
    expect(errorLineOf(log.lines, id)?.err.message).toContain(SECRET);
  });

  it('/readyz names the storage as failed, without its error text (the log has it)', async () => {
    const res = await fetch(`${b.baseUrl.replace(/\/api$/, '')}/readyz`);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'ok', storage: 'failed', accepting: 'ok' } });
    expect(text).not.toContain(SECRET);
    expect(log.lines.some((l) => l.check === 'the storage' && JSON.stringify(l.err).includes(SECRET))).toBe(true);
  });
});
