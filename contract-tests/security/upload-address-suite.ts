// One upload, one address (ADR 0003), the same on the mocks and the backend (SQLite and MySQL): a tus call or a
// status read acts only on the upload whose id is exactly its path segment. With one's own id and token, a query
// string, a further segment or an encoded slash that ends in another upload's id never reads, writes or deletes that
// upload: its owner still finds it whole, at its offset, and nothing answered shows its name or size. The upload
// token is an API key (openapi.yaml's caseUploadToken scheme): without it, 401 naming Case-Upload-Token.
import { describe, expect, it } from 'vitest';
import { encodeUploadMetadata, TUS_RESUMABLE } from '@shared/contract/case-files';
import { demoToken } from '../contract-suite';
import { suiteTarget, type SuiteSetup } from '../support/api-caller';
import { startCaseUpload } from '../support/operation-calls';

interface Upload {
  id: string;
  token: string;
}

const METHODS = ['HEAD', 'PATCH', 'DELETE', 'GET'] as const;
type Method = (typeof METHODS)[number];

/** The first bytes each test upload is sent, so both stand at offset 10 of different sizes. */
const SENT = new TextEncoder().encode('%PDF-1.4\n1');
const THEIR_NAME = 'their-cbct-report.pdf';
const THEIR_SIZE = 977;
const MY_SIZE = 512;

/** Addresses that end in `theirs` but were sent to (or beside) `mine`. */
const ATTACKS: [string, (mine: string, theirs: string) => string][] = [
  ['a query string', (mine, theirs) => `/case-uploads/${mine}?x=/${theirs}`],
  ['a query string with its own path', (mine, theirs) => `/case-uploads/${mine}?/api/case-uploads/${theirs}`],
  ['an extra segment', (mine, theirs) => `/case-uploads/${mine}/${theirs}`],
  ['an encoded slash', (mine, theirs) => `/case-uploads/${mine}%2F${theirs}`],
  ['encoded dot segments', (mine, theirs) => `/case-uploads/${mine}%2F..%2F${theirs}`],
];

export function defineUploadAddressSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: security: one upload, one address`, () => {
    const { api, target } = suiteTarget(setup, demoToken);

    const call = (method: Method, path: string, token: string | undefined, opts: { offset?: number; body?: Uint8Array } = {}) => {
      const headers: Record<string, string> = { 'Tus-Resumable': TUS_RESUMABLE };
      if (token !== undefined) headers['Case-Upload-Token'] = token;
      if (method === 'PATCH') {
        headers['Upload-Offset'] = String(opts.offset ?? SENT.length);
        headers['Content-Type'] = 'application/offset+octet-stream';
      }
      const { baseUrl, fetch } = target();
      return fetch(`${baseUrl}${path}`, { method, headers, body: method === 'PATCH' ? ((opts.body ?? new Uint8Array(5).fill(0x41)) as BodyInit) : undefined });
    };

    /** An upload of `size` bytes named `fileName`, with its first ten bytes sent. */
    async function partly(fileName: string, size: number): Promise<Upload> {
      const { baseUrl, fetch } = target();
      const res = await fetch(`${baseUrl}/case-uploads`, {
        method: 'POST',
        headers: { 'Tus-Resumable': TUS_RESUMABLE, 'Upload-Length': String(size), 'Upload-Metadata': encodeUploadMetadata({ filename: fileName }) },
      });
      expect(res.status).toBe(201);
      const upload = { id: res.headers.get('location')!.split('/').pop()!, token: res.headers.get('case-upload-token')! };
      const sent = await call('PATCH', `/case-uploads/${upload.id}`, upload.token, { offset: 0, body: SENT });
      expect(sent.status).toBe(204);
      return upload;
    }

    /** What the owner sees of an upload: HEAD's offset and length, and the status read. */
    async function asOwner(upload: Upload) {
      const head = await call('HEAD', `/case-uploads/${upload.id}`, upload.token);
      const got = await api('GET', `/case-uploads/${upload.id}`, { token: null, headers: { 'Case-Upload-Token': upload.token } });
      return { head: [head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')], status: got.status, data: got.body.data };
    }

    for (const [attack, address] of ATTACKS) {
      it(`never lets ${attack} reach another upload, on HEAD, PATCH, DELETE and GET`, async () => {
        const theirs = await partly(THEIR_NAME, THEIR_SIZE);
        const mine = await partly('my-scan.pdf', MY_SIZE);
        const before = await asOwner(theirs);
        expect(before.head).toEqual([200, String(SENT.length), String(THEIR_SIZE)]);

        for (const method of METHODS) {
          const res = await call(method, address(mine.id, theirs.id), mine.token);
          const text = method === 'HEAD' ? '' : await res.text();
          // Refused, and nothing of theirs in the answer: not its length, name or size.
          expect(res.status, `${method} ${attack}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${method} ${attack}`).toBeLessThan(500);
          expect(res.headers.get('upload-length'), `${method} ${attack}`).not.toBe(String(THEIR_SIZE));
          expect(text).not.toContain(THEIR_NAME);
          // The refusal may quote the address asked for; the ids in it are random and can hold the size's digits.
          expect(text.replaceAll(mine.id, '').replaceAll(theirs.id, '')).not.toContain(String(THEIR_SIZE));
        }

        // Their owner still has it whole, at its offset; and mine was not touched either.
        const after = await asOwner(theirs);
        expect(after).toEqual(before);
        expect(after.data).toMatchObject({ _id: theirs.id, fileName: THEIR_NAME, size: THEIR_SIZE, offset: SENT.length, state: 'uploading' });
        expect((await asOwner(mine)).head).toEqual([200, String(SENT.length), String(MY_SIZE)]);
      });
    }

    it('answers the own address exactly, and a query string on it is refused naming the parameter', async () => {
      const mine = await partly('my-scan.pdf', MY_SIZE);
      const head = await call('HEAD', `/case-uploads/${mine.id}`, mine.token);
      expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([200, String(SENT.length), String(MY_SIZE)]);
      const queried = await call('GET', `/case-uploads/${mine.id}?x=1`, mine.token);
      expect(queried.status).toBe(400);
      expect(await queried.json()).toMatchObject({ success: false, errors: [{ field: 'x' }] });
      const patched = await call('PATCH', `/case-uploads/${mine.id}`, mine.token);
      expect([patched.status, patched.headers.get('upload-offset')]).toEqual([204, String(SENT.length + 5)]);
    });

    it('asks every call on an upload for its Case-Upload-Token: missing or empty is 401 naming it', async () => {
      const mine = await partly('my-scan.pdf', MY_SIZE);
      for (const method of METHODS) {
        for (const token of [undefined, '', '   ']) {
          const res = await call(method, `/case-uploads/${mine.id}`, token);
          expect(res.status, `${method} with ${JSON.stringify(token)}`).toBe(401);
          if (method !== 'HEAD') expect(await res.json()).toMatchObject({ success: false, errors: [{ field: 'Case-Upload-Token' }] });
        }
      }
      expect((await asOwner(mine)).head).toEqual([200, String(SENT.length), String(MY_SIZE)]);
    });

    it("gives a download link for its own upload only: not another's, not through a query string", async () => {
      const mine = await startCaseUpload(target(), { complete: true, name: 'mine.pdf' });
      const theirs = await startCaseUpload(target(), { complete: true, name: 'theirs.pdf' });
      const link = await api('POST', `/case-uploads/${mine.id}/download-link`);
      expect(link.status).toBe(201);
      const signature = new URL(link.body.data.url as string, 'http://x').searchParams.get('signature')!;
      const { baseUrl, fetch } = target();
      const other = await fetch(`${baseUrl}/case-uploads/${theirs.id}/download?signature=${encodeURIComponent(signature)}`);
      expect(other.status).toBe(403);
      const swapped = await fetch(`${baseUrl}/case-uploads/${mine.id}/download?signature=${encodeURIComponent(signature)}&x=/${theirs.id}`);
      expect(swapped.status).toBe(400);
      const own = await fetch(`${baseUrl}/case-uploads/${mine.id}/download?signature=${encodeURIComponent(signature)}`);
      expect([own.status, own.headers.get('content-disposition')]).toEqual([200, expect.stringContaining('mine.pdf')]);
    });
  });
}
