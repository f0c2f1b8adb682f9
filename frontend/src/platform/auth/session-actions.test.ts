// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupStore } from '@/app/store';
import { authInitMarker, clearSession, lastValidatedAt, readToken, writeToken, type Admin } from '@/lib/api/session-memory';
import { demoData } from '@shared/demo-content';
import { db, resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { clearScenarios, setScenario } from '@mocks/route';
import { endSession, refreshSession, restoreSession, signOut, validateSession } from './session-actions';
import { AUTH_INIT_MARKER_MAX_AGE_MS } from './session-rules';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const demo = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin' && a.admin.status === 'active')!;

/** Signs in through the mocks as a browser would, and returns a store holding that session. */
async function signedInStore() {
  const res = await fetch(`${location.origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demo.admin.email, password: demo.password }),
  });
  const { data } = (await res.json()) as { data: { token: string; admin: Admin } };
  writeToken(data.token, 1);
  return { store: setupStore({ auth: { token: data.token, admin: data.admin, initialized: true } }), token: data.token };
}

/** Counts the profile calls the mocks answer. */
function countProfileCalls() {
  const seen = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/admin/me') seen.n++;
  });
  return seen;
}

beforeEach(() => {
  resetDb();
  clearScenarios();
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  authInitMarker.clear();
  server.events.removeAllListeners();
});

/** Nothing the page can read from its storage holds the token. */
function expectNotInStorage(token: string) {
  for (const store of [localStorage, sessionStorage]) for (const key of Object.keys(store)) expect(store.getItem(key)).not.toContain(token);
}

describe('refreshing the session', () => {
  it('keeps the new token and when it was issued in memory, never in storage', async () => {
    const { store, token } = await signedInStore();
    expectNotInStorage(token);
    await store.dispatch(refreshSession());
    expect(readToken()).not.toBe(token);
    expect(store.getState().auth.token).toBe(readToken());
    expect(lastValidatedAt()).toBeGreaterThan(1);
    expectNotInStorage(readToken()!);
  });

  it('sends one refresh when two are asked for at once (each refresh token works once)', async () => {
    const { store } = await signedInStore();
    await Promise.all([store.dispatch(refreshSession()), store.dispatch(refreshSession())]);
    expect(store.getState().auth.token).toBeTruthy();
    await store.dispatch(refreshSession());
    expect(store.getState().auth.token).toBe(readToken());
    expect(store.getState().auth.endedBecause).toBeUndefined();
  });

  it("logs out on a failed refresh, keeping the server's reason for the login screen", async () => {
    const { store } = await signedInStore();
    setScenario('auth', { kind: 'error', status: 401, message: 'Token expired' });
    await store.dispatch(refreshSession());
    expect(readToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, admin: null, endedBecause: 'Token expired' });
  });

  it("says 'Token refresh failed' when the refresh cookie is gone (another tab signed out)", async () => {
    const { store } = await signedInStore();
    db.refreshCookie = undefined;
    await store.dispatch(refreshSession());
    expect(readToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, endedBecause: 'Token refresh failed' });
  });

  it("says 'Token refresh failed' when no answer came", async () => {
    const { store } = await signedInStore();
    server.use(http.post('*/api/admin/refresh-token', () => HttpResponse.error()));
    await store.dispatch(refreshSession());
    expect(store.getState().auth).toMatchObject({ token: null, endedBecause: 'Token refresh failed' });
  });
});

describe('validating the session outside the admin area', () => {
  it.each(['Invalid token', 'Token expired', 'Account is not active'])("ends it when the server says '%s'", async (message) => {
    const { store } = await signedInStore();
    setScenario('auth', { kind: 'error', status: 401, message });
    await store.dispatch(validateSession());
    expect(readToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, endedBecause: message });
  });

  it('keeps it on any other failure', async () => {
    const { store, token } = await signedInStore();
    setScenario('auth', { kind: 'error', status: 503, message: 'Service temporarily unavailable' });
    await store.dispatch(validateSession());
    expect(readToken()).toBe(token);
    expect(store.getState().auth.token).toBe(token);
  });

  it('takes in the fresh profile without renewing the token clock', async () => {
    const { store, token } = await signedInStore();
    db.admins.find((a) => a.admin._id === demo.admin._id)!.admin.name = 'Renamed elsewhere';
    await store.dispatch(validateSession());
    expect(store.getState().auth.admin?.name).toBe('Renamed elsewhere');
    expect(readToken()).toBe(token);
    expect(lastValidatedAt()).toBe(1);
    expect(authInitMarker.read()).toBe(0);
  });

  it('waits for a validation started less than 10 s ago', async () => {
    const { store } = await signedInStore();
    const calls = countProfileCalls();
    const now = Date.now();
    authInitMarker.set(now - AUTH_INIT_MARKER_MAX_AGE_MS + 1000);
    await store.dispatch(validateSession(now));
    expect(calls.n).toBe(0);
  });

  it('resets an auth-init marker older than 10 s and validates', async () => {
    const { store } = await signedInStore();
    const calls = countProfileCalls();
    const now = Date.now();
    authInitMarker.set(now - AUTH_INIT_MARKER_MAX_AGE_MS - 1);
    await store.dispatch(validateSession(now));
    expect(calls.n).toBe(1);
    expect(authInitMarker.read()).toBe(0);
  });
});

describe('a reload', () => {
  it('restores the session from the refresh cookie in the admin area', async () => {
    await signedInStore();
    clearSession();
    const store = setupStore();
    await store.dispatch(restoreSession('/admin/hero'));
    expect(store.getState().auth).toMatchObject({ initialized: true, admin: { _id: demo.admin._id } });
    expect(readToken()).toBe(store.getState().auth.token);
  });

  it('starts signed out, without a note and without a failed request, when there is no session to restore', async () => {
    const statuses: number[] = [];
    server.events.on('response:mocked', ({ response }) => void statuses.push(response.status));
    const store = setupStore();
    await store.dispatch(restoreSession('/admin'));
    expect(store.getState().auth).toMatchObject({ initialized: true, token: null, admin: null });
    expect(store.getState().auth.endedBecause).toBeUndefined();
    expect(statuses).toEqual([200]);
  });

  it('does not ask for a session outside the admin area', async () => {
    await signedInStore();
    clearSession();
    const calls = { n: 0 };
    server.events.on('request:start', ({ request }) => void (new URL(request.url).pathname === '/api/admin/refresh-token' && calls.n++));
    const store = setupStore();
    await store.dispatch(restoreSession('/'));
    expect(calls.n).toBe(0);
    expect(store.getState().auth).toMatchObject({ initialized: true, token: null });
  });
});

describe('leaving the admin area', () => {
  it('logs out on the server, so the refresh cookie no longer gives a session', async () => {
    const { store } = await signedInStore();
    await store.dispatch(signOut());
    expect(store.getState().auth.token).toBeNull();
    const again = setupStore();
    await again.dispatch(restoreSession('/admin'));
    expect(again.getState().auth.token).toBeNull();
  });

  it('after a reload outside the admin area too (the token comes from the cookie first)', async () => {
    await signedInStore();
    clearSession();
    const store = setupStore();
    await store.dispatch(signOut());
    const again = setupStore();
    await again.dispatch(restoreSession('/admin'));
    expect(again.getState().auth.token).toBeNull();
  });
});

it('ending the session clears the token in memory and the cached admin data', async () => {
  const { store } = await signedInStore();
  store.dispatch(endSession());
  expect(readToken()).toBeNull();
  expect(lastValidatedAt()).toBe(0);
  expect(store.getState().auth).toMatchObject({ token: null, admin: null });
  expect(store.getState().auth.endedBecause).toBeUndefined();
});
