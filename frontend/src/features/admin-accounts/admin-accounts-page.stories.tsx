import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { components } from '@shared/contract/schema';
import { demoData } from '@shared/demo-content';
import { EDITOR_ADMIN_ID, PAUSED_ADMIN_ID, SUPER_ADMIN_ID } from '@shared/demo-content/ids';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { AdminAccountsPage } from './admin-accounts-page';
import { TEXTS } from './admin-accounts-rules';

type Admin = components['schemas']['Admin'];

const meta = {
  title: 'Admin/Admin Accounts',
  component: AdminAccountsPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/admins' } },
} satisfies Meta<typeof AdminAccountsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// Toasts and the confirm dialog render outside the story root.
const body = () => within(document.body);
const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Admin accounts' });
const bodyRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Admin accounts' }))
    .getAllByRole('row')
    .slice(1);
const row = (canvas: Canvas, name: string) => within(canvas.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);
const stored = (id: string) => db.admins.find((a) => a.admin._id === id)?.admin;
const [me, sam, lee] = [SUPER_ADMIN_ID, EDITOR_ADMIN_ID, PAUSED_ADMIN_ID].map((id) => demoData.demoAdmins.find((a) => a.admin._id === id)!.admin);

/** An extra account for the mock db (ids 665…c01, c02, …). */
const extra = (n: number, overrides: Partial<Admin> = {}) => ({
  admin: {
    _id: `665000000000000000000c${n.toString(16).padStart(2, '0')}`,
    name: `Extra Admin ${n}`,
    email: `extra${n}@novaguide.example`,
    role: 'admin' as const,
    status: 'active' as const,
    lastLoginAt: null,
    createdAt: '2026-10-05T09:00:00.000Z',
    updatedAt: '2026-10-05T09:00:00.000Z',
    ...overrides,
  },
  password: 'Extra#2026',
});
const withSecondSuperAdmin = (d: MockDb) => void d.admins.push(extra(1, { name: 'Dr. Noor Haddad', role: 'super_admin' }));

const controls = (r: ReturnType<typeof row>, name: string) => [
  r.getByRole('combobox', { name: `Role for ${name}` }),
  r.getByRole('combobox', { name: `Status for ${name}` }),
  r.getByRole('button', { name: `Delete ${name}` }),
];

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Accounts' })).toBeVisible();
    await table(canvas);
    await expect(bodyRows(canvas)).toHaveLength(3);
    const elena = row(canvas, me.name);
    await expect(elena.getByText(me.email)).toBeVisible();
    await expect(elena.getByText('You')).toBeVisible();
    await expect(elena.getByRole('combobox', { name: `Role for ${me.name}` })).toHaveValue('super_admin');
    await expect(elena.getByText(/Nov 10, 2026/)).toBeVisible();
    const samRow = row(canvas, sam.name);
    await expect(samRow.getByRole('combobox', { name: `Role for ${sam.name}` })).toHaveValue('admin');
    await expect(samRow.getByText('Active', { selector: '.badge' })).toBeVisible();
    const leeRow = row(canvas, lee.name);
    await expect(leeRow.getByText('Inactive', { selector: '.badge' })).toBeVisible();
    await expect(leeRow.getByText('Never')).toBeVisible();
    for (const c of controls(samRow, sam.name)) await expect(c).toBeEnabled();
    // Three accounts fit on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Admin accounts pages' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admins: scenario('admins', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading admin accounts...');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  // Fails the list from the start (set after the preview clears scenarios), then recovers on Retry.
  parameters: { scenarios: { admins: { kind: 'error', message: 'Service temporarily unavailable' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Failed to load admin accounts\. Service temporarily unavailable/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    setScenario('admins', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await table(canvas);
    await expect(bodyRows(canvas)).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { admins: scenario('admins', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No admin accounts yet. Click "Add Admin" to create one.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

let listCalls = 0;
export const NotSuperAdmin: Story = {
  parameters: {
    signedInAs: 'admin',
    msw: { handlers: { admins: [http.get('*/api/admin', () => void (listCalls += 1)), ...scenario('admins')] } },
  },
  play: async ({ canvasElement }) => {
    listCalls = 0;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Accounts' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXTS.superAdminOnly);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add Admin' })).toBeNull();
    await expect(listCalls).toBe(0);
  },
};

const openCreate = async (canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) => {
  await table(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Admin' }));
  return within(await canvas.findByRole('form', { name: 'New Admin Account' }));
};

export const CreateAdmin: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await openCreate(canvas, userEvent);
    // Opening the form moves the focus into it.
    await waitFor(() => expect(form.getByLabelText(/^Name/)).toHaveFocus());
    await expect(form.getByLabelText(/^Name/)).toHaveAttribute('maxLength', '100');
    await expect(form.getByLabelText(/^Email/)).toHaveAttribute('maxLength', '254');
    await expect(form.getByLabelText(/^Password/)).toHaveAttribute('maxLength', '128');
    await expect(form.getByLabelText('Role')).toHaveValue('admin');
    await expect(form.getByLabelText('Status')).toHaveValue('active');
    await userEvent.type(form.getByLabelText(/^Name/), 'Dr. Lena Hartmann');
    await userEvent.type(form.getByLabelText(/^Email/), 'Lena.Hartmann@novaguide.example');
    await userEvent.type(form.getByLabelText(/^Password/), 'Guide$Plan42');
    await userEvent.selectOptions(form.getByLabelText('Role'), 'super_admin');
    await userEvent.click(form.getByRole('button', { name: 'Create Admin' }));
    await expect(await body().findByText(TEXTS.created)).toBeInTheDocument();
    await waitFor(() => expect(db.admins).toHaveLength(4));
    await expect(db.admins[3].admin).toMatchObject({
      name: 'Dr. Lena Hartmann',
      email: 'lena.hartmann@novaguide.example',
      role: 'super_admin',
      status: 'active',
    });
    await expect(db.admins[3].password).toBe('Guide$Plan42');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(4));
    await expect(canvas.queryByRole('form', { name: 'New Admin Account' })).toBeNull();
    // The form gone, focus is back on the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Admin' })).toHaveFocus());
  },
};

export const CreateAdminPasswordRules: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await openCreate(canvas, userEvent);
    const submit = () => userEvent.click(form.getByRole('button', { name: 'Create Admin' }));
    await submit();
    await expect(await form.findByText(TEXTS.nameRequired)).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
    // Each field is described by its own message; the first one has the focus.
    await expect(form.getByLabelText(/^Email/)).toHaveAccessibleDescription(/^Email is required/);
    await expect(form.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters long At least 8 characters, with a capital letter, a number and a symbol.',
    );
    await waitFor(() => expect(form.getByLabelText(/^Name/)).toHaveFocus());
    await userEvent.type(form.getByLabelText(/^Name/), 'Kim Weber');
    await userEvent.type(form.getByLabelText(/^Email/), 'kim@');
    const password = form.getByLabelText(/^Password/);
    const expectProblem = async (typed: string, message: string) => {
      await userEvent.clear(password);
      await userEvent.type(password, typed);
      await submit();
      await expect(await form.findByText(message)).toBeVisible();
    };
    await expectProblem('lowercase1!', 'Password must contain at least 1 capital letter');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expectProblem('Uppercase!', 'Password must contain at least 1 number');
    await expectProblem('Uppercase1', 'Password must contain at least 1 symbol');
    // The show/hide toggle reveals what was typed.
    await userEvent.click(form.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(db.admins).toHaveLength(3);
  },
};

export const CreateAdminDuplicateEmail: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await openCreate(canvas, userEvent);
    await userEvent.type(form.getByLabelText(/^Name/), 'Sam Again');
    await userEvent.type(form.getByLabelText(/^Email/), 'Editor@NovaGuide.example');
    await userEvent.type(form.getByLabelText(/^Password/), 'Guides#2027');
    await userEvent.click(form.getByRole('button', { name: 'Create Admin' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('An admin with this email already exists');
    await expect(await body().findByText('An admin with this email already exists', { selector: '.toast-body' })).toBeInTheDocument();
    await expect(form.getByLabelText(/^Name/)).toHaveValue('Sam Again');
    await expect(db.admins).toHaveLength(3);
  },
};

export const Creating: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await openCreate(canvas, userEvent);
    await userEvent.type(form.getByLabelText(/^Name/), 'Kim Weber');
    await userEvent.type(form.getByLabelText(/^Email/), 'kim.weber@novaguide.example');
    await userEvent.type(form.getByLabelText(/^Password/), 'Guide$Plan42');
    setScenario('admins', { kind: 'loading' });
    await userEvent.click(form.getByRole('button', { name: 'Create Admin' }));
    await expect(await form.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ChangeRole: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.selectOptions(row(canvas, sam.name).getByRole('combobox', { name: `Role for ${sam.name}` }), 'super_admin');
    await expect(await body().findByText(TEXTS.roleUpdated)).toBeInTheDocument();
    await waitFor(() => expect(stored(sam._id)?.role).toBe('super_admin'));
    await waitFor(() => expect(row(canvas, sam.name).getByRole('combobox', { name: `Role for ${sam.name}` })).toHaveValue('super_admin'));
    // Two active super admins now: Sam's controls stay usable.
    for (const c of controls(row(canvas, sam.name), sam.name)) await expect(c).toBeEnabled();
  },
};

export const ChangeStatus: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.selectOptions(row(canvas, sam.name).getByRole('combobox', { name: `Status for ${sam.name}` }), 'suspended');
    await expect(await body().findByText(TEXTS.statusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(stored(sam._id)?.status).toBe('suspended'));
    await expect(await row(canvas, sam.name).findByText('Suspended', { selector: '.badge' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(row(canvas, lee.name).getByRole('button', { name: `Delete ${lee.name}` }));
    const dialog = within(await body().findByRole('dialog', { name: 'Delete Admin Account' }));
    await waitFor(() => expect(dialog.getByText(new RegExp(`admin account of ${lee.name} \\(${lee.email}\\)`))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(stored(lee._id)).toBeDefined();
    await userEvent.click(row(canvas, lee.name).getByRole('button', { name: `Delete ${lee.name}` }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Delete Admin Account' })).getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText(TEXTS.deleted)).toBeInTheDocument();
    await expect(stored(lee._id)).toBeUndefined();
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(canvas.queryByRole('rowheader', { name: new RegExp(lee.name) })).toBeNull();
  },
};

export const OwnRowLocked: Story = {
  parameters: { mockDb: withSecondSuperAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    const mine = row(canvas, me.name);
    for (const c of controls(mine, me.name)) await expect(c).toBeDisabled();
    await expect(mine.getByText(TEXTS.ownAccountLocked)).toBeVisible();
    await expect(mine.queryByText(TEXTS.lastSuperAdminLocked)).toBeNull();
    // The other super admin is not the last one: free to change.
    for (const c of controls(row(canvas, 'Dr. Noor Haddad'), 'Dr. Noor Haddad')) await expect(c).toBeEnabled();
  },
};

export const LastSuperAdminLocked: Story = {
  parameters: { mockDb: withSecondSuperAdmin },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    // Demoting the other super admin leaves the signed-in one as the last: both reasons show on that row.
    await userEvent.selectOptions(row(canvas, 'Dr. Noor Haddad').getByRole('combobox', { name: 'Role for Dr. Noor Haddad' }), 'admin');
    await expect(await body().findByText(TEXTS.roleUpdated)).toBeInTheDocument();
    const mine = row(canvas, me.name);
    await expect(await mine.findByText(TEXTS.lastSuperAdminLocked)).toBeVisible();
    await expect(mine.getByText(TEXTS.ownAccountLocked)).toBeVisible();
    for (const c of controls(mine, me.name)) await expect(c).toBeDisabled();
    await expect(stored(me._id)).toMatchObject({ role: 'super_admin', status: 'active' });
  },
};

export const ServerRefusesChange: Story = {
  parameters: { mockDb: withSecondSuperAdmin },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    // The screen allows it, but the server has the last word (e.g. another super admin changed meanwhile).
    setScenario('admins', { kind: 'error', status: 409, message: TEXTS.lastSuperAdminLocked });
    await userEvent.selectOptions(row(canvas, 'Dr. Noor Haddad').getByRole('combobox', { name: 'Status for Dr. Noor Haddad' }), 'inactive');
    await expect(await body().findByText(TEXTS.lastSuperAdminLocked, { selector: '.toast-body' })).toBeInTheDocument();
    await expect(row(canvas, 'Dr. Noor Haddad').getByRole('combobox', { name: 'Status for Dr. Noor Haddad' })).toHaveValue('active');
    await expect(stored('665000000000000000000c01')?.status).toBe('active');
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    setScenario('admins', { kind: 'error', status: 500, message: 'Database unavailable' });
    const role = row(canvas, sam.name).getByRole('combobox', { name: `Role for ${sam.name}` });
    await userEvent.selectOptions(role, 'super_admin');
    await expect(await body().findByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(role).toBeEnabled());
    await expect(role).toHaveValue('admin');
    await expect(stored(sam._id)?.role).toBe('admin');
    // Without a server message, the screen's own text.
    setScenario('admins', { kind: 'error', status: 500, message: '' });
    await userEvent.click(row(canvas, lee.name).getByRole('button', { name: `Delete ${lee.name}` }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Delete Admin Account' })).getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText(TEXTS.deleteFailed)).toBeInTheDocument();
    await expect(stored(lee._id)).toBeDefined();
  },
};

export const Paging: Story = {
  parameters: { mockDb: (d: MockDb) => void d.admins.push(...Array.from({ length: 12 }, (_, i) => extra(i + 1))) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    const pager = within(canvas.getByRole('navigation', { name: 'Admin accounts pages' }));
    await expect(pager.getByText('Page 1 of 2 (15 accounts)')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(await pager.findByText('Page 2 of 2 (15 accounts)')).toBeVisible();
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(5));
    await expect(canvas.getByRole('rowheader', { name: /Extra Admin 12/ })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
