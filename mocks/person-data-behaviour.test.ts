// One person's data on the mocks (ADR 0043), beyond what the person suite asks of every implementation: what the
// suite cannot set up through calls. A queued email to the person and others loses only the person's address; one to
// the person alone goes; the activity entries about an erased booking keep who and when but lose the name; an export
// link expires after five minutes; the consents carry their version's text; a chat event's id is never given twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingStatusActivity } from '@shared/contract/activity';
import { DEFAULT_HEALTH_CONSENT_TEXT, PERSON_EXPORT_LINK_MS, PERSON_TEXTS } from '@shared/contract/person-data';
import { demoData } from '@shared/demo-content';
import { BOOKING_IDS, SUPER_ADMIN_ID } from '@shared/demo-content/ids';
import { addMessage, lastEventId, startConversation } from './chat';
import { db, resetDb, setMockClock } from './db';
import { server } from './node';

const API = 'http://localhost/api';
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const rachel = demoData.bookings.find((b) => b._id === BOOKING_IDS[0])!;
const OTHER = 'colleague@brightsmile-dental.example';

async function call(method: string, path: string, opts: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}${path}`, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? await res.json() : await res.arrayBuffer() };
}

const login = async () =>
  (await call('POST', '/admin/login', { json: { email: superAdmin.admin.email, password: superAdmin.password } })).body.data.token as string;

/** A queued email that is about none of the person's records. */
function queued(to: string[]) {
  const _id = `665000000000000000000b${String(db.mailDeliveries.length).padStart(2, '0')}`;
  db.mailDeliveries.push({
    type: 'release',
    subjectId: '665000000000000000000f01',
    subject: 'A release to review',
    text: 'Please review.',
    delivery: { _id, kind: 'release-review', to, status: 'pending', attempts: 0, createdAt: '2026-11-20T10:00:00.000Z' },
  });
  return _id;
}
const deliveryOf = (id: string) => db.mailDeliveries.find((d) => d.delivery._id === id)?.delivery;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
  setMockClock();
});

describe('one person’s data on the mocks', () => {
  it('takes the address out of a queued email to others, and drops one it was the only recipient of', async () => {
    const shared = queued([OTHER, rachel.email.toUpperCase()]);
    const alone = queued([rachel.email]);
    const token = await login();
    const found = await call('GET', `/privacy/person?email=${encodeURIComponent(rachel.email)}`, { token });
    expect(found.body.data.emails.map((e: { _id: string }) => e._id)).toEqual(expect.arrayContaining([shared, alone]));

    const erased = await call('POST', '/privacy/person/erase', { token, json: { email: rachel.email } });
    expect(erased.status).toBe(200);
    expect(deliveryOf(shared)?.to).toEqual([OTHER]);
    expect(deliveryOf(alone)).toBeUndefined();
    expect(db.mailDeliveries.some((d) => d.subjectId === rachel._id)).toBe(false);
  });

  it('keeps who changed an erased booking and when, without whose booking it was', async () => {
    db.activity.push({
      _id: '665000000000000000000a99',
      ...bookingStatusActivity(SUPER_ADMIN_ID, rachel, 'pending', 'confirmed'),
      createdAt: '2026-11-11T10:00:00.000Z',
    });
    const token = await login();
    await call('POST', '/privacy/person/erase', { token, json: { email: rachel.email } });
    const entry = db.activity.find((e) => e._id === '665000000000000000000a99')!;
    expect(entry).toMatchObject({ adminId: SUPER_ADMIN_ID, action: 'booking-status', createdAt: '2026-11-11T10:00:00.000Z' });
    expect([entry.summary, entry.recordId]).toEqual([PERSON_TEXTS.erasedRecord, undefined]);
  });

  it('shows each consent with the text of its version', async () => {
    db.bookings.find((b) => b._id === rachel._id)!.healthDataConsent = { version: 1, givenAt: rachel.createdAt };
    const found = await call('GET', `/privacy/person?email=${encodeURIComponent(rachel.email)}`, { token: await login() });
    expect(found.body.data.consents).toEqual([
      { source: 'booking', recordId: rachel._id, version: 1, givenAt: rachel.createdAt, text: DEFAULT_HEALTH_CONSENT_TEXT },
    ]);
  });

  it('never gives a chat event’s id twice, though the erased conversation held the newest events', async () => {
    const aisha = db.chatConversations.at(-1)!;
    startConversation({ name: 'Dr. Erasable', email: 'erasable@clinic.example', message: 'Is the guide ready?', page: '/' });
    const before = Number(lastEventId());
    await call('POST', '/privacy/person/erase', { token: await login(), json: { email: 'erasable@clinic.example' } });
    expect(db.chatEvents.at(-1)!.id).toBeLessThan(before);
    const kept = db.chatEvents.length;
    addMessage(aisha, { author: 'visitor', text: 'Any news?' });
    expect(db.chatEvents[kept].id).toBe(before + 1);
    const ids = db.chatEvents.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Number(lastEventId())).toBeGreaterThan(before);
  });

  it('refuses an export link once its five minutes are over', async () => {
    const start = Date.now();
    setMockClock(() => start);
    const link = await call('POST', '/privacy/person/export-link', { token: await login(), json: { email: rachel.email } });
    expect(link.status).toBe(201);
    expect(Date.parse(link.body.data.expiresAt)).toBe(start + PERSON_EXPORT_LINK_MS);
    setMockClock(() => start + PERSON_EXPORT_LINK_MS - 1000);
    expect((await call('GET', link.body.data.url.replace(/^\/api/, ''))).status).toBe(200);
    setMockClock(() => start + PERSON_EXPORT_LINK_MS);
    expect(await call('GET', link.body.data.url.replace(/^\/api/, ''))).toEqual({
      status: 403,
      body: { success: false, message: PERSON_TEXTS.linkExpired },
    });
  });
});
