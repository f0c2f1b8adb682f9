// The mocks over HTTP (http-server.ts): called at a URL with fetch, as a test kit calls the backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from './db';
import { startMockHttpServer, type MockHttpServer } from './http-server';

const KEY = 'http-server-test-key';
const ADMIN = { email: 'admin@novaguide.example', password: 'Implant#2026' };
/** A 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: boolean; data: { token: string } };
  expect(body.success).toBe(true);
  return body.data.token;
}

describe('the mocks over HTTP, with a test-state key', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    resetDb();
    server = await startMockHttpServer({ testStateKey: KEY });
  });
  afterAll(() => server.close());

  it('streams an event-stream answer as it is written, not once it ends: a reply reaches an open team stream', async () => {
    const token = await signIn(server.url);
    const auth = { Authorization: `Bearer ${token}` };
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/chat/events`, { headers: { ...auth, Accept: 'text/event-stream' }, signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (part: string) => {
      while (!text.includes(part)) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    await until(': connected');
    const reply = await fetch(`${server.url}/api/chat/conversations/665000000000000000000d11/messages`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Streamed while open' }),
    });
    expect(reply.status).toBe(201);
    await until('Streamed while open');
    expect(text).toMatch(/id: \d+\nevent: message\ndata: /);
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });

  it('answers a public read with its JSON envelope', async () => {
    const res = await fetch(`${server.url}/api/hero/active-list`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('signs in, and takes the bearer token on protected calls', async () => {
    const token = await signIn(server.url);
    const me = await fetch(`${server.url}/api/admin/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ success: true, data: { email: ADMIN.email } });
    const heroes = await fetch(`${server.url}/api/hero/list`, { headers: { Authorization: `Bearer ${token}` } });
    expect(heroes.status).toBe(200);
    expect((await fetch(`${server.url}/api/hero/list`)).status).toBe(401);
  });

  it('carries the refresh token in an HttpOnly cookie scoped to the refresh call, rotated on use and cleared on logout', async () => {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^novaguide_refresh=[0-9a-f]+; Path=\/api\/admin\/refresh-token; HttpOnly; SameSite=Strict; Expires=/);
    expect(await login.text()).not.toContain(cookie.split(';')[0].split('=')[1]);
    const refresh = (pair?: string) => fetch(`${server.url}/api/admin/refresh-token`, { method: 'POST', headers: pair ? { Cookie: pair } : {} });

    const rotated = await refresh(cookie.split(';')[0]);
    expect(rotated.status).toBe(200);
    const next = rotated.headers.get('set-cookie')!.split(';')[0];
    expect(next).not.toBe(cookie.split(';')[0]);
    const { data } = (await rotated.json()) as { data: { token: string } };
    // Without the cookie there is no session; another caller's call leaves this one's cookie alone.
    expect(await (await refresh()).json()).toMatchObject({ success: true, data: null });
    expect((await refresh(next)).status).toBe(200);

    const logout = await fetch(`${server.url}/api/admin/logout`, { method: 'POST', headers: { Authorization: `Bearer ${data.token}` } });
    expect(logout.headers.get('set-cookie')).toMatch(/^novaguide_refresh=; .*Expires=Thu, 01 Jan 1970/);
  });

  it('takes a multipart upload', async () => {
    const token = await signIn(server.url);
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    const res = await fetch(`${server.url}/api/files/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { success: boolean; data: { fileUrl: string } };
    expect(body.success).toBe(true);
    // The stored bytes are served back at their url, over the same server.
    const served = await fetch(new URL(body.data.fileUrl, server.url));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('answers the Test State calls for the key only', async () => {
    const reset = (headers: Record<string, string>) => fetch(`${server.url}/api/test-state/reset`, { method: 'POST', headers });
    const ok = await reset({ 'Test-State-Key': KEY });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
    const wrong = await reset({ 'Test-State-Key': 'not-the-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      success: false,
      message: 'Test-State-Key is not valid',
      errors: [{ field: 'Test-State-Key', message: 'is not valid' }],
    });
    const missing = await reset({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ success: false, errors: [{ field: 'Test-State-Key', message: 'is required' }] });
  });

  it('sets up the states a suite needs through the Test State calls', async () => {
    const token = await signIn(server.url);
    const auth = { Authorization: `Bearer ${token}` };
    const key = { 'Test-State-Key': KEY };
    const bookings = (await (await fetch(`${server.url}/api/booking/all`, { headers: auth })).json()) as { data: { _id: string }[] };
    const bookingId = bookings.data[0]._id;

    const put = (id: string) =>
      fetch(`${server.url}/api/test-state/bookings/${id}/case-file`, {
        method: 'PUT',
        headers: { ...key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fileName: 'report.pdf', contentType: 'application/pdf', contentBase64: btoa('%PDF-1.4 test') }),
      });
    expect((await put(bookingId)).status).toBe(204);
    const file = await fetch(`${server.url}/api/booking/case-file/${bookingId}`, { headers: auth });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 test');
    const unknown = await put('665000000000000000000fff');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Booking not found' });

    const removed = await fetch(`${server.url}/api/test-state/records/privacy-policy`, { method: 'DELETE', headers: key });
    expect(removed.status).toBe(204);
    const policy = await fetch(`${server.url}/api/privacy-policy`);
    expect(policy.status).toBe(404);
    const notARecord = await fetch(`${server.url}/api/test-state/records/heroes`, { method: 'DELETE', headers: key });
    expect(notARecord.status).toBe(400);

    const details = (await (await fetch(`${server.url}/api/service-details`, { headers: auth })).json()) as { data: { serviceId: string }[] };
    const serviceId = details.data[0].serviceId;
    const removeDetails = () => fetch(`${server.url}/api/test-state/service-details/${serviceId}`, { method: 'DELETE', headers: key });
    expect((await removeDetails()).status).toBe(204);
    expect((await fetch(`${server.url}/api/service-details/service/${serviceId}`)).status).toBe(404);
    expect((await removeDetails()).status).toBe(404);

    expect((await fetch(`${server.url}/api/test-state/reset`, { method: 'POST', headers: key })).status).toBe(204);
    expect((await fetch(`${server.url}/api/privacy-policy`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/service-details/service/${serviceId}`)).status).toBe(200);
    // A reset ends every session, as on the server; a new sign-in works.
    expect((await fetch(`${server.url}/api/admin/me`, { headers: auth })).status).toBe(401);
    const again = await signIn(server.url);
    expect((await fetch(`${server.url}/api/admin/me`, { headers: { Authorization: `Bearer ${again}` } })).status).toBe(200);
  });

  it('answers an unknown call with the 404 envelope, and a HEAD with no body', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Route not found' });
    const outside = await fetch(`${server.url}/nope`);
    expect(outside.status).toBe(404);
    const head = await fetch(`${server.url}/api/nope`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });
});

describe('the mocks over HTTP, without a test-state key', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer({});
  });
  afterAll(() => server.close());

  it('has no Test State calls, whatever the headers', async () => {
    for (const headers of [{}, { 'Test-State-Key': KEY }] as Record<string, string>[]) {
      const res = await fetch(`${server.url}/api/test-state/reset`, { method: 'POST', headers });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Route not found' });
    }
  });
});
