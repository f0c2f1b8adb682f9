import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { LocationProbe } from '@/test/location-probe';
import { RequireAuth } from './require-auth';

const active = demoData.demoAdmins.find((a) => a.admin.status === 'active')!.admin;
const inactive = demoData.demoAdmins.find((a) => a.admin.status !== 'active')!.admin;

/** The guard around a protected page, with the login page as the redirect target. */
function GuardedArea() {
  return (
    <>
      <Routes>
        <Route path="/admin" element={<RequireAuth />}>
          <Route path="hero" element={<h1>Protected hero screen</h1>} />
        </Route>
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <LocationProbe />
    </>
  );
}

const meta = {
  title: 'Admin/Auth guard',
  component: GuardedArea,
  parameters: { route: { path: '/admin/hero' } },
} satisfies Meta<typeof GuardedArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RestoringSession: Story = {
  parameters: { store: { auth: { token: null, admin: null, initialized: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('Protected hero screen')).toBeNull();
  },
};

export const SignedOutRedirectsToLogin: Story = {
  parameters: { store: { auth: { token: null, admin: null, initialized: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login page' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login');
  },
};

export const AccountInactive: Story = {
  parameters: { store: { auth: { token: 'stored-token', admin: inactive, initialized: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Account Inactive')).toBeVisible();
    await expect(canvas.getByText(`Your admin account is currently ${inactive.status}. Please contact a super admin.`)).toBeVisible();
    await expect(canvas.queryByText('Protected hero screen')).toBeNull();
  },
};

export const SignedIn: Story = {
  parameters: { store: { auth: { token: 'stored-token', admin: active, initialized: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Protected hero screen' })).toBeVisible();
  },
};
