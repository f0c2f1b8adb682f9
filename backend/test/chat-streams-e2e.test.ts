// The streams with the chat's own calls: a visitor starts a conversation (its cookie opens the visitor's stream), and
// what the visitor and the team write reaches both streams, each event once, in id order. It needs the chat's
// routes (routes/chat.ts); a build without them says so and skips.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_COOKIE } from '@shared/contract/chat';
import { demoData } from '@shared/demo-content';
import { allRoutes } from '../src/routes';
import { signInAsDemoAdmin } from './admin-session';
import { openStream, type OpenStream } from './chat-stream-client';
import { startTestBackend, type TestBackend } from './harness';

const mounted = allRoutes.some((r) => r.op.operationId === 'startChatConversation');
if (!mounted) console.warn('[chat-streams-e2e] skipped: the chat routes (routes/chat.ts) are not in this build');

describe.skipIf(!mounted)('the chat streams with the chat calls', () => {
  let backend: TestBackend;
  let token: string;
  const open: OpenStream[] = [];

  beforeAll(async () => {
    backend = await startTestBackend();
    token = await signInAsDemoAdmin(backend.baseUrl);
    const settings = demoData.homepageSettings[0];
    const res = await fetch(`${backend.baseUrl}/homepage/settings/${settings._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...settings, features: { ...settings.features, enableChat: true } }),
    });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await backend?.close();
  });

  it("delivers the visitor's and the team's messages to both streams once each", async () => {
    const started = await fetch(`${backend.baseUrl}/chat/visitor/conversation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Stream Visitor', email: 'stream.visitor@example.com', message: 'Hello, is STL enough?', page: '/' }),
    });
    expect(started.status).toBe(201);
    const cookie = started.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${CHAT_COOKIE}=`))!
      .split(';')[0];
    const { data } = (await started.json()) as { data: { _id: string; lastEventId: string } };
    const visitor = await openStream(`${backend.baseUrl}/chat/visitor/events?after=${data.lastEventId}`, { Cookie: cookie });
    const team = await openStream(`${backend.baseUrl}/chat/events?after=${data.lastEventId}`, { Authorization: `Bearer ${token}` });
    open.push(visitor, team);
    expect([visitor.status, team.status]).toEqual([200, 200]);

    const sent = await fetch(`${backend.baseUrl}/chat/visitor/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ text: 'And a CBCT?' }),
    });
    expect(sent.status).toBe(201);
    const reply = await fetch(`${backend.baseUrl}/chat/conversations/${data._id}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ text: 'Yes, both help.' }),
    });
    expect(reply.status).toBe(201);

    const messagesOf = (s: OpenStream) => s.events().filter((e) => e.event === 'message');
    await visitor.waitFor(2);
    await team.waitFor(4);
    await new Promise((r) => setTimeout(r, 300));
    const texts = (s: OpenStream) => messagesOf(s).map((e) => (e.data as { message: { text: string } }).message.text);
    expect(texts(visitor)).toEqual(['And a CBCT?', 'Yes, both help.']);
    expect(texts(team)).toEqual(['And a CBCT?', 'Yes, both help.']);
    // The team's stream also has the conversation's new summaries; the visitor's never.
    expect(team.events().some((e) => e.event === 'conversation')).toBe(true);
    expect(visitor.events().some((e) => e.event === 'conversation')).toBe(false);
    for (const s of [visitor, team]) {
      const ids = s.events().flatMap((e) => (e.id ? [Number(e.id)] : []));
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    }
  });
});
