// One person's data (ADR 0043), the same on the mocks and the backend (SQLite and MySQL): every record that names an
// email address is found by any admin (compared without regard to case); only a super admin may export or erase; the
// export is a zip at a five-minute link that needs no token and refuses an altered one; the erasure removes every
// record, answers what it erased, and leaves one activity entry that names kinds and counts, never the address.
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { DEFAULT_HEALTH_CONSENT_TEXT, noPersonRecords, PERSON_ARCHIVE, PERSON_EXPORT_LINK_MS, PERSON_KINDS, PERSON_TEXTS } from '@shared/contract/person-data';
import { demoData } from '@shared/demo-content';
import { binaryStl } from './support/case-files';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import { setChatEnabled, startChat } from './support/chat-calls';
import { send, startCaseUpload, SAMPLE_FILES } from './support/operation-calls';

const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
/** An address the demo data holds: a booking and its emails. */
const demoAddress = demoData.bookings[0].email;

/** A booking's fields but the address and the files. */
const BOOKING = { name: 'Dr. Giulia Conti', phone: '+39 02 5550 0142', subject: 'Guide for 46', date: '2026-12-18', time: '10:30' };

/** A fresh address nobody has used, so the suite finds only what it stored. */
const freshAddress = () => `dr.person.${crypto.randomUUID().slice(0, 8)}@suite-clinic.example`;

/** Every entry of a zip, by name, read with yauzl from its central directory. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

export function definePersonSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: one person's data`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    const find = (email: string, token?: string | null) => api('GET', `/privacy/person?email=${encodeURIComponent(email)}`, { token });
    const exportLink = (email: string, token?: string | null) => api('POST', '/privacy/person/export-link', { json: { email }, token });
    const erase = (email: string, token?: string | null) => api('POST', '/privacy/person/erase', { json: { email }, token });

    async function signInAsEditor() {
      const res = await api('POST', '/admin/login', { token: null, json: { email: editor.admin.email, password: editor.password } });
      return res.body.data.token as string;
    }

    const expectEmpty = (data: Json) => {
      expect(data.counts).toEqual(noPersonRecords());
      for (const list of ['bookings', 'messages', 'subscriptions', 'conversations', 'emails', 'consents']) expect(data[list], list).toEqual([]);
    };

    it('refuses every call without a token with 401', async () => {
      for (const res of [await find(demoAddress, null), await exportLink(demoAddress, null), await erase(demoAddress, null)]) {
        expect(res.status, JSON.stringify(res.body)).toBe(401);
        expect(res.body.success).toBe(false);
      }
    });

    it('refuses a malformed address with 400 naming `email`', async () => {
      for (const bad of ['not-an-address', 'two@@example.com', '']) {
        for (const res of [await find(bad), await exportLink(bad), await erase(bad)]) {
          expect(res.status, `${bad}: ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body.success).toBe(false);
          expect(res.body.errors?.map((e: Json) => e.field)).toContain('email');
        }
      }
    });

    it('lets a regular admin find a person’s records, but not export or erase them', async () => {
      const token = await signInAsEditor();
      const found = await find(demoAddress, token);
      expect(found.status).toBe(200);
      expect(found.body.data.counts.bookings).toBeGreaterThanOrEqual(1);
      for (const res of [await exportLink(demoAddress, token), await erase(demoAddress, token)]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ success: false, message: AUTH_MESSAGES.superAdminOnly });
      }
      // Nothing was erased.
      expect((await find(demoAddress)).body.data.counts).toEqual(found.body.data.counts);
    });

    it('finds nothing, has nothing to export and erases nothing for an address with nothing stored', async () => {
      const email = freshAddress();
      const found = await find(email);
      expect(found.status).toBe(200);
      expectEmpty(found.body.data);
      const link = await exportLink(email);
      expect(link.status).toBe(404);
      expect(link.body.success).toBe(false);
      const erased = await erase(email);
      expect(erased.status).toBe(200);
      expect(erased.body).toMatchObject({ success: true, data: { nothingStored: true, erased: noPersonRecords(), filesPending: 0 } });
    });

    it('keeps the health-data consent a booking with case files gave, with the text of its version', async () => {
      const email = freshAddress();
      const upload = await startCaseUpload(target(), { complete: true });
      const json = { ...BOOKING, email, uploadToken: upload.token, healthDataConsentVersion: 1 };
      const booked = await api('POST', '/booking/create', { token: null, json });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const found = (await find(email)).body.data;
      expect(found.counts.consents).toBe(1);
      // The first version's text, as an empty database and the demo start with it.
      expect(found.consents).toEqual([
        { source: 'booking', recordId: booked.body.data._id, version: 1, givenAt: expect.any(String), text: DEFAULT_HEALTH_CONSENT_TEXT },
      ]);
    });

    it('finds, exports and erases everything stored for an address, whatever its case', async () => {
      const token = await demoToken(target());
      const email = freshAddress();
      const bookingName = `Dr. Erasable ${crypto.randomUUID().slice(0, 6)}`;

      // A booking with two case files, sent with the address in capitals.
      const scan = new Uint8Array(binaryStl(12));
      const first = await startCaseUpload(target(), { complete: true, bytes: scan, name: 'lower-arch.stl' });
      const second = await startCaseUpload(target(), { complete: true, bytes: SAMPLE_FILES.pdf, name: 'cbct-report.pdf', token: first.token });
      const booked = await api('POST', '/booking/create', {
        token: null,
        json: { ...BOOKING, name: bookingName, email: email.toUpperCase(), uploadToken: first.token, healthDataConsentVersion: 1 },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const bookingId = booked.body.data._id as string;
      const message = await api('POST', '/contact/messages', {
        token: null,
        json: { name: bookingName, email, message: 'Please call me about the guide for 46.' },
      });
      expect(message.status).toBe(201);
      expect((await api('POST', '/newsletter/subscribe', { token: null, json: { email } })).status).toBe(202);
      await setChatEnabled(target(), token);
      await startChat(target(), { name: bookingName, email, message: 'Is the guide for 46 ready?' });

      const found = await find(email);
      expect(found.status).toBe(200);
      const data = found.body.data;
      expect(data.email.toLowerCase()).toBe(email);
      expect(data.counts).toMatchObject({ bookings: 1, caseFiles: 2, messages: 1, subscriptions: 1, conversations: 1 });
      expect(data.counts.chatMessages).toBeGreaterThanOrEqual(1);
      expect(data.counts.emails).toBeGreaterThanOrEqual(1);
      expect(data.bookings.map((b: Json) => b._id)).toEqual([bookingId]);
      expect(data.bookings[0].caseUploads.map((u: Json) => u.fileName).sort()).toEqual(['cbct-report.pdf', 'lower-arch.stl']);
      expect(data.messages.map((m: Json) => m._id)).toEqual([message.body.data._id]);
      expect(data.subscriptions.map((s: Json) => s.email.toLowerCase())).toEqual([email]);
      expect(data.conversations.map((c: Json) => c.visitorEmail.toLowerCase())).toEqual([email]);
      for (const kind of PERSON_KINDS) expect(data.counts[kind], kind).toBeGreaterThanOrEqual(0);

      // The export: a link that works without a token, whose path never names the address.
      const before = Date.now();
      const link = await exportLink(email.toUpperCase());
      expect(link.status, JSON.stringify(link.body)).toBe(201);
      const { url, expiresAt } = link.body.data;
      expect(url).toMatch(/^\/api\/privacy\/person\/export\?signature=/);
      expect(decodeURIComponent(url).toLowerCase()).not.toContain(email);
      expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(PERSON_EXPORT_LINK_MS + 5000);
      expect(Date.parse(expiresAt) - before).toBeGreaterThan(PERSON_EXPORT_LINK_MS - 60_000);
      const signature = new URL(url, 'http://x').searchParams.get('signature')!;

      const res = await send(target(), { method: 'GET', path: '/privacy/person/export', query: { signature }, token: null });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/zip/);
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/);
      expect(disposition.toLowerCase()).not.toContain(email);
      const entries = await unzip(Buffer.from(await res.arrayBuffer()));
      for (const entry of [PERSON_ARCHIVE.summary, ...Object.values(PERSON_ARCHIVE.kinds)]) expect(entries.has(entry), entry).toBe(true);
      const summary = JSON.parse(entries.get(PERSON_ARCHIVE.summary)!.toString('utf8'));
      expect(summary.email.toLowerCase()).toBe(email);
      expect(summary.counts).toEqual(data.counts);
      expect(JSON.parse(entries.get(PERSON_ARCHIVE.kinds.bookings)!.toString('utf8')).map((b: Json) => b._id)).toEqual([bookingId]);
      expect(JSON.parse(entries.get(PERSON_ARCHIVE.kinds.messages)!.toString('utf8'))).toHaveLength(1);
      expect(entries.get(PERSON_ARCHIVE.caseFile(bookingId, first.id, 'lower-arch.stl'))).toEqual(Buffer.from(scan));
      expect(entries.get(PERSON_ARCHIVE.caseFile(bookingId, second.id, 'cbct-report.pdf'))).toEqual(Buffer.from(SAMPLE_FILES.pdf));

      // An altered or made-up signature opens nothing.
      const altered = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
      for (const wrong of [altered, 'not-a-signature']) {
        const refused = await send(target(), { method: 'GET', path: '/privacy/person/export', query: { signature: wrong }, token: null });
        expect(refused.status, wrong).toBe(403);
        expect(await refused.json()).toMatchObject({ success: false });
      }

      // The erasure answers what it erased.
      const erased = await erase(email);
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      expect(erased.body.message).toBe(PERSON_TEXTS.erased);
      expect(erased.body.data.nothingStored).toBe(false);
      expect(erased.body.data.erased).toEqual(data.counts);
      expect(erased.body.data.filesPending).toBeGreaterThanOrEqual(0);

      expectEmpty((await find(email)).body.data);
      expect((await api('GET', `/booking/${bookingId}`)).status).toBe(404);
      const upload = await api('GET', `/case-uploads/${first.id}`, { token: null, headers: { 'Case-Upload-Token': first.token } });
      expect(upload.status).toBe(404);
      expect((await erase(email)).body).toMatchObject({ success: true, data: { nothingStored: true }, message: PERSON_TEXTS.nothingStored });

      // The log: the export and the erasure, each with kinds and counts; no entry names the address or the person.
      const activity = (await api('GET', '/activity?limit=100')).body.data as Json[];
      const erasure = activity.find((e) => e.action === 'person-erase');
      expect(erasure).toMatchObject({ category: 'inbox', summary: PERSON_TEXTS.eraseSummary(data.counts) });
      expect(activity.find((e) => e.action === 'person-export')).toMatchObject({ summary: PERSON_TEXTS.exportSummary(data.counts) });
      for (const entry of activity) {
        expect(entry.summary.toLowerCase(), entry.action).not.toContain(email);
        expect(entry.summary, entry.action).not.toContain(bookingName);
      }
    });
  });
}
