// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';
import { clearSession, lastValidatedAt, readToken, writeToken } from './session-memory';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let pathname = '/';
let now = 1_000_000;
const redirectToLogin = vi.fn();
const client = createApiClient({ baseUrl: 'http://localhost/api', location: () => ({ pathname }), redirectToLogin, now: () => now });

beforeEach(() => {
  localStorage.clear();
  clearSession(0);
  redirectToLogin.mockReset();
  pathname = '/';
  now = 1_000_000;
});

const signIn = () => writeToken('stored-token', 1);

describe('api client', () => {
  it('sends the token held in memory as a bearer header', async () => {
    signIn();
    let seen: string | null = null;
    server.use(
      http.get('*/api/hero/active-list', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await client.GET('/hero/active-list');
    expect(seen).toBe('Bearer stored-token');
  });

  it("raises the server's message, or 'HTTP error! status: {code}' when the body has none", async () => {
    server.use(http.get('*/api/header/active', () => HttpResponse.json({ success: false, message: 'No active header found' }, { status: 404 })));
    await expect(client.GET('/header/active')).rejects.toMatchObject({ message: 'No active header found', status: 404 });

    server.use(http.get('*/api/header/active', () => new HttpResponse('upstream exploded', { status: 502 })));
    const error = await client.GET('/header/active').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('HTTP error! status: 502');
    expect((error as ApiError).body).toBe('upstream exploded');
  });

  it('prefers an error field over message', async () => {
    server.use(http.get('*/api/footer/get-active-footer', () => HttpResponse.json({ error: 'Footer exploded', message: 'ignored' }, { status: 500 })));
    await expect(client.GET('/footer/get-active-footer')).rejects.toMatchObject({ message: 'Footer exploded' });
  });

  describe('the 401 rule', () => {
    const unauthorized = () => HttpResponse.json({ success: false, message: 'Invalid token' }, { status: 401 });

    it('clears the session and goes to /login outside the admin area', async () => {
      signIn();
      server.use(http.get('*/api/booking/all', unauthorized));
      await expect(client.GET('/booking/all')).rejects.toMatchObject({ status: 401 });
      expect(readToken()).toBeNull();
      expect(lastValidatedAt()).toBe(0);
      expect(redirectToLogin).toHaveBeenCalledTimes(1);
    });

    it('does not redirect when already on /login', async () => {
      signIn();
      pathname = '/login';
      server.use(http.get('*/api/booking/all', unauthorized));
      await expect(client.GET('/booking/all')).rejects.toThrow();
      expect(readToken()).toBeNull();
      expect(redirectToLogin).not.toHaveBeenCalled();
    });

    it('leaves the session alone under /admin, for /admin/me, without a token, and within 30 s of the last clear', async () => {
      server.use(http.get('*/api/booking/all', unauthorized), http.get('*/api/admin/me', unauthorized));

      await expect(client.GET('/booking/all')).rejects.toThrow(); // no token
      expect(redirectToLogin).not.toHaveBeenCalled();

      signIn();
      pathname = '/admin/hero';
      await expect(client.GET('/booking/all')).rejects.toThrow();
      expect(readToken()).toBe('stored-token');

      pathname = '/';
      await expect(client.GET('/admin/me')).rejects.toThrow();
      expect(readToken()).toBe('stored-token');

      clearSession(now - 29_000);
      signIn();
      await expect(client.GET('/booking/all')).rejects.toThrow();
      expect(readToken()).toBe('stored-token');

      now += 2_000; // 31 s after the last clear
      await expect(client.GET('/booking/all')).rejects.toThrow();
      expect(readToken()).toBeNull();
      expect(redirectToLogin).toHaveBeenCalledTimes(1);
    });
  });

  it('sends uploads as multipart form data', async () => {
    let contentType = '';
    let fileName = '';
    server.use(
      http.post('*/api/files/logo-upload', async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        fileName = (form.get('logo') as File).name;
        return HttpResponse.json(
          { success: true, data: { bookingId: 'b', originalName: fileName, fileSize: 3, mimeType: 'application/pdf' } },
          { status: 201 },
        );
      }),
    );
    const form = new FormData();
    form.append('logo', new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    form.append('customFileName', 'case-abc');
    await client.POST('/files/logo-upload', { body: form as never });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fileName).toBe('scan.pdf');
  });
});
