// The live chat as visitors and planners meet it, the same on the mocks and the backend (SQLite and MySQL): a visitor
// starts a conversation and holds it by the `novaguide_chat` cookie alone; bad text, the honeypot and foreign or forged
// cookies are refused naming the field; both event streams replay what a reconnecting client missed, once, and carry
// the live events (typing without an id); read marks, unread counts, close, reopen, block, assignment, the rate
// limits and the Dashboard's counts follow the document. Streams are read as a page reads them, with fetch.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_COOKIE, CHAT_COOKIE_PATH, CHAT_LIMITS, CHAT_MESSAGES } from '@shared/contract/chat';
import { CHAT_CONVERSATION_IDS } from '@shared/demo-content/ids';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import { CHAT_START, chatCookieOf, openStream, setChatEnabled, startChat, type OpenStream, type StreamEvent } from './support/chat-calls';
import { chatResumeToken, send as sendCall } from './support/operation-calls';

/** The demo's conversations: two open and waiting (2 and 1 unread), one closed; their events are ids 1..8. */
const DEMO_SUMMARY = { open: 2, waiting: 2, unread: 3, closed: 1 };
const DEMO_LAST_EVENT_ID = 8;
const UNKNOWN_ADMIN_ID = '0000000000000000000000ff';

export function defineChatSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: the live chat`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    let token: string;
    const streams: OpenStream[] = [];
    beforeEach(async () => {
      token = await demoToken(target());
      await setChatEnabled(target(), token);
    });
    // Every stream a case opened is closed, whatever the case's outcome.
    afterEach(async () => {
      await Promise.all(streams.splice(0).map((s) => s.close()));
    });

    const visitor = (method: string, path: string, cookie: string | undefined, json?: unknown) =>
      api(method, `/chat/visitor${path}`, { token: null, headers: cookie ? { Cookie: cookie } : {}, ...(json === undefined ? {} : { json }) });
    const send = (cookie: string, text: string) => visitor('POST', '/messages', cookie, { text });
    const listen = async (path: string, headers: Record<string, string>) => {
      const stream = await openStream(target(), path, headers);
      streams.push(stream);
      return stream;
    };
    const visitorStream = (cookie: string, query = '', headers: Record<string, string> = {}) =>
      listen(`/chat/visitor/events${query}`, { Cookie: cookie, ...headers });
    const teamStream = (query = '', headers: Record<string, string> = {}) => listen(`/chat/events${query}`, { Authorization: `Bearer ${token}`, ...headers });
    const isMessage = (text: string) => (e: StreamEvent) => e.event === 'message' && (e.data as Json).message?.text === text;
    const idsOf = (s: OpenStream) => s.events.filter((e) => e.id !== undefined).map((e) => Number(e.id));
    const expectRefused = (res: { status: number; body: Json }, status: number, field: string, message?: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.errors?.map((e: Json) => e.field)).toContain(field);
      if (message) expect(res.body.message).toBe(message);
    };

    it('starts a conversation: 201, the first message, and the token in an HttpOnly cookie on the visitor calls’ path only', async () => {
      const { baseUrl, fetch } = target();
      const res = await fetch(`${baseUrl}/chat/visitor/conversation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(CHAT_START),
      });
      const body = (await res.json()) as Json;
      expect(res.status, JSON.stringify(body)).toBe(201);
      expect(body.data).toMatchObject({
        visitorName: CHAT_START.name,
        visitorEmail: CHAT_START.email,
        status: 'open',
        lastEventId: expect.stringMatching(/^\d+$/),
      });
      expect(body.data.messages).toEqual([expect.objectContaining({ author: 'visitor', text: CHAT_START.message, authorName: CHAT_START.name })]);
      const setCookie = (res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? '']).find((c) => c.startsWith(`${CHAT_COOKIE}=`));
      expect(setCookie, 'a novaguide_chat cookie').toBeTruthy();
      const attributes = setCookie!.split(';').map((a) => a.trim().toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain(`path=${CHAT_COOKIE_PATH}`);
      expect(JSON.stringify(body)).not.toContain(setCookie!.split(';')[0].split('=')[1]);

      const cookie = setCookie!.split(';')[0];
      const read = await visitor('GET', '/conversation', cookie);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ _id: body.data._id, messages: [expect.objectContaining({ text: CHAT_START.message })] });
    });

    it('answers 404 on every visitor call while the chat is off, and availability says enabled: false', async () => {
      const { cookie } = await startChat(target());
      await setChatEnabled(target(), token, false);
      const off = [
        await visitor('POST', '/conversation', undefined, CHAT_START),
        await visitor('GET', '/conversation', cookie),
        await send(cookie, 'Still there?'),
        await visitor('POST', '/typing', cookie),
        await visitor('POST', '/transcript', cookie),
        await visitor('POST', '/resume', undefined, { token: 'anything' }),
      ];
      for (const res of off) expect(res, JSON.stringify(res.body)).toMatchObject({ status: 404, body: { success: false, message: CHAT_MESSAGES.off } });
      const stream = await visitorStream(cookie);
      expect(stream.status).toBe(404);
      expect((await api('GET', '/chat/availability', { token: null })).body.data).toMatchObject({ enabled: false });
    });

    it("opens a conversation again from an email's link: a new cookie that reaches it; a forged token is refused naming it", async () => {
      const token = await chatResumeToken(target(), CHAT_CONVERSATION_IDS.stlOnly);
      const res = await sendCall(target(), { method: 'POST', path: '/chat/visitor/resume', json: { token }, token: null });
      expect(res.status).toBe(200);
      const cookie = chatCookieOf(res);
      expect(cookie).toBeTruthy();
      expect(((await res.json()) as Json).data).toMatchObject({ _id: CHAT_CONVERSATION_IDS.stlOnly });
      expect((await visitor('GET', '/conversation', cookie)).body.data._id).toBe(CHAT_CONVERSATION_IDS.stlOnly);
      const forged = await visitor('POST', '/resume', undefined, { token: `${token.slice(0, -3)}xyz` });
      expect(forged.status).toBe(400);
      expect(forged.body.errors[0].field).toBe('token');
    });

    it('refuses empty, 5,001-character, HTML and javascript: messages, and the honeypot, naming the field; nothing is stored', async () => {
      const { cookie, conversation } = await startChat(target());
      for (const text of ['', '   ', 'x'.repeat(CHAT_LIMITS.textMax + 1), 'Hello <b>there</b>', 'See javascript:alert(1) now', '<script>alert(1)</script>']) {
        expectRefused(await send(cookie, text), 400, 'text');
      }
      expectRefused(await visitor('POST', '/conversation', undefined, { ...CHAT_START, message: '<img src=x onerror=alert(1)>' }), 400, 'message');
      expectRefused(await visitor('POST', '/conversation', undefined, { ...CHAT_START, message: 'javascript:alert(1)' }), 400, 'message');
      const before = (await api('GET', '/chat/summary')).body.data;
      expectRefused(
        await visitor('POST', '/conversation', undefined, { ...CHAT_START, email: 'bot@spam.example', website: 'https://spam.example' }),
        400,
        'website',
        CHAT_MESSAGES.honeypot,
      );
      expect((await api('GET', '/chat/summary')).body.data).toEqual(before);
      const stored = (await api('GET', `/chat/conversations/${conversation._id}`)).body.data;
      expect(stored.messages).toHaveLength(1);
      expect((await api('GET', '/chat/conversations?limit=100')).body.data.map((c: Json) => c.visitorEmail)).not.toContain('bot@spam.example');
    });

    it('refuses a missing, forged or altered cookie with 401 naming novaguide_chat', async () => {
      const { cookie } = await startChat(target());
      const value = cookie.slice(CHAT_COOKIE.length + 1);
      const altered = `${CHAT_COOKIE}=${value.slice(0, -2)}${value.endsWith('00') ? '11' : '00'}`;
      for (const c of [undefined, `${CHAT_COOKIE}=forged-token`, altered]) {
        for (const res of [await visitor('GET', '/conversation', c), await send(c!, 'Hello?'), await visitor('POST', '/typing', c)]) {
          expectRefused(res, 401, CHAT_COOKIE, CHAT_MESSAGES.noConversation);
        }
        expect((await visitorStream(c ?? '')).status).toBe(401);
      }
    });

    it("never shows one visitor's conversation through another's cookie", async () => {
      const a = await startChat(target(), { email: 'a@first-clinic.example', message: 'Question from clinic A' });
      const b = await startChat(target(), { email: 'b@second-clinic.example', message: 'Question from clinic B' });
      await send(b.cookie, 'Private detail of clinic B');
      const mine = await visitor('GET', '/conversation', a.cookie);
      expect(mine.body.data._id).toBe(a.conversation._id);
      expect(JSON.stringify(mine.body)).not.toContain('clinic B');
      const stream = await visitorStream(a.cookie, '?after=0');
      await stream.waitFor(isMessage('Question from clinic A'));
      await send(b.cookie, 'Another detail of clinic B');
      await send(a.cookie, 'Follow-up from clinic A');
      await stream.waitFor(isMessage('Follow-up from clinic A'));
      expect(stream.text()).not.toContain('clinic B');
      expect(stream.events.every((e) => (e.data as Json).conversationId === a.conversation._id)).toBe(true);
    });

    it('replays what a reconnecting visitor missed after Last-Event-ID or `after`, each event once', async () => {
      const { cookie } = await startChat(target(), { message: 'First question' });
      const first = await visitorStream(cookie, '?after=0');
      const firstEvent = await first.waitFor(isMessage('First question'));
      expect(firstEvent.id).toMatch(/^\d+$/);
      await first.close();
      await send(cookie, 'Second question');
      await send(cookie, 'Third question');

      // The header wins over `after`: only what came after the first event, in order, once.
      const resumed = await visitorStream(cookie, '?after=0', { 'Last-Event-ID': firstEvent.id! });
      await resumed.waitFor(isMessage('Third question'));
      await send(cookie, 'Fourth question');
      await resumed.waitFor(isMessage('Fourth question'));
      const texts = resumed.events.filter((e) => e.event === 'message').map((e) => (e.data as Json).message.text);
      expect(texts).toEqual(['Second question', 'Third question', 'Fourth question']);
      const ids = idsOf(resumed);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => id > Number(firstEvent.id))).toBe(true);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);

      const read = await visitor('GET', '/conversation', cookie);
      const opened = await visitorStream(cookie, `?after=${firstEvent.id}`);
      await opened.waitFor(isMessage('Fourth question'));
      expect(opened.events.filter((e) => e.event === 'message')).toHaveLength(3);
      expect(Number(read.body.data.lastEventId)).toBeGreaterThanOrEqual(Math.max(...ids));
    });

    it('refuses a Last-Event-ID that is not a stream id naming it; one from the future replays nothing but live events still come', async () => {
      const { cookie } = await startChat(target(), { message: 'Before the stream' });
      for (const bad of ['abc', '12abc', '-1', '1.5']) {
        const { baseUrl, fetch } = target();
        const res = await fetch(`${baseUrl}/chat/visitor/events`, { headers: { Accept: 'text/event-stream', Cookie: cookie, 'Last-Event-ID': bad } });
        const body = (await res.json()) as Json;
        expectRefused({ status: res.status, body }, 400, 'Last-Event-ID');
      }
      const future = await visitorStream(cookie, '', { 'Last-Event-ID': '999999999' });
      expect(future.status).toBe(200);
      await send(cookie, 'After the stream opened');
      await future.waitFor(isMessage('After the stream opened'));
      expect(future.text()).not.toContain('Before the stream');
    });

    it("carries a planner's reply to the visitor's open stream, and the visitor's message and the new summary to the team's", async () => {
      const { cookie, conversation } = await startChat(target());
      const team = await teamStream();
      const mine = await visitorStream(cookie);
      await send(cookie, 'Is STL enough?');
      const message = await team.waitFor(isMessage('Is STL enough?'));
      expect(message.id).toMatch(/^\d+$/);
      const summary = await team.waitFor(
        (e) => e.event === 'conversation' && (e.data as Json).conversation._id === conversation._id && (e.data as Json).conversation.messageCount === 2,
      );
      expect((summary.data as Json).conversation).toMatchObject({ waiting: true, unreadCount: 2, status: 'open' });

      const reply = await api('POST', `/chat/conversations/${conversation._id}/messages`, {
        json: { text: 'Yes, STL is enough. https://novaguide.example/how-it-works' },
      });
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ author: 'team', authorName: expect.any(String) });
      const arrived = await mine.waitFor(isMessage('Yes, STL is enough. https://novaguide.example/how-it-works'));
      expect((arrived.data as Json).message._id).toBe(reply.body.data._id);
      // A visitor's stream carries no `conversation` event (those are the team's).
      expect(mine.events.some((e) => e.event === 'conversation')).toBe(false);
    });

    it('sends typing without a stream id, to the other side only, and never replays it', async () => {
      const { cookie, conversation } = await startChat(target());
      const team = await teamStream();
      const mine = await visitorStream(cookie);
      expect((await visitor('POST', '/typing', cookie)).status).toBe(204);
      const typing = await team.waitFor((e) => e.event === 'typing' && (e.data as Json).conversationId === conversation._id);
      expect(typing.id).toBeUndefined();
      expect(typing.data).toEqual({ conversationId: conversation._id, by: 'visitor' });
      expect((await api('POST', `/chat/conversations/${conversation._id}/typing`)).status).toBe(204);
      const theirs = await mine.waitFor((e) => e.event === 'typing');
      expect(theirs).toEqual({ event: 'typing', data: { conversationId: conversation._id, by: 'team' } });
      const replay = await visitorStream(cookie, '?after=0');
      await send(cookie, 'marker');
      await replay.waitFor(isMessage('marker'));
      expect(replay.events.some((e) => e.event === 'typing')).toBe(false);
    });

    it("marks the visitor's messages read: a `read` event on the visitor's stream, `seenAt`, and the unread count drops", async () => {
      const { cookie, conversation } = await startChat(target());
      const mine = await visitorStream(cookie);
      const first = conversation.messages[0];
      expect(first.seenAt).toBeUndefined();
      const res = await api('POST', `/chat/conversations/${conversation._id}/read`, { json: { upTo: first._id } });
      expect(res.status).toBe(204);
      const read = await mine.waitFor((e) => e.event === 'read');
      expect(read.id).toMatch(/^\d+$/);
      expect(read.data).toMatchObject({ conversationId: conversation._id, by: 'team', upTo: first._id, at: expect.any(String) });
      const seen = (await visitor('GET', '/conversation', cookie)).body.data.messages[0];
      expect(seen.seenAt).toEqual(expect.any(String));
      const summary = (await api('GET', `/chat/conversations/${conversation._id}`)).body.data;
      expect(summary.unreadCount).toBe(0);
    });

    it('counts the demo conversations by state, with unread counts, in the list, the summary and the Dashboard', async () => {
      expect((await api('GET', '/chat/summary')).body.data).toEqual(DEMO_SUMMARY);
      expect((await api('GET', '/dashboard/stats')).body.data.chats).toEqual(DEMO_SUMMARY);
      const list = (await api('GET', '/chat/conversations?limit=100')).body;
      expect(list.pagination.total).toBe(3);
      const byId = Object.fromEntries(list.data.map((c: Json) => [c._id, c]));
      expect(byId[CHAT_CONVERSATION_IDS.blxQuestion]).toMatchObject({ status: 'open', waiting: true, unreadCount: 2, messageCount: 2 });
      expect(byId[CHAT_CONVERSATION_IDS.stlOnly]).toMatchObject({ status: 'open', waiting: true, unreadCount: 1, messageCount: 3 });
      expect(byId[CHAT_CONVERSATION_IDS.sleeveClosed]).toMatchObject({ status: 'closed', waiting: false });
      const closed = (await api('GET', '/chat/conversations?state=closed')).body.data;
      expect(closed.map((c: Json) => c._id)).toEqual([CHAT_CONVERSATION_IDS.sleeveClosed]);
      const detail = (await api('GET', `/chat/conversations/${CHAT_CONVERSATION_IDS.blxQuestion}`)).body.data;
      expect(detail.lastEventId).toBe(String(DEMO_LAST_EVENT_ID));

      await startChat(target());
      const after = { open: 3, waiting: 3, unread: 4, closed: 1 };
      expect((await api('GET', '/chat/summary')).body.data).toEqual(after);
      expect((await api('GET', '/dashboard/stats')).body.data.chats).toEqual(after);
      const waiting = (await api('GET', '/chat/conversations?state=waiting')).body.data;
      expect(waiting.every((c: Json) => c.waiting && c.status === 'open')).toBe(true);
    });

    it('closes a conversation (a `closed` event; a reply is 409) and reopens it (a `reopened` event), as does a visitor message', async () => {
      const { cookie, conversation } = await startChat(target());
      const mine = await visitorStream(cookie);
      const path = `/chat/conversations/${conversation._id}`;
      expect((await api('POST', `${path}/close`)).body.data).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
      await mine.waitFor((e) => e.event === 'closed');
      const refused = await api('POST', `${path}/messages`, { json: { text: 'Late answer' } });
      expect(refused).toMatchObject({ status: 409, body: { success: false, message: CHAT_MESSAGES.closed } });
      expect((await api('POST', `${path}/reopen`)).body.data).toMatchObject({ status: 'open' });
      await mine.waitFor((e) => e.event === 'reopened');
      expect((await api('POST', `${path}/messages`, { json: { text: 'Now I can answer' } })).status).toBe(201);

      await api('POST', `${path}/close`);
      const again = await send(cookie, 'One more question');
      expect(again.status).toBe(201);
      const order = mine.events.map((e) => e.event);
      expect(order.lastIndexOf('reopened')).toBeLessThan(order.length);
      await mine.waitFor(isMessage('One more question'));
      const events = mine.events.map((e) => e.event);
      expect(events.slice(events.lastIndexOf('closed'))).toEqual(['closed', 'reopened', 'message']);
      expect((await visitor('GET', '/conversation', cookie)).body.data.status).toBe('open');
    });

    it("blocks a conversation: the visitor's messages and a new start with that email are 403", async () => {
      const { cookie, conversation } = await startChat(target(), { email: 'spammer@nowhere.example' });
      const blocked = await api('POST', `/chat/conversations/${conversation._id}/block`, { json: { blocked: true } });
      expect(blocked.body.data).toMatchObject({ blocked: true, status: 'closed' });
      expect(await send(cookie, 'Let me in')).toMatchObject({ status: 403, body: { success: false, message: CHAT_MESSAGES.blocked } });
      expect((await visitor('POST', '/conversation', undefined, { ...CHAT_START, email: 'spammer@nowhere.example' })).status).toBe(403);
      const lifted = await api('POST', `/chat/conversations/${conversation._id}/block`, { json: { blocked: false } });
      expect(lifted.body.data).toMatchObject({ blocked: false, status: 'closed' });
      expect((await visitor('POST', '/conversation', undefined, { ...CHAT_START, email: 'spammer@nowhere.example' })).status).toBe(201);
    });

    it('assigns a conversation to an admin and back to nobody; an unknown admin is 400 naming adminId', async () => {
      const path = `/chat/conversations/${CHAT_CONVERSATION_IDS.blxQuestion}/assign`;
      const editor = await api('POST', path, { json: { adminId: '665000000000000000000b02' } });
      expect(editor.body.data.assignedTo).toMatchObject({ _id: '665000000000000000000b02', name: expect.any(String) });
      expect((await api('POST', path, { json: { adminId: null } })).body.data.assignedTo).toBeUndefined();
      expectRefused(await api('POST', path, { json: { adminId: UNKNOWN_ADMIN_ID } }), 400, 'adminId');
    });

    it('refuses the 21st message within a minute from one conversation with 429', async () => {
      const { cookie } = await startChat(target());
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await send(cookie, `Message ${i + 1}`)).status);
      expect(
        statuses.slice(0, 19).every((s) => s === 201),
        statuses.join(' '),
      ).toBe(true);
      expect(statuses).toContain(429);
      const refused = await send(cookie, 'Once more');
      expect(refused.status).toBe(429);
      expect(refused.body.success).toBe(false);
    });

    it('refuses an 11th open stream of one conversation with 429, and takes one again once a stream is closed', async () => {
      const { cookie } = await startChat(target());
      const open: OpenStream[] = [];
      for (let i = 0; i < CHAT_LIMITS.streamsPerHolder; i++) open.push(await visitorStream(cookie));
      expect(open.map((s) => s.status)).toEqual(Array(CHAT_LIMITS.streamsPerHolder).fill(200));
      const eleventh = await visitorStream(cookie);
      expect(eleventh.status).toBe(429);
      await open[0].close();
      // The server notices a client going away when its connection ends: give it a moment.
      let again = await visitorStream(cookie);
      for (let i = 0; i < 20 && again.status === 429; i++) {
        await new Promise((r) => setTimeout(r, 100));
        again = await visitorStream(cookie);
      }
      expect(again.status).toBe(200);
    });

    it('says a planner is online while a team stream is open', async () => {
      const team = await teamStream();
      expect(team.status).toBe(200);
      expect((await api('GET', '/chat/availability', { token: null })).body.data).toEqual({ enabled: true, online: true });
    });

    it('replays the demo events to the team from `after=0`: ids 1..8, in order', async () => {
      const team = await teamStream('?after=0');
      await team.waitFor((e) => e.id === String(DEMO_LAST_EVENT_ID));
      expect(idsOf(team).slice(0, DEMO_LAST_EVENT_ID)).toEqual(Array.from({ length: DEMO_LAST_EVENT_ID }, (_, i) => i + 1));
      expect(team.events[DEMO_LAST_EVENT_ID - 1]).toMatchObject({ event: 'closed', data: { conversationId: CHAT_CONVERSATION_IDS.sleeveClosed } });
    });
  });
}
