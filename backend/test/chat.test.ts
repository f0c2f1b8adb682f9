// The live chat's calls on a real backend (SQLite, a manual clock): the conversation cookie that cannot be forged or
// borrowed, the refusals (chat off, honeypot, HTML, blocked, closed), the limits per conversation and address, the
// stored events with their stream ids, the reply emailed to a visitor who left with a link that opens the
// conversation again, the team's alert for an unanswered visitor (once per wait, once across instances), and the
// retention that deletes old closed conversations with an activity entry each. On SQLite, and on MySQL where it answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@shared/clock';
import { CHAT_COOKIE, CHAT_MESSAGES } from '@shared/contract/chat';
import { demoData, CHAT_CONVERSATION_IDS } from '@shared/demo-content';
import { enterPresence } from '../src/services/chat/chat-presence';
import { sendUnansweredAlerts, startChatJobs, sweepChatRetention } from '../src/services/chat/chat-jobs';
import { chatToken } from '../src/services/chat/chat-token';
import { signInAsDemoAdmin } from './admin-session';
import { mysqlAvailable, mysqlDatabase, startTestBackend, type TestBackend } from './harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const EDITOR_ID = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!.admin._id;
const PAUSED_ID = demoData.demoAdmins.find((a) => a.admin.status === 'inactive')!.admin._id;

interface Answer {
  status: number;
  body: { success: boolean; message?: string; data?: Record<string, unknown> & { _id?: string }; errors?: { field: string; message: string }[] };
  setCookie: string | null;
}

const start = {
  name: 'Dr. Lena Fischer',
  email: 'Lena.Fischer@alpine-dental.example',
  message: 'Do you plan for Straumann BLX implants?',
  page: '/services',
  timeZone: 'Europe/Berlin',
};

const mysql = await mysqlAvailable();

describe.each([
  { database: 'SQLite', skip: false },
  { database: 'MySQL', skip: !mysql },
])('the chat on the backend on $database', ({ database, skip }) => {
  let b: TestBackend;
  const clock = new ManualClock(Date.parse('2026-11-29T10:00:00.000Z'));
  let token: string;

  async function call(method: string, path: string, opts: { body?: unknown; cookie?: string; admin?: boolean; address?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.cookie) headers.Cookie = `${CHAT_COOKIE}=${opts.cookie}`;
    if (opts.admin) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(`${b.baseUrl}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, setCookie: res.headers.get('set-cookie') };
  }

  const cookieOf = (a: Answer) => /novaguide_chat=([^;]+)/.exec(a.setCookie ?? '')?.[1] ?? '';

  async function switchChat(on: boolean) {
    const settings = demoData.homepageSettings[0];
    const res = await call('PUT', `/homepage/settings/${settings._id}`, {
      admin: true,
      body: { ...settings, features: { ...settings.features, enableChat: on } },
    });
    expect(res.status).toBe(200);
  }

  async function startOne(input: Partial<typeof start> = {}) {
    const res = await call('POST', '/chat/visitor/conversation', { body: { ...start, ...input } });
    expect(res.status).toBe(201);
    return { id: res.body.data!._id!, cookie: cookieOf(res), answer: res };
  }

  const events = (conversationId: string) => b.db('chat_events').where('conversation_id', conversationId).orderBy('id');
  const outboxOf = (conversationId: string) => b.db('mail_outbox').where({ subject_type: 'chat', subject_id: conversationId }).orderBy('created_at');

  beforeAll(async () => {
    if (skip) return;
    b = await startTestBackend({ clock, ...(database === 'MySQL' ? { mysqlUrl: await mysqlDatabase('novaguide_chat_core') } : {}) });
    token = await signInAsDemoAdmin(b.baseUrl);
  });
  afterAll(() => b?.close());
  beforeEach(async (t) => {
    if (skip) return t.skip();
    await b.reset();
    token = await signInAsDemoAdmin(b.baseUrl);
    await switchChat(true);
  });

  it('answers 404 to the visitor while the chat is off, and says so in the availability', async () => {
    await switchChat(false);
    expect((await call('GET', '/chat/availability')).body.data).toEqual({ enabled: false, online: false });
    const res = await call('POST', '/chat/visitor/conversation', { body: start });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CHAT_MESSAGES.off);
    expect((await call('GET', '/chat/visitor/conversation')).status).toBe(404);
  });

  it('is online while a team stream holds a presence row', async () => {
    expect((await call('GET', '/chat/availability')).body.data).toEqual({ enabled: true, online: false });
    await enterPresence(b.db, { id: 'stream-1', kind: 'team', adminId: EDITOR_ID, instance: 'test', expiresAt: clock.now() + MINUTE });
    expect((await call('GET', '/chat/availability')).body.data).toEqual({ enabled: true, online: true });
    await clock.advance(2 * MINUTE);
    expect((await call('GET', '/chat/availability')).body.data!.online).toBe(false);
  });

  it('starts a conversation with an HttpOnly cookie scoped to the visitor calls, and reads it back with it', async () => {
    const { id, cookie, answer } = await startOne();
    expect(answer.setCookie).toMatch(/novaguide_chat=[0-9a-f]{24}\.1\.[A-Za-z0-9_-]{43}/);
    expect(answer.setCookie).toMatch(/path=\/api\/chat\/visitor/i);
    expect(answer.setCookie).toMatch(/httponly/i);
    expect(answer.setCookie).toMatch(/samesite=lax/i);
    expect(answer.setCookie).not.toMatch(/secure/i);
    const read = await call('GET', '/chat/visitor/conversation', { cookie });
    expect(read.status).toBe(200);
    const data = read.body.data as { _id: string; visitorEmail: string; messages: { author: string; text: string }[]; lastEventId: string };
    expect(data._id).toBe(id);
    expect(data.visitorEmail).toBe(start.email);
    expect(data.messages.map((m) => [m.author, m.text])).toEqual([['visitor', start.message]]);
    // After the demo's eight events: the message, then the team's summary.
    const stored = await events(id);
    expect(stored.map((e) => e.event)).toEqual(['message', 'conversation']);
    expect(Number(stored[0].id)).toBeGreaterThan(8);
    expect(data.lastEventId).toBe(String(stored[1].id));
  });

  it('refuses a missing, forged, altered or borrowed cookie with 401 naming it', async () => {
    const { id, cookie } = await startOne();
    const other = chatToken(b.config, 'conversation', CHAT_CONVERSATION_IDS.blxQuestion, 1);
    const [cid, version, mac] = cookie.split('.');
    const refused = [
      undefined,
      'garbage',
      `${cid}.${version}.${mac!.slice(0, -2)}AA`,
      `${CHAT_CONVERSATION_IDS.blxQuestion}.${version}.${mac}`,
      `${cid}.2.${mac}`,
      // A resume link's token is not a cookie's.
      chatToken(b.config, 'resume', id, 1),
    ];
    for (const c of refused) {
      const res = await call('GET', '/chat/visitor/conversation', { cookie: c });
      expect(res.status, String(c)).toBe(401);
      expect(res.body.message).toBe(CHAT_MESSAGES.noConversation);
      expect(res.body.errors?.[0]?.field).toBe(CHAT_COOKIE);
    }
    // A cookie the server made reads its own conversation only.
    const demo = await call('GET', '/chat/visitor/conversation', { cookie: other });
    expect(demo.body.data!._id).toBe(CHAT_CONVERSATION_IDS.blxQuestion);
  });

  it('refuses the honeypot, HTML and javascript: links naming the field, storing nothing', async () => {
    const before = await b.db('chat_conversations').count({ n: '*' }).first();
    const honeypot = await call('POST', '/chat/visitor/conversation', { body: { ...start, website: 'http://spam.example' } });
    expect(honeypot.status).toBe(400);
    expect(honeypot.body.errors?.[0]?.field).toBe('website');
    const html = await call('POST', '/chat/visitor/conversation', { body: { ...start, message: 'Hi <script>alert(1)</script>' } });
    expect(html.status).toBe(400);
    expect(html.body.errors?.[0]?.field).toBe('message');
    expect(await b.db('chat_conversations').count({ n: '*' }).first()).toEqual(before);
    const { cookie } = await startOne();
    for (const text of ['see javascript:alert(1)', '<b>bold</b>', '   ', 'x'.repeat(5001)]) {
      const res = await call('POST', '/chat/visitor/messages', { cookie, body: { text } });
      expect(res.status, text.slice(0, 20)).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe('text');
    }
  });

  it('limits a conversation to 20 messages a minute and 3 transcripts an hour, and an address to 5 starts an hour', async () => {
    const { cookie } = await startOne();
    for (let i = 0; i < 20; i += 1) expect((await call('POST', '/chat/visitor/messages', { cookie, body: { text: `Message ${i}` } })).status).toBe(201);
    const refused = await call('POST', '/chat/visitor/messages', { cookie, body: { text: 'One more' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CHAT_MESSAGES.tooManyMessages);
    await clock.advance(MINUTE + 1);
    expect((await call('POST', '/chat/visitor/messages', { cookie, body: { text: 'A minute later' } })).status).toBe(201);

    for (let i = 0; i < 4; i += 1) await startOne({ email: `visitor${i}@clinic.example` });
    expect((await call('POST', '/chat/visitor/conversation', { body: start })).status).toBe(429);

    // Transcripts: three an hour per conversation. Typing is sent, never stored.
    for (let i = 0; i < 3; i += 1) expect((await call('POST', '/chat/visitor/transcript', { cookie })).status).toBe(202);
    expect((await call('POST', '/chat/visitor/transcript', { cookie })).status).toBe(429);
    const stored = await b.db('chat_events').count({ n: '*' }).first();
    expect((await call('POST', '/chat/visitor/typing', { cookie })).status).toBe(204);
    expect(await b.db('chat_events').count({ n: '*' }).first()).toEqual(stored);
  });

  it('lists, counts, reads and answers as the team, with seen marks both ways', async () => {
    const { id, cookie } = await startOne();
    const summary = await call('GET', '/chat/summary', { admin: true });
    // The demo: two open, both written last by the visitor (three unread between them), one closed; plus this one.
    expect(summary.body.data).toEqual({ open: 3, waiting: 3, unread: 4, closed: 1 });
    const waiting = await call('GET', '/chat/conversations?state=waiting', { admin: true });
    expect((waiting.body.data as unknown as { _id: string }[]).map((c) => c._id)).toEqual([
      id,
      CHAT_CONVERSATION_IDS.blxQuestion,
      CHAT_CONVERSATION_IDS.stlOnly,
    ]);

    const detail = await call('GET', `/chat/conversations/${id}`, { admin: true });
    const first = (detail.body.data!.messages as { _id: string }[])[0]!;
    expect((await call('POST', `/chat/conversations/${id}/read`, { admin: true, body: { upTo: first._id } })).status).toBe(204);
    const read = await call('GET', `/chat/conversations/${id}`, { admin: true });
    expect(read.body.data!.unreadCount).toBe(0);
    expect((read.body.data!.messages as { seenAt?: string }[])[0]!.seenAt).toBe(new Date(clock.now()).toISOString());

    const reply = await call('POST', `/chat/conversations/${id}/messages`, {
      admin: true,
      body: { text: 'Yes, we plan for BLX: https://novaguide.example/services' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ author: 'team', authorName: 'Dr. Elena Marsh, DDS, MSc' });
    const seen = await call('POST', '/chat/visitor/read', { cookie, body: { upTo: reply.body.data!._id } });
    expect(seen.status).toBe(204);
    const mine = await call('GET', '/chat/visitor/conversation', { cookie });
    expect((mine.body.data!.messages as { seenAt?: string }[])[1]!.seenAt).toBeDefined();
    expect((await events(id)).map((e) => e.event)).toEqual(['message', 'conversation', 'read', 'conversation', 'message', 'conversation', 'read']);
    // Another conversation's message is no read mark of this one.
    expect((await call('POST', '/chat/visitor/read', { cookie, body: { upTo: '665000000000000000000d21' } })).status).toBe(400);
  });

  it('emails a reply to a visitor who has left, with a link whose token opens the conversation again', async () => {
    const { id } = await startOne();
    await call('POST', `/chat/conversations/${id}/messages`, { admin: true, body: { text: 'STL is enough.' } });
    const [mail] = await outboxOf(id);
    expect(mail).toMatchObject({ kind: 'chat-reply', recipients: JSON.stringify([start.email]) });
    expect(mail.body).toContain('STL is enough.');
    const link = /\/\?chat=(\S+)/.exec(mail.body)![1]!;
    const resumed = await call('POST', '/chat/visitor/resume', { body: { token: decodeURIComponent(link) } });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data!._id).toBe(id);
    expect((await call('GET', '/chat/visitor/conversation', { cookie: cookieOf(resumed) })).status).toBe(200);
    // A cookie's token is not a link's, and a made-up one is refused naming the field.
    for (const bad of [cookieOf(resumed), 'not-a-token']) {
      const res = await call('POST', '/chat/visitor/resume', { body: { token: bad } });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe('token');
    }

    // With the visitor's stream open, the reply goes only to the stream.
    await enterPresence(b.db, { id: 'visitor-stream', kind: 'visitor', conversationId: id, instance: 'test', expiresAt: clock.now() + MINUTE });
    await call('POST', `/chat/conversations/${id}/messages`, { admin: true, body: { text: 'Anything else?' } });
    expect(await outboxOf(id)).toHaveLength(1);
  });

  it('closes, refuses a reply while closed, reopens on the visitor message, and blocks the visitor and the address', async () => {
    const { id, cookie } = await startOne();
    const closed = await call('POST', `/chat/conversations/${id}/close`, { admin: true });
    expect(closed.body.data).toMatchObject({ status: 'closed', waiting: false });
    const reply = await call('POST', `/chat/conversations/${id}/messages`, { admin: true, body: { text: 'Late' } });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(CHAT_MESSAGES.closed);
    expect((await call('POST', '/chat/visitor/messages', { cookie, body: { text: 'Still there?' } })).status).toBe(201);
    expect((await call('GET', '/chat/visitor/conversation', { cookie })).body.data!.status).toBe('open');
    const kinds = (await events(id)).map((e) => e.event);
    expect(kinds.slice(-4)).toEqual(['conversation', 'reopened', 'message', 'conversation']);

    const blocked = await call('POST', `/chat/conversations/${id}/block`, { admin: true, body: { blocked: true } });
    expect(blocked.body.data).toMatchObject({ status: 'closed', blocked: true });
    expect((await call('POST', '/chat/visitor/messages', { cookie, body: { text: 'Hello?' } })).status).toBe(403);
    expect((await call('POST', '/chat/visitor/conversation', { body: { ...start, email: start.email.toUpperCase() } })).status).toBe(403);
    await call('POST', `/chat/conversations/${id}/block`, { admin: true, body: { blocked: false } });
    expect((await call('POST', '/chat/visitor/conversation', { body: start })).status).toBe(201);
    const log = await b.db('activity_events').where('record_id', id).orderBy('seq');
    expect(log.map((e) => e.summary)).toEqual([
      'Closed the conversation (chat with Dr. Lena Fischer)',
      'Blocked the visitor (chat with Dr. Lena Fischer)',
      'Lifted the block on the visitor (chat with Dr. Lena Fischer)',
    ]);
  });

  it('assigns to an active admin only, or to nobody', async () => {
    const id = CHAT_CONVERSATION_IDS.blxQuestion;
    for (const adminId of [PAUSED_ID, '665000000000000000000fff']) {
      const res = await call('POST', `/chat/conversations/${id}/assign`, { admin: true, body: { adminId } });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe('adminId');
    }
    const given = await call('POST', `/chat/conversations/${id}/assign`, { admin: true, body: { adminId: EDITOR_ID } });
    expect(given.body.data!.assignedTo).toEqual({ _id: EDITOR_ID, name: 'Sam Okafor' });
    const taken = await call('POST', `/chat/conversations/${id}/assign`, { admin: true, body: { adminId: null } });
    expect(taken.body.data!.assignedTo).toBeUndefined();
    expect((await call('POST', '/chat/conversations/665000000000000000000fff/assign', { admin: true, body: { adminId: null } })).status).toBe(404);
  });

  it('counts the chat on the Dashboard as the side menu does', async () => {
    const stats = await call('GET', '/dashboard/stats', { admin: true });
    expect(stats.body.data!.chats).toEqual((await call('GET', '/chat/summary', { admin: true })).body.data);
  });

  it('emails the team once per unanswered wait, after CHAT_UNANSWERED_MINUTES, whichever instance runs the round', async () => {
    const stop = startChatJobs(b);
    try {
      const { id, cookie } = await startOne();
      await clock.advance(4 * MINUTE);
      expect(await outboxOf(id)).toHaveLength(0);
      await call('POST', '/chat/visitor/messages', { cookie, body: { text: 'Anyone there?' } });
      await clock.advance(2 * MINUTE);
      const [alert] = await outboxOf(id);
      expect(alert).toMatchObject({ kind: 'chat-alert', recipients: JSON.stringify(demoData.notificationSettings.recipients) });
      expect(alert.body).toContain('Anyone there?');
      await clock.advance(10 * MINUTE);
      expect(await outboxOf(id)).toHaveLength(1);

      // A reply ends the wait; the visitor's next message starts another, announced once again.
      await enterPresence(b.db, { id: 'visitor-here', kind: 'visitor', conversationId: id, instance: 'test', expiresAt: clock.now() + DAY });
      await call('POST', `/chat/conversations/${id}/messages`, { admin: true, body: { text: 'Here now.' } });
      await call('POST', '/chat/visitor/messages', { cookie, body: { text: 'Great, one more question.' } });
      await clock.advance(6 * MINUTE);
      expect((await outboxOf(id)).map((m) => m.kind)).toEqual(['chat-alert', 'chat-alert']);
    } finally {
      stop();
    }

    // Two instances running the same round at once: one alert.
    const { id } = await startOne({ email: 'second@clinic.example' });
    await clock.advance(6 * MINUTE);
    const claimed = await Promise.all([sendUnansweredAlerts(b), sendUnansweredAlerts(b), sendUnansweredAlerts(b)]);
    expect(claimed.reduce((a, n) => a + n, 0)).toBe(1);
    expect(await outboxOf(id)).toHaveLength(1);
  });

  it('deletes conversations closed longer ago than CHAT_RETENTION_DAYS, each in the activity log, and nothing when it is off', async () => {
    const { id, cookie } = await startOne();
    await call('POST', '/chat/visitor/transcript', { cookie });
    await call('POST', `/chat/conversations/${id}/close`, { admin: true });
    expect(await sweepChatRetention(b)).toBe(0);

    const kept = { ...b, config: { ...b.config, chat: { ...b.config.chat, retentionDays: 30 } } };
    // The demo's closed conversation was closed on 2026-11-20, nine days before this clock's start.
    expect(await sweepChatRetention(kept)).toBe(0);
    await clock.advance(22 * DAY);
    expect(await sweepChatRetention(kept)).toBe(1);
    expect(await b.db('chat_conversations').where('id', CHAT_CONVERSATION_IDS.sleeveClosed).first()).toBeUndefined();
    expect(await b.db('chat_messages').where('conversation_id', CHAT_CONVERSATION_IDS.sleeveClosed)).toHaveLength(0);
    expect(await b.db('chat_events').where('conversation_id', CHAT_CONVERSATION_IDS.sleeveClosed)).toHaveLength(0);
    await clock.advance(9 * DAY);
    expect(await outboxOf(id)).toHaveLength(1);
    expect(await sweepChatRetention(kept)).toBe(1);
    expect(await outboxOf(id)).toHaveLength(0);
    const log = await b.db('activity_events').where('action', 'delete').whereIn('record_id', [id, CHAT_CONVERSATION_IDS.sleeveClosed]);
    expect(log).toHaveLength(2);
    for (const entry of log) expect(entry.summary).not.toMatch(/Lena|sleeve/i);
    // Open ones stay, however old.
    expect(await b.db('chat_conversations').where('id', CHAT_CONVERSATION_IDS.blxQuestion).first()).toBeDefined();
  });
});
