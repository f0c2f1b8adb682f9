// The explicit consent to process health data (ADR 0043), the same on the mocks and the backend (SQLite and MySQL):
// anyone reads the current text and its version; only a super admin changes it, a changed text being the next version
// and the same text storing nothing; a booking that binds case files names the current version or is refused naming
// the field with nothing stored and its upload token still usable; a stale version is refused with or without files;
// the booking (and a chat's conversation) keeps the version and when it was given.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_CONSENT_TEXT, HEALTH_CONSENT_FIELD, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { demoData } from '@shared/demo-content';
import { demoToken } from './contract-suite';
import { suiteTarget, type ApiAnswer, type Json, type SuiteSetup } from './support/api-caller';
import { CHAT_START, setChatEnabled } from './support/chat-calls';
import { startCaseUpload } from './support/operation-calls';

const BOOKING = {
  name: 'Dr. Ines Duarte',
  email: 'ines@duarte-implantes.example',
  phone: '+351 21 555 0142',
  subject: 'Guide for 46 with a CBCT',
  date: '2026-12-16',
  time: '15:00',
};

const NEW_TEXT =
  'I agree that NovaGuide processes the scans, photographs and notes I send about my patient, which are health data, to plan the implant treatment and design its surgical guide.';

const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

export function defineHealthConsentSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: health data consent`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    let token: string;
    beforeEach(async () => {
      token = await demoToken(target());
    });

    const current = async () => (await api('GET', '/health-consent', { token: null })).body.data as Json;
    const bookings = async () => (await api('GET', '/booking/all?limit=100')).body.pagination.total as number;
    const book = (json: Json) => api('POST', '/booking/create', { token: null, json: { ...BOOKING, ...json } });

    const expectRefused = (res: ApiAnswer, message: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(res.body.errors).toContainEqual({ field: HEALTH_CONSENT_FIELD, message });
    };

    it('answers the current text and its version to anyone', async () => {
      const res = await api('GET', '/health-consent', { token: null });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ version: 1, text: DEFAULT_HEALTH_CONSENT_TEXT, updatedAt: expect.any(String) });
      expect(Number.isNaN(Date.parse(res.body.data.updatedAt))).toBe(false);
    });

    it('lets only a super admin change the text: a new text is the next version, the same text stores nothing', async () => {
      const editorToken = (await api('POST', '/admin/login', { json: { email: editor.admin.email, password: editor.password }, token: null })).body.data
        .token as string;
      const refused = await api('PUT', '/health-consent', { token: editorToken, json: { text: NEW_TEXT } });
      expect(refused.status).toBe(403);
      expect((await current()).version).toBe(1);

      const before = Date.now();
      const changed = await api('PUT', '/health-consent', { json: { text: NEW_TEXT } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ success: true, data: { version: 2, text: NEW_TEXT }, message: HEALTH_CONSENT_TEXTS.saved });
      expect(Date.parse(changed.body.data.updatedAt)).toBeGreaterThanOrEqual(before - 5000);
      expect(await current()).toEqual(changed.body.data);

      const same = await api('PUT', '/health-consent', { json: { text: NEW_TEXT } });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ data: changed.body.data, message: HEALTH_CONSENT_TEXTS.unchanged });
      expect((await current()).version).toBe(2);

      const log = (await api('GET', '/activity?category=accounts&limit=100')).body.data as Json[];
      expect(log.filter((e) => e.action === 'health-consent-update')).toHaveLength(1);
      expect(log.find((e) => e.action === 'health-consent-update')).toMatchObject({ category: 'accounts', adminId: expect.any(String) });
    });

    it('stores two changes made at once as two versions, one after the other', async () => {
      const texts = [NEW_TEXT, `${NEW_TEXT} They are never used for anything else.`];
      const answers = await Promise.all(texts.map((text) => api('PUT', '/health-consent', { json: { text } })));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.data.version).sort()).toEqual([2, 3]);
      const latest = await current();
      expect(latest.version).toBe(3);
      expect(latest.text).toBe(answers.find((a) => a.body.data.version === 3)!.body.data.text);
    });

    it('refuses a text out of bounds naming the field', async () => {
      const short = await api('PUT', '/health-consent', { json: { text: 'Too short' } });
      expect(short.status).toBe(400);
      expect(short.body.errors?.map((e: Json) => e.field)).toContain('text');
      expect((await current()).version).toBe(1);
    });

    it('refuses a booking with case files and no version, storing nothing and leaving the token usable', async () => {
      const scan = await startCaseUpload(target(), { complete: true });
      const total = await bookings();
      expectRefused(await book({ uploadToken: scan.token }), HEALTH_CONSENT_TEXTS.missing);
      expect(await bookings()).toBe(total);

      const version = (await current()).version as number;
      const given = Date.now();
      const booked = await book({ uploadToken: scan.token, healthDataConsentVersion: version });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.data.caseUploads).toHaveLength(1);
      expect(booked.body.data.healthDataConsent).toEqual({ version, givenAt: expect.any(String) });
      expect(Date.parse(booked.body.data.healthDataConsent.givenAt)).toBeGreaterThanOrEqual(given - 5000);
      const read = await api('GET', `/booking/${booked.body.data._id}`);
      expect(read.body.data.healthDataConsent).toEqual(booked.body.data.healthDataConsent);
    });

    it('refuses a version that is no longer the current one, with or without files', async () => {
      expect((await api('PUT', '/health-consent', { json: { text: NEW_TEXT } })).status).toBe(200);
      const scan = await startCaseUpload(target(), { complete: true });
      const total = await bookings();
      expectRefused(await book({ uploadToken: scan.token, healthDataConsentVersion: 1 }), HEALTH_CONSENT_TEXTS.stale);
      expectRefused(await book({ healthDataConsentVersion: 1 }), HEALTH_CONSENT_TEXTS.stale);
      expect(await bookings()).toBe(total);
      expect((await book({ uploadToken: scan.token, healthDataConsentVersion: 2 })).status).toBe(201);
    });

    it('takes a booking without files and without a version, keeping no consent', async () => {
      const booked = await book({});
      expect(booked.status).toBe(201);
      expect(booked.body.data).not.toHaveProperty('healthDataConsent');
    });

    it('refuses the older single case file of a booking made without the consent, naming the field', async () => {
      const booked = await book({});
      const form = new FormData();
      form.append('logo', new File(['%PDF-1.4 CBCT report'], 'cbct-report.pdf', { type: 'application/pdf' }));
      form.append('customFileName', booked.body.data.fileNameForVPS);
      expectRefused(await api('POST', '/files/logo-upload', { token: null, form }), HEALTH_CONSENT_TEXTS.missing);

      const consented = await book({ healthDataConsentVersion: (await current()).version });
      const again = new FormData();
      again.append('logo', new File(['%PDF-1.4 CBCT report'], 'cbct-report.pdf', { type: 'application/pdf' }));
      again.append('customFileName', consented.body.data.fileNameForVPS);
      expect((await api('POST', '/files/logo-upload', { token: null, form: again })).status).toBe(201);
    });

    it('keeps the consent a chat’s first message gives, and refuses a stale version naming the field', async () => {
      await setChatEnabled(target(), token);
      expect((await api('PUT', '/health-consent', { json: { text: NEW_TEXT } })).status).toBe(200);
      expectRefused(
        await api('POST', '/chat/visitor/conversation', { token: null, json: { ...CHAT_START, healthDataConsentVersion: 1 } }),
        HEALTH_CONSENT_TEXTS.stale,
      );
      const started = await api('POST', '/chat/visitor/conversation', { token: null, json: { ...CHAT_START, healthDataConsentVersion: 2 } });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const list = (await api('GET', '/chat/conversations?limit=100')).body.data as Json[];
      expect(list.find((c) => c._id === started.body.data._id)?.healthDataConsent).toEqual({ version: 2, givenAt: expect.any(String) });
    });
  });
}
