import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { ADMIN_TAB_FLAG } from '@/platform/auth/use-session-keeper';
import { SESSION_REFRESH_MS } from '@/platform/auth/session-rules';
import { lastValidatedAt, readToken, writeToken } from '@/lib/api/session-memory';
import { LocationProbe } from '@/test/location-probe';
import { refreshGivesSession } from '@/test/refresh-probe';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { RequireAuth } from './admin/require-auth';
import { LoginPage } from './public/login-page';
import { SessionRoot } from './session-root';

function SessionStatus() {
  const admin = useAppSelector(selectAdmin);
  return <p data-testid="session">{admin ? `Signed in as ${admin.email}` : 'Signed out'}</p>;
}

/** The real session root over a guarded admin page, a public page and the login page. */
function Site({ tokenAgeMs = 0 }: { tokenAgeMs?: number }) {
  // Before the first render: when the token in memory was issued (the loader has just signed in).
  useState(() => tokenAgeMs && writeToken(readToken()!, Date.now() - tokenAgeMs));
  return (
    <>
      <Routes>
        <Route element={<SessionRoot />}>
          <Route path="/admin" element={<RequireAuth />}>
            <Route
              path="*"
              element={
                <nav>
                  <h1>Admin screen</h1>
                  <Link to="/admin/pricing">Pricing screen</Link> <Link to="/">Public home</Link>
                </nav>
              }
            />
          </Route>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<h1>Public home</h1>} />
        </Route>
      </Routes>
      <SessionStatus />
      <LocationProbe />
    </>
  );
}

const meta = {
  title: 'Admin/Session rules',
  component: Site,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/hero' } },
  // The tab's own memory of having been in the admin area starts empty in every story.
  beforeEach: () => sessionStorage.removeItem(ADMIN_TAB_FLAG),
} satisfies Meta<typeof Site>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const signedIn = (canvas: Canvas) => expect(canvas.getByTestId('session')).toHaveTextContent(/^Signed in as /);
const profileCalls = { n: 0 };
const countedProfile = (status: number, message: string) =>
  http.get('*/api/admin/me', () => {
    profileCalls.n++;
    return HttpResponse.json({ success: false, message }, { status });
  });

export const LeavingTheAdminAreaEndsTheLogin: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Admin screen' });
    await signedIn(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Public home' }));
    await expect(await canvas.findByRole('heading', { name: 'Public home' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('Signed out'));
    await expect(readToken()).toBeNull();
    // Ended on the server too (logout): the refresh cookie no longer gives a session.
    await waitFor(async () => expect(await refreshGivesSession()).toBe(false));
  },
};

/** A reload of /admin: nothing in memory, the guard's spinner until the refresh cookie gives the session back. */
export const AReloadInTheAdminAreaKeepsTheAdminSignedIn: Story = {
  parameters: { reloaded: true, msw: { handlers: { auth: scenario('auth', { kind: 'slow', ms: 600 }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(await canvas.findByRole('heading', { name: 'Admin screen' })).toBeVisible();
    await signedIn(canvas);
    const token = readToken()!;
    await expect(token).toBeTruthy();
    // Only in memory: no storage holds it.
    for (const store of [localStorage, sessionStorage]) for (const key of Object.keys(store)) await expect(store.getItem(key)).not.toContain(token);
  },
};

/** A reload of /admin without a live session (no refresh cookie): the login page, without a 'session ended' note. */
export const AReloadWithoutASessionGoesToTheLogin: Story = {
  parameters: {
    reloaded: true,
    msw: {
      handlers: {
        auth: [http.post('*/api/admin/refresh-token', () => HttpResponse.json({ success: true, data: null, message: AUTH_MESSAGES.noSession }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await expect(canvas.getByTestId('session')).toHaveTextContent('Signed out');
    await expect(canvas.queryByText(/Your session has ended/)).toBeNull();
  },
};

export const MovingWithinTheAdminAreaKeepsIt: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Pricing screen' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/admin/pricing'));
    await signedIn(canvas);
    await expect(readToken()).not.toBeNull();
  },
};

export const ArrivingOutsideKeepsTheLoginOnAServerError: Story = {
  parameters: {
    route: { path: '/' },
    msw: { handlers: { auth: [countedProfile(503, 'Service temporarily unavailable')] } },
  },
  beforeEach: () => {
    profileCalls.n = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Public home' });
    await waitFor(() => expect(profileCalls.n).toBe(1));
    await signedIn(canvas);
    await expect(readToken()).not.toBeNull();
  },
};

export const ArrivingOutsideEndsTheLoginOfAnInactiveAccount: Story = {
  parameters: {
    route: { path: '/' },
    // The account was suspended after this tab's login: the server now answers 'Account is not active'.
    mockDb: (db: MockDb) => {
      db.admins.find((a) => a.admin.role === 'super_admin')!.admin.status = 'suspended';
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Public home' });
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('Signed out'));
    await expect(readToken()).toBeNull();
  },
};

export const ValidationIsSkippedInsideTheAdminArea: Story = {
  parameters: { msw: { handlers: { auth: [countedProfile(401, 'Invalid token')] } } },
  beforeEach: () => {
    profileCalls.n = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Admin screen' });
    // A check that is not made sends no event to wait for: the window is longer than a check takes to reach the mocks.
    await new Promise((r) => setTimeout(r, 300));
    await expect(profileCalls.n).toBe(0);
    await signedIn(canvas);
  },
};

export const ATokenDueForRefreshIsRenewed: Story = {
  args: { tokenAgeMs: SESSION_REFRESH_MS + 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = readToken();
    await canvas.findByRole('heading', { name: 'Admin screen' });
    await waitFor(() => expect(readToken()).not.toBe(first));
    await expect(Date.now() - lastValidatedAt()).toBeLessThan(5000);
    await signedIn(canvas);
  },
};

// (A 401 here would also trip the client's 401 rule, which reloads the story's frame: the frame's own URL is
// not under /admin. The unit tests cover the 401 'Token expired' refresh.)
export const AFailedRefreshLogsOut: Story = {
  args: { tokenAgeMs: SESSION_REFRESH_MS + 1000 },
  parameters: { msw: { handlers: { auth: scenario('auth', { kind: 'error', status: 503, message: 'Service temporarily unavailable' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your session has ended: Service temporarily unavailable. Please sign in again.')).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login');
    await expect(readToken()).toBeNull();
  },
};
