// Retry-safe public submissions (Idempotency-Key), the same on the mocks and the backend (SQLite and MySQL): a
// repeat with the key answers the first result and stores nothing new, a different body with a used key is
// refused, a malformed key is named, no key means a new submission each time, and keys are per operation.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE, REPLAYED_HEADER } from '@shared/contract/idempotency';
import { PUBLIC_WRITE_LIMIT } from '@shared/contract/messages';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import type { Target } from './support/operation-calls';

const SUBMISSIONS = [
  {
    what: 'booking',
    path: '/booking/create',
    inbox: '/booking/all',
    body: {
      name: 'Dr. Ines Carvalho',
      email: 'ines.carvalho@lisbon-implants.example',
      phone: '+351 21 555 0147',
      subject: 'Full-arch guide, maxilla',
      message: 'Lost connection on submit; sending again.',
      date: '2026-12-10',
      time: '09:00',
    },
  },
  {
    what: 'contact message',
    path: '/contact/messages',
    inbox: '/contact/messages',
    body: { name: 'Dr. Ines Carvalho', email: 'ines.carvalho@lisbon-implants.example', message: 'Do you plan pterygoid implants too?' },
  },
] as const;

export function defineIdempotencySuite(name: string, setup: SuiteSetup) {
  let target: Target;
  describe(`${name}: retry-safe submissions (Idempotency-Key)`, () => {
    const { api } = suiteTarget({ start: async () => (target = await setup.start()), stop: () => setup.stop() }, demoToken);

    /** A public submission, with the key header when one is given (an empty string sends an empty header). */
    async function submit(path: string, json: unknown, key?: string) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
      const res = await target.fetch(`${target.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(json) });
      return { status: res.status, replayed: res.headers.get(REPLAYED_HEADER), body: (await res.json()) as Json };
    }
    const inboxTotal = async (inbox: string) => ((await api('GET', `${inbox}?limit=1`)).body.pagination as { total: number }).total;

    describe.each(SUBMISSIONS)('a $what', ({ path, inbox, body }) => {
      it('answers a repeat with the same key with the first result, and stores one', async () => {
        const before = await inboxTotal(inbox);
        const first = await submit(path, body, 'retry-7d1f0c2a');
        expect(first.status, JSON.stringify(first.body)).toBe(201);
        expect(first.replayed).toBeNull();
        const again = await submit(path, body, 'retry-7d1f0c2a');
        expect(again.status).toBe(201);
        expect(again.replayed).toBe('true');
        expect(again.body).toEqual(first.body);
        expect(await inboxTotal(inbox)).toBe(before + 1);
      });

      it('replays without counting against the rate limit', async () => {
        const first = await submit(path, body, 'many-repeats');
        for (let i = 0; i < PUBLIC_WRITE_LIMIT.maxRequests; i++) {
          const again = await submit(path, body, 'many-repeats');
          expect(again.status).toBe(201);
          expect(again.body.data._id).toBe(first.body.data._id);
        }
      });

      it('refuses the same key with a different body (409 naming Idempotency-Key)', async () => {
        const before = await inboxTotal(inbox);
        expect((await submit(path, body, 'one-submission')).status).toBe(201);
        const other = await submit(path, { ...body, name: 'Dr. Someone Else' }, 'one-submission');
        expect(other.status).toBe(409);
        expect(other.body).toMatchObject({ success: false, message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
        expect(other.body.errors[0].field).toBe(IDEMPOTENCY_HEADER);
        expect(await inboxTotal(inbox)).toBe(before + 1);
      });

      it('stores every request without a key', async () => {
        const before = await inboxTotal(inbox);
        const first = await submit(path, body);
        const second = await submit(path, body);
        expect([first.status, second.status]).toEqual([201, 201]);
        expect(second.replayed).toBeNull();
        expect(second.body.data._id).not.toBe(first.body.data._id);
        expect(await inboxTotal(inbox)).toBe(before + 2);
      });

      it.each([
        ['empty', ''],
        ['300 characters long', 'k'.repeat(300)],
        ['not ASCII', 'clé-de-réservation'],
        ['with a space', 'two words'],
      ])('refuses a key that is %s (400 naming Idempotency-Key) and stores nothing', async (_what, key) => {
        const before = await inboxTotal(inbox);
        const res = await submit(path, body, key);
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toContain(IDEMPOTENCY_HEADER);
        expect(res.body.errors[0].field).toBe(IDEMPOTENCY_HEADER);
        expect(await inboxTotal(inbox)).toBe(before);
      });

      it('keeps keys case-sensitive', async () => {
        const before = await inboxTotal(inbox);
        const lower = await submit(path, body, 'case-key');
        const upper = await submit(path, body, 'CASE-KEY');
        expect(upper.replayed).toBeNull();
        expect(upper.body.data._id).not.toBe(lower.body.data._id);
        expect(await inboxTotal(inbox)).toBe(before + 2);
      });
    });

    it('keeps keys per operation: the same key on a booking and a message creates both', async () => {
      const [booking, message] = SUBMISSIONS;
      const bookings = await inboxTotal(booking.inbox);
      const messages = await inboxTotal(message.inbox);
      const a = await submit(booking.path, booking.body, 'shared-key');
      const b = await submit(message.path, message.body, 'shared-key');
      expect([a.status, b.status]).toEqual([201, 201]);
      expect([a.replayed, b.replayed]).toEqual([null, null]);
      expect(await inboxTotal(booking.inbox)).toBe(bookings + 1);
      expect(await inboxTotal(message.inbox)).toBe(messages + 1);
    });
  });
}
