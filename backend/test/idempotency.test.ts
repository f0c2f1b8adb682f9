// Retry-safe submissions on the real backend, beyond the behaviour suite: requests racing with one key store one
// booking, the key commits or rolls back with the booking, a replay sends no email, expired answers are replaced
// and pruned. On the embedded SQLite database, and on MySQL when a server answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@shared/clock';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_MS, REPLAYED_HEADER } from '@shared/contract/idempotency';
import { PUBLIC_WRITE_LIMIT } from '@shared/contract/messages';
import { answerOnce, pruneIdempotencyKeys } from '../src/services/idempotency';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

const booking = {
  name: 'Dr. Yusuf Demir',
  email: 'yusuf.demir@bosphorus-dental.example',
  phone: '+90 212 555 0110',
  subject: 'Two guides for a sinus-lift case',
  date: '2026-12-14',
  time: '11:15',
};

const databases: [string, () => Promise<Parameters<typeof startTestBackend>[0]>][] = [['SQLite', async () => ({})]];
if (available) databases.push(['MySQL', async () => ({ mysqlUrl: await mysqlDatabase('novaguide_idempotency_rules') })]);

describe.each(databases)('Idempotency-Key on %s', (_name, options) => {
  let b: TestBackend;
  const clock = new ManualClock();
  beforeAll(async () => {
    b = await startTestBackend({ ...(await options()), clock });
  });
  afterAll(() => b.close());
  beforeEach(() => b.reset());

  async function create(key?: string, json: unknown = booking, baseUrl = b.baseUrl) {
    const res = await fetch(`${baseUrl}/booking/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      body: JSON.stringify(json),
    });
    return { status: res.status, replayed: res.headers.get(REPLAYED_HEADER), body: (await res.json()) as { data: { _id: string } } };
  }
  const bookingsOf = async () => (await b.db('bookings').where('email', booking.email)).length;
  const mailsOf = async (id: string) => (await b.db('mail_outbox').where({ subject_type: 'booking', subject_id: id })).length;

  it('stores one booking for 5 requests racing with one key on two instances, and all 5 answer it', async () => {
    const other = await b.secondInstance();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => create('race-5c9e', booking, i % 2 ? other.baseUrl : b.baseUrl)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(4);
    expect(await bookingsOf()).toBe(1);
    expect(await b.db('idempotency_keys').where({ key: 'race-5c9e' })).toHaveLength(1);
  });

  it('queues the emails once: a replay sends none', async () => {
    const first = await create('mail-once');
    const mails = await mailsOf(first.body.data._id);
    expect(mails).toBeGreaterThan(0);
    const all = (await b.db('mail_outbox')).length;
    expect((await create('mail-once')).replayed).toBe('true');
    expect(await b.db('mail_outbox')).toHaveLength(all);
    expect(await mailsOf(first.body.data._id)).toBe(mails);
  });

  it('commits the key with the write, or neither', async () => {
    const request = { operation: 'createBooking', key: 'all-or-nothing', fingerprint: 'f'.repeat(64) };
    const write = (trx: typeof b.db, id: string) =>
      trx('rate_hits')
        .insert({ bucket: `test:${id}`, at: Date.now() })
        .then(() => ({ status: 201, body: { success: true, data: { _id: id } } }));
    const failed = answerOnce(b.db, request, async (trx) => {
      await write(trx, 'first');
      throw new Error('the database went away');
    });
    await expect(failed).rejects.toThrow('the database went away');
    expect(await b.db('rate_hits').where('bucket', 'test:first')).toHaveLength(0);
    expect(await b.db('idempotency_keys').where({ key: 'all-or-nothing' })).toHaveLength(0);

    const ran = await answerOnce(b.db, request, (trx) => write(trx, 'second'));
    expect(ran.replayed).toBe(false);
    const again = await answerOnce(b.db, request, (trx) => write(trx, 'third'));
    expect(again).toEqual({ replayed: true, answer: ran.answer });
    expect(await b.db('rate_hits').where('bucket', 'like', 'test:%')).toHaveLength(1);
  });

  it('stores nothing for a refused request (429), so its retry runs once the limit allows', async () => {
    await create();
    const { bucket } = await b.db('rate_hits').first('bucket');
    await b.db('rate_hits').insert(Array.from({ length: PUBLIC_WRITE_LIMIT.maxRequests }, () => ({ bucket, at: clock.now() })));
    expect((await create('limited')).status).toBe(429);
    expect(await b.db('idempotency_keys').where({ key: 'limited' })).toHaveLength(0);
    // Still refused at the window's last moment; allowed once the hits have left it.
    await clock.advance(PUBLIC_WRITE_LIMIT.windowMs - 1);
    expect((await create('limited')).status).toBe(429);
    await clock.advance(1);
    const retry = await create('limited');
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBeNull();
  });

  it('replaces an answer older than 24 hours, and the pruner removes old ones', async () => {
    const first = await create('next-day');
    await b
      .db('idempotency_keys')
      .where({ key: 'next-day' })
      .update({ created_at: Date.now() - IDEMPOTENCY_WINDOW_MS - 1000 });
    const later = await create('next-day');
    expect(later.status).toBe(201);
    expect(later.replayed).toBeNull();
    expect(later.body.data._id).not.toBe(first.body.data._id);
    expect(await b.db('idempotency_keys').where({ key: 'next-day' })).toHaveLength(1);

    await create('stale');
    await b
      .db('idempotency_keys')
      .where({ key: 'stale' })
      .update({ created_at: Date.now() - IDEMPOTENCY_WINDOW_MS - 1000 });
    await pruneIdempotencyKeys(b.db, IDEMPOTENCY_WINDOW_MS);
    expect((await b.db('idempotency_keys').select('key')).map((r: { key: string }) => r.key)).toEqual(['next-day']);
  });
});
