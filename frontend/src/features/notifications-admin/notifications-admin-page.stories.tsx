import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { NOTIFICATIONS_SAVED } from '@shared/contract/mail';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { formatDateTime } from '@/lib/format/date-time';
import { NotificationsAdminPage } from './notifications-admin-page';
import { NOTIFICATION_MESSAGES } from './notifications-rules';

const meta = {
  title: 'Admin/Notifications',
  component: NotificationsAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/notifications' } },
} satisfies Meta<typeof NotificationsAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);
const demo = demoData.notificationSettings;
const [planning] = demo.recipients;
const superAdmin = demoData.demoAdmins.find((a) => a.admin._id === demo.lastModifiedBy)!.admin;
const SWITCHES = ['Email the team about new bookings', 'Email the team about new messages', 'Send visitors a booking confirmation'];

const recipients = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Recipients' }))
    .getAllByRole('listitem')
    .map((li) => li.firstChild?.textContent);
const field = (canvas: Canvas) => canvas.getByLabelText('Email address');
/** The form, once the settings have loaded. */
const loaded = async (canvas: Canvas) => {
  await canvas.findByRole('list', { name: 'Recipients' });
  return canvas;
};
/** Nothing was written: the stored settings are still the demo's. */
const unchanged = () => expect(db.notificationSettings).toEqual(demo);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByText('Who gets an email when a visitor books or sends a message.')).toBeVisible();
    await loaded(canvas);
    await expect(recipients(canvas)).toEqual([planning]);
    await expect(canvas.getByRole('button', { name: `Remove ${planning}` })).toBeVisible();
    for (const name of SWITCHES) await expect(canvas.getByRole('switch', { name })).toBeChecked();
    await expect(canvas.queryByText(NOTIFICATION_MESSAGES.mailOff)).toBeNull();
    await expect(canvas.queryByText(NOTIFICATION_MESSAGES.noRecipients)).toBeNull();
    await expect(canvas.getByText("Who gets the team's alerts: 1 of 10 addresses.")).toBeVisible();
    await expect(canvas.getByTestId('last-saved')).toHaveTextContent(`Last saved ${formatDateTime(demo.lastModifiedAt)} by ${superAdmin.name}`);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The server has no SMTP_HOST: the screen says email is off, and the settings can still be kept. */
export const MailOff: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: [
          http.get('*/api/notifications/settings', () =>
            HttpResponse.json({ success: true, data: { ...structuredClone(db.notificationSettings), mailConfigured: false } }),
          ),
          ...scenario('notifications'),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(within(canvasElement));
    await expect(canvas.getByText(NOTIFICATION_MESSAGES.mailOff)).toBeVisible();
    await expect(recipients(canvas)).toEqual([planning]);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: scenario('notifications', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(NOTIFICATION_MESSAGES.loading);
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { scenarios: { notifications: { kind: 'error' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.loadFailed);
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    // The server is back: Retry loads the settings.
    setScenario('notifications', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await loaded(canvas);
    await expect(recipients(canvas)).toEqual([planning]);
    await expect(canvas.queryByText(NOTIFICATION_MESSAGES.loadFailed)).toBeNull();
  },
};

/** A malformed address and one already listed: each is refused at the field, which takes the focus; nothing is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    await userEvent.type(field(canvas), 'planning-at-novaguide');
    await userEvent.click(canvas.getByRole('button', { name: 'Add recipient' }));
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.invalid)).toBeVisible();
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas)).toHaveAccessibleDescription(expect.stringContaining(NOTIFICATION_MESSAGES.invalid));
    await waitFor(() => expect(field(canvas)).toHaveFocus());
    await expect(recipients(canvas)).toEqual([planning]);

    // Typing again clears the mark; the same address in capitals is a duplicate (Enter adds, as the button does).
    await userEvent.clear(field(canvas));
    await expect(field(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field(canvas), `${planning.toUpperCase()}{Enter}`);
    const duplicate = NOTIFICATION_MESSAGES.duplicate(planning.toUpperCase());
    await expect(await canvas.findByText(duplicate)).toBeVisible();
    await expect(field(canvas)).toHaveAccessibleDescription(expect.stringContaining(duplicate));
    await expect(recipients(canvas)).toEqual([planning]);

    // Save with the bad address still in the field: refused at the field, not sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(canvas)).toHaveFocus());
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(body().queryByText(NOTIFICATIONS_SAVED)).toBeNull();
    await unchanged();
  },
};

export const RecipientLimit: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.notificationSettings.recipients = Array.from({ length: 10 }, (_, i) => `team${i + 1}@novaguide.example`)) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    await expect(recipients(canvas)).toHaveLength(10);
    await userEvent.type(field(canvas), 'team11@novaguide.example{Enter}');
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.tooMany)).toBeVisible();
    await expect(recipients(canvas)).toHaveLength(10);
  },
};

/** Removing the last address while alerts are on: the hint says nobody would get them; the focus stays in the editor. */
export const NoRecipientsHint: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${planning}` }));
    await expect(canvas.queryByRole('list', { name: 'Recipients' })).toBeNull();
    await expect(canvas.getByText('No recipients yet.')).toBeVisible();
    await expect(canvas.getByText(NOTIFICATION_MESSAGES.noRecipients)).toBeVisible();
    await expect(field(canvas)).toHaveFocus();
    await expect(field(canvas)).toHaveAccessibleDescription(expect.stringContaining(NOTIFICATION_MESSAGES.noRecipients));
    // With both alerts off, the hint goes.
    await userEvent.click(canvas.getByRole('switch', { name: SWITCHES[0] }));
    await userEvent.click(canvas.getByRole('switch', { name: SWITCHES[1] }));
    await expect(canvas.queryByText(NOTIFICATION_MESSAGES.noRecipients)).toBeNull();
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    setScenario('notifications', { kind: 'slow', ms: 1000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(await body().findByText(NOTIFICATIONS_SAVED, undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    await userEvent.type(field(canvas), '  frontdesk@novaguide.example ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add recipient' }));
    await expect(recipients(canvas)).toEqual([planning, 'frontdesk@novaguide.example']);
    await expect(field(canvas)).toHaveValue('');
    await userEvent.click(canvas.getByRole('switch', { name: 'Send visitors a booking confirmation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(await body().findByText(NOTIFICATIONS_SAVED)).toBeVisible();
    await expect(db.notificationSettings).toMatchObject({
      recipients: [planning, 'frontdesk@novaguide.example'],
      notifyOnBooking: true,
      notifyOnMessage: true,
      confirmBookings: false,
    });
    await expect(db.notificationSettings.lastModifiedAt).not.toBe(demo.lastModifiedAt);
    await expect(canvas.getByRole('switch', { name: 'Send visitors a booking confirmation' })).not.toBeChecked();
    await waitFor(() => expect(canvas.getByTestId('last-saved')).toHaveTextContent(formatDateTime(db.notificationSettings.lastModifiedAt)));
    await expect(canvas.getByTestId('last-saved')).toHaveTextContent(`by ${superAdmin.name}`);
  },
};

/** An address typed but not yet added goes with the save. */
export const SaveWithTypedAddress: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    await userEvent.type(field(canvas), 'frontdesk@novaguide.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText(NOTIFICATIONS_SAVED)).toBeVisible();
    await expect(db.notificationSettings.recipients).toEqual([planning, 'frontdesk@novaguide.example']);
    await expect(recipients(canvas)).toEqual([planning, 'frontdesk@novaguide.example']);
  },
};

export const SaveFailed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    setScenario('notifications', { kind: 'error', status: 500, message: 'Database unavailable' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Email the team about new messages' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(body().queryByText(NOTIFICATIONS_SAVED)).toBeNull();
    // The draft is kept for another try.
    await expect(canvas.getByRole('switch', { name: 'Email the team about new messages' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await unchanged();
  },
};

/** An address the browser check lets through but the server refuses: its message is tied to the field. */
export const ServerRejectsAddress: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(within(canvasElement));
    const odd = 'frontdesk@novaguide-.example';
    await userEvent.type(field(canvas), `${odd}{Enter}`);
    await expect(recipients(canvas)).toEqual([planning, odd]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(field(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(field(canvas)).toHaveAccessibleDescription(expect.stringContaining(`${odd}:`));
    await waitFor(() => expect(field(canvas)).toHaveFocus());
    await unchanged();
    // Removing the refused address clears the mark.
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${odd}` }));
    await expect(field(canvas)).not.toHaveAttribute('aria-invalid');
  },
};
