import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { delay, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { readToken } from '@/lib/api/session-memory';
import { issueSession } from '@mocks/auth';
import { db } from '@mocks/db';
import { LocationProbe } from '@/test/location-probe';
import { refreshGivesSession } from '@/test/refresh-probe';
import { handlersByResource, scenario } from '@mocks/handlers';
import { useGetTranslationSummaryQuery } from '@/platform/translations/translations-api';
import { demoData, demoSeenAt } from '@shared/demo-content';
import { CHAT_CONVERSATION_IDS } from '@shared/demo-content/ids';
import { chatHandlers, resetConversations, visitorWrites } from '@/features/conversations/conversations-story-kit';
import { AdminLayout } from './admin-layout';
import { ADMIN_MENU } from './admin-menu';

/** A screen with a control of its own, to Tab to. */
function CurrentScreen() {
  return (
    <>
      <h1>Current screen</h1>
      <button type="button">Screen action</button>
    </>
  );
}

/** A screen that reads something as it opens (the Dashboard's missing-translation counts). */
function ReadingScreen() {
  useGetTranslationSummaryQuery();
  return <CurrentScreen />;
}

/** The layout around a screen, with the login page as where Logout goes. */
function Layout({ screen = <CurrentScreen /> }: { screen?: ReactNode }) {
  return (
    <>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="*" element={screen} />
        </Route>
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <LocationProbe />
    </>
  );
}

const meta = {
  title: 'Admin/Layout',
  component: Layout,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/hero' } },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: 'Admin menu' }));

/** The tab title's unread prefix the demo conversations give: the visitor messages no admin has read yet. */
const UNREAD = `(${
  demoData.chatConversations.filter((c) => c.status === 'open').flatMap((c) => c.messages.filter((m, i) => m.author === 'visitor' && !demoSeenAt(c, i))).length
}) `;

export const SuperAdmin: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Current screen' })).toBeVisible();
    await expect(
      menu(canvas)
        .getAllByRole('link')
        .map((a) => a.firstChild?.textContent),
    ).toEqual(ADMIN_MENU.map((m) => m.label));
    await expect(menu(canvas).getByRole('link', { name: 'Hero' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(canvas).getByRole('link', { name: 'Homepage Settings' })).toHaveAttribute('href', '/admin/homepage-settings');
    const viewSite = canvas.getByRole('link', { name: 'View Site (opens in a new tab)' });
    await expect(viewSite).toHaveAttribute('href', '/');
    await expect(viewSite).toHaveAttribute('target', '_blank');
    // Each screen's document title comes from its menu label.
    await waitFor(() => expect(document.title).toBe(`${UNREAD}Hero | Admin`));
    await userEvent.click(menu(canvas).getByRole('link', { name: 'Terms & Conditions' }));
    await waitFor(() => expect(document.title).toBe(`${UNREAD}Terms & Conditions | Admin`));
    await userEvent.click(menu(canvas).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(document.title).toBe(`${UNREAD}Dashboard | Admin`));
  },
};

/** By keyboard: the first Tab reaches 'Skip to main content', shown while focused; Enter moves focus to the screen. */
export const SkipToMainContent: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Current screen' });
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    // Clipped to a pixel (visually-hidden-focusable) until it has the focus.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(100);
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(main).toContainElement(canvas.getByRole('heading', { name: 'Current screen' }));
    // The next Tab goes on from the screen, past the top bar and the side menu.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Screen action' })).toHaveFocus();
  },
};

export const Admin: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Current screen' });
    await expect(menu(canvas).queryByRole('link', { name: 'Admin Accounts' })).toBeNull();
    await expect(menu(canvas).getByRole('link', { name: 'Inbox' })).toBeVisible();
    await expect(menu(canvas).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');
  },
};

export const Logout: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Login page' })).toBeVisible();
    await expect(readToken()).toBeNull();
    // The server side ended too: the refresh cookie no longer gives a session.
    await expect(await refreshGivesSession()).toBe(false);
  },
};

/** 'Sign out everywhere' ends this admin's sessions on every device: another device's token stops working too. */
export const SignOutEverywhere: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const superAdmin = db.admins.find((a) => a.admin.role === 'super_admin' && a.admin.status === 'active')!.admin;
    const otherDevice = (await issueSession(superAdmin)).token;
    const me = (token: string) => fetch('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
    await expect((await me(otherDevice)).status).toBe(200);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out everywhere' }));
    await expect(await canvas.findByRole('heading', { name: 'Login page' })).toBeVisible();
    await expect(readToken()).toBeNull();
    await expect((await me(otherDevice)).status).toBe(401);
    await expect(await refreshGivesSession()).toBe(false);
  },
};

/** What reached the mocks while a read was slow, in order (LogoutWaitsForReads). */
const wire: string[] = [];

/** Logout while the screen's read is still on the wire: the read is answered first, so it is never refused for a session that ended under it. */
export const LogoutWaitsForReads: Story = {
  beforeEach: () => {
    wire.length = 0;
  },
  render: () => <Layout screen={<ReadingScreen />} />,
  parameters: {
    msw: {
      handlers: {
        // Each slows its call down or notes it, then lets the mocks' own route answer it.
        translations: [
          http.get('*/api/content-translations', async () => {
            wire.push('read asked');
            await delay(800);
            wire.push('read answered');
          }),
          ...handlersByResource.translations,
        ],
        auth: [
          http.post('*/api/admin/logout', () => {
            wire.push('logout');
          }),
          ...handlersByResource.auth,
        ],
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(wire).toContain('read asked'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Login page' })).toBeVisible();
    await expect(wire).toEqual(['read asked', 'read answered', 'logout']);
    await expect(await refreshGivesSession()).toBe(false);
  },
};

export const LogoutWhenTheServerFails: Story = {
  parameters: { msw: { handlers: { auth: scenario('auth', { kind: 'error', status: 503 }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await expect(readToken()).toBeNull();
  },
};

/** Unread chat messages: counted beside Conversations and first in the tab's title, and counted up as a visitor writes. */
export const ConversationsUnread: Story = {
  beforeEach: () => resetConversations(),
  parameters: { route: { path: '/admin/conversations' }, msw: { handlers: chatHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = menu(canvas).getByRole('link', { name: 'Conversations' });
    await waitFor(() => expect(within(link).getByTestId('chat-unread-badge')).toHaveTextContent('3'));
    await expect(link).toHaveAccessibleDescription('3 unread');
    await waitFor(() => expect(document.title).toBe('(3) Conversations | Admin'));
    await new Promise((r) => setTimeout(r, 300));
    visitorWrites(CHAT_CONVERSATION_IDS.blxQuestion, 'Are you there?');
    await waitFor(() => expect(document.title).toBe('(4) Conversations | Admin'));
    await expect(within(link).getByTestId('chat-unread-badge')).toHaveTextContent('4');
  },
};
