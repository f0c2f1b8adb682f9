import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { ContactPage } from './contact-page';
import { CONTACT_MESSAGES } from './contact-rules';

const visitor = { name: 'Dr. Amal Haddad', email: 'amal.haddad@cedar-dental.example', message: 'Do you plan zygomatic cases as well?' };

const meta = {
  title: 'Public/Contact',
  component: ContactPage,
  parameters: { route: { path: '/contact' } },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Send Message' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Message']) await expect(canvas.getByLabelText(label)).toBeRequired();
    await expect(send(canvas)).toBeEnabled();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = db.contactMessages.length;
    await userEvent.click(send(canvas));
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(CONTACT_MESSAGES.name);
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.email);
    await expect(canvas.getByLabelText('Message')).toHaveAccessibleDescription(CONTACT_MESSAGES.message);
    // Just under each minimum, and an address without a domain.
    await userEvent.type(canvas.getByLabelText('Name'), 'A');
    await userEvent.type(canvas.getByLabelText('Email'), 'amal@cedar');
    await userEvent.type(canvas.getByLabelText('Message'), '123456789');
    await userEvent.click(send(canvas));
    await expect(canvas.getByText(CONTACT_MESSAGES.name)).toBeVisible();
    await expect(canvas.getByText(CONTACT_MESSAGES.email)).toBeVisible();
    await expect(canvas.getByText(CONTACT_MESSAGES.message)).toBeVisible();
    // At each minimum, the name and message pass; the address still does not.
    await userEvent.type(canvas.getByLabelText('Name'), 'b');
    await userEvent.type(canvas.getByLabelText('Message'), '0');
    await userEvent.click(send(canvas));
    await expect(canvas.queryByText(CONTACT_MESSAGES.name)).toBeNull();
    await expect(canvas.queryByText(CONTACT_MESSAGES.message)).toBeNull();
    await expect(canvas.getByText(CONTACT_MESSAGES.email)).toBeVisible();
    // Only the address is left to correct: it takes the focus.
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await expect(db.contactMessages).toHaveLength(before);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = db.contactMessages.length;
    await userEvent.type(canvas.getByLabelText('Name'), visitor.name);
    await userEvent.type(canvas.getByLabelText('Email'), visitor.email);
    await userEvent.type(canvas.getByLabelText('Message'), visitor.message);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.success);
    await expect(db.contactMessages).toHaveLength(before + 1);
    await expect(db.contactMessages.at(-1)).toMatchObject({ ...visitor, isRead: false });
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { contact: scenario('contact', { kind: 'loading' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), visitor.name);
    await userEvent.type(canvas.getByLabelText('Email'), visitor.email);
    await userEvent.type(canvas.getByLabelText('Message'), visitor.message);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: { contact: scenario('contact', { kind: 'error' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), visitor.name);
    await userEvent.type(canvas.getByLabelText('Email'), visitor.email);
    await userEvent.type(canvas.getByLabelText('Message'), visitor.message);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failure);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByLabelText('Message')).toHaveValue(visitor.message);
  },
};
