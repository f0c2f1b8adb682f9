// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupStore } from '@/app/store';
import { STORAGE_KEYS, readAdmin, readToken, writeSession, type Admin } from '@/lib/api/session-storage';
import { demoData } from '@mocks/data';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { clearScenarios, setScenario } from '@mocks/route';
import { endSession, refreshSession, validateSession } from './session-actions';
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
  writeSession(data.token, data.admin);
  localStorage.setItem(STORAGE_KEYS.validatedAt, '1');
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
  server.events.removeAllListeners();
});

describe('refreshing the session', () => {
  it('stores the new token and when it was issued', async () => {
    const { store, token } = await signedInStore();
    await store.dispatch(refreshSession());
    expect(readToken()).not.toBe(token);
    expect(store.getState().auth.token).toBe(readToken());
    expect(Number(localStorage.getItem(STORAGE_KEYS.validatedAt))).toBeGreaterThan(1);
  });

  it("logs out on a failed refresh, keeping the server's reason for the login screen", async () => {
    const { store } = await signedInStore();
    setScenario('auth', { kind: 'error', status: 401, message: 'Token expired' });
    await store.dispatch(refreshSession());
    expect(readToken()).toBeNull();
    expect(readAdmin()).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, admin: null, endedBecause: 'Token expired' });
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
    localStorage.setItem(STORAGE_KEYS.admin, JSON.stringify({ ...readAdmin(), name: 'Stale name' }));
    await store.dispatch(validateSession());
    expect(readAdmin()?.name).toBe(demo.admin.name);
    expect(store.getState().auth.admin?.name).toBe(demo.admin.name);
    expect(readToken()).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.validatedAt)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.initMarker)).toBeNull();
  });

  it('waits for a validation another tab started less than 10 s ago', async () => {
    const { store } = await signedInStore();
    const calls = countProfileCalls();
    const now = Date.now();
    localStorage.setItem(STORAGE_KEYS.initMarker, String(now - AUTH_INIT_MARKER_MAX_AGE_MS + 1000));
    await store.dispatch(validateSession(now));
    expect(calls.n).toBe(0);
  });

  it('resets an auth-init marker older than 10 s and validates', async () => {
    const { store } = await signedInStore();
    const calls = countProfileCalls();
    const now = Date.now();
    localStorage.setItem(STORAGE_KEYS.initMarker, String(now - AUTH_INIT_MARKER_MAX_AGE_MS - 1));
    await store.dispatch(validateSession(now));
    expect(calls.n).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.initMarker)).toBeNull();
  });
});

it('ending the session clears the stored login and the cached admin data', async () => {
  const { store } = await signedInStore();
  store.dispatch(endSession());
  expect(readToken()).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.validatedAt)).toBeNull();
  expect(store.getState().auth).toMatchObject({ token: null, admin: null });
  expect(store.getState().auth.endedBecause).toBeUndefined();
});
