import { readToken } from '@/lib/api/session-memory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { scenario } from '@mocks/handlers';
import { LoginForm } from './login-form';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;

const meta = {
  title: 'Admin/Login',
  component: LoginForm,
  args: { onSuccess: fn() },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByText('Need help? Contact your system administrator')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
    // The first field to correct takes the focus, marked invalid and described by its message.
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'not-an-email');
    await userEvent.type(password, 'lowercase1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must contain at least 1 capital letter')).toBeVisible();
    await expect(email).toHaveFocus();
    // Only the password is left to correct: it takes the focus.
    await userEvent.clear(email);
    await userEvent.type(email, superAdmin.admin.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(password).toHaveFocus();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const ShowHidePassword: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: { auth: scenario('auth', { kind: 'loading' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), superAdmin.admin.email);
    await userEvent.type(canvas.getByLabelText('Password'), superAdmin.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), superAdmin.admin.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'Wrong#Pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: { auth: scenario('auth', { kind: 'error', status: 500, message: '' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), superAdmin.admin.email);
    await userEvent.type(canvas.getByLabelText('Password'), superAdmin.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  },
};

export const Success: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), superAdmin.admin.email);
    await userEvent.type(canvas.getByLabelText('Password'), superAdmin.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    // The access token is held in memory only, never in the page's storage (ADR 0001).
    const token = readToken();
    await expect(token).toBeTruthy();
    for (const store of [localStorage, sessionStorage]) for (const key of Object.keys(store)) await expect(store.getItem(key)).not.toContain(token);
  },
};
