import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within, type userEvent as UserEvent } from 'storybook/test';
import { issueSession } from '@mocks/auth';
import { db } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { writeSession } from '@/lib/api/session-storage';
import { BOOKING_MESSAGES } from './booking-rules';
import { BookingSection } from './booking-section';

const visitor = {
  name: 'Dr. Lena Ortiz',
  email: 'lena.ortiz@harbourview-dental.example',
  phone: '+1 555 0199',
  subject: 'Guide for a single implant at 21',
  message: 'CBCT attached; anterior esthetic case.',
  date: '2026-12-03',
  time: '10:30',
};

type Canvas = ReturnType<typeof within>;
type User = ReturnType<typeof UserEvent.setup>;

async function fill(canvas: Canvas, user: User, skip: (keyof typeof visitor)[] = []) {
  const labels: [keyof typeof visitor, RegExp][] = [
    ['name', /^Name/],
    ['email', /^Email/],
    ['phone', /^Phone/],
    ['subject', /^Subject/],
    ['message', /^Message/],
    ['date', /^Date/],
    ['time', /^Time/],
  ];
  for (const [key, label] of labels) if (!skip.includes(key)) await user.type(canvas.getByLabelText(label), visitor[key]);
}

const pdf = () => new File(['%PDF-1.4\n% case scan\n'], 'cbct-report.pdf', { type: 'application/pdf' });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Submit Booking' });
/** The form's code loads just after the first paint (it is deferred): wait for it. */
const formReady = (canvas: Canvas) => canvas.findByRole('button', { name: 'Submit Booking' });

const meta = {
  title: 'Public/Home/Booking',
  component: BookingSection,
} satisfies Meta<typeof BookingSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    await expect(canvasElement.querySelector('section#contact-section')).not.toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Subject/, /^Date/, /^Time/]) await expect(canvas.getByLabelText(label)).toBeRequired();
    await expect(canvas.getByLabelText('Message (optional)')).not.toBeRequired();
    const file = canvas.getByLabelText('Case file (optional)');
    await expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
    await expect(file).toHaveAccessibleDescription(/up to 10MB/);
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    const before = db.bookings.length;
    await userEvent.click(submitButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.required);
    // The first field to fill in takes the focus, marked invalid and described by the message.
    const name = canvas.getByLabelText(/^Name/);
    await expect(name).toHaveFocus();
    await expect(name).toHaveClass('is-invalid');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(BOOKING_MESSAGES.required);
    await expect(canvas.getByLabelText(/^Time/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');
    // Everything but the time is still not enough; the optional message is never required.
    await fill(canvas, userEvent, ['time', 'message']);
    await userEvent.click(submitButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.required);
    await expect(canvas.getByLabelText(/^Time/)).toHaveClass('is-invalid');
    await expect(canvas.getByLabelText(/^Time/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Name/)).not.toHaveClass('is-invalid');
    await expect(canvas.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText(/^Name/)).not.toHaveAccessibleDescription();
    await expect(db.bookings).toHaveLength(before);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { booking: scenario('booking', { kind: 'loading' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    await fill(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    const before = db.bookings.length;
    await fill(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.success);
    await expect(db.bookings).toHaveLength(before + 1);
    await expect(db.bookings.at(-1)).toMatchObject({ ...visitor, status: 'pending', caseFile: null });
    await expect(db.caseFiles.size).toBe(0);
    // The form resets after a success.
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
    await expect(canvas.getByLabelText('Message (optional)')).toHaveValue('');
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const SuccessWithCaseFile: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    await fill(canvas, userEvent);
    await userEvent.upload(canvas.getByLabelText('Case file (optional)'), pdf());
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.success);
    const booking = db.bookings.at(-1)!;
    await expect(booking.name).toBe(visitor.name);
    await expect(db.caseFiles.get(booking._id)).toMatchObject({ originalName: 'cbct-report.pdf', mime: 'application/pdf' });
    await expect((canvas.getByLabelText('Case file (optional)') as HTMLInputElement).files).toHaveLength(0);
  },
};

/** The upload is anonymous even when an admin session is stored in this browser (DECISIONS 13). */
export const CaseFileUploadSendsNoToken: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    const { admin } = db.admins.find((a) => a.admin.status === 'active')!;
    const { token } = await issueSession(admin);
    writeSession(token, admin);
    const logos = db.fileAssets.length;
    await fill(canvas, userEvent);
    await userEvent.upload(canvas.getByLabelText('Case file (optional)'), pdf());
    await userEvent.click(submitButton(canvas));
    // With a bearer header the mocks would take the file as a logo and refuse a PDF (the partial message).
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.success);
    await expect(db.caseFiles.get(db.bookings.at(-1)!._id)?.originalName).toBe('cbct-report.pdf');
    await expect(db.fileAssets).toHaveLength(logos);
  },
};

export const PartialSuccessWhenUploadFails: Story = {
  parameters: { msw: { handlers: { files: scenario('files', { kind: 'error' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    const before = db.bookings.length;
    await fill(canvas, userEvent);
    await userEvent.upload(canvas.getByLabelText('Case file (optional)'), pdf());
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.partial);
    await expect(db.bookings).toHaveLength(before + 1);
    await expect(db.caseFiles.size).toBe(0);
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
  },
};

export const Failure: Story = {
  parameters: {
    msw: { handlers: { booking: scenario('booking', { kind: 'error', status: 429, message: 'Too many requests. Please try again later.' }) } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    const before = db.bookings.length;
    await fill(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(db.bookings).toHaveLength(before);
    // The visitor's entries stay for another try.
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue(visitor.name);
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { booking: [http.post('*/api/booking/create', () => HttpResponse.error())] } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    await fill(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.network));
  },
};
