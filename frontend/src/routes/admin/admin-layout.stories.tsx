import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@/lib/api/session-storage';
import { LocationProbe } from '@/test/location-probe';
import { scenario } from '@mocks/handlers';
import { AdminLayout } from './admin-layout';
import { ADMIN_MENU } from './admin-menu';

/** The layout around a screen, with the login page as where Logout goes. */
function Layout() {
  return (
    <>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="*" element={<h1>Current screen</h1>} />
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

export const SuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Current screen' })).toBeVisible();
    await expect(
      menu(canvas)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(ADMIN_MENU.map((m) => m.label));
    await expect(menu(canvas).getByRole('link', { name: 'Hero' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(canvas).getByRole('link', { name: 'Homepage Settings' })).toHaveAttribute('href', '/admin/homepage-settings');
    const viewSite = canvas.getByRole('link', { name: 'View Site (opens in a new tab)' });
    await expect(viewSite).toHaveAttribute('href', '/');
    await expect(viewSite).toHaveAttribute('target', '_blank');
  },
};

export const Admin: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Current screen' });
    await expect(menu(canvas).queryByRole('link', { name: 'Admin Accounts' })).toBeNull();
    await expect(menu(canvas).getByRole('link', { name: 'Inbox' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Login page' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.admin)).toBeNull();
  },
};

export const LogoutWhenTheServerFails: Story = {
  parameters: { msw: { handlers: { auth: scenario('auth', { kind: 'error', status: 503 }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  },
};
