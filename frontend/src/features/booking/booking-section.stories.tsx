import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within, type userEvent as UserEvent } from 'storybook/test';
import { CASE_UPLOAD_EXTENSIONS, caseUploadHint, DEFAULT_CASE_UPLOAD_LIMITS } from '@shared/contract/case-files';
import { db } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { DEFAULT_HEALTH_CONSENT_TEXT, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
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

const MB = 1024 * 1024;
const pdf = () => new File(['%PDF-1.4\n% case scan\n%%EOF\n'], 'cbct-report.pdf', { type: 'application/pdf' });
/** An ASCII STL the content check takes for one. */
const stl = () =>
  new File(['solid arch\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid arch\n'], 'upper-arch.stl');
/** The upload list loads as the visitor reaches the form; its file input is hidden behind the Choose files button. */
const caseFilesInput = (canvas: Canvas) => canvas.findByLabelText('Case files (optional)', { selector: 'input' });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Submit Booking' });
/** The health-data consent's box (ADR 0043), never ticked beforehand. */
const consentBox = (canvas: Canvas) => canvas.getByRole('checkbox', { name: HEALTH_CONSENT_TEXTS.label });
/** Ticks the consent once its text has loaded (the box waits for it). */
async function tickConsent(canvas: Canvas, user: User) {
  await waitFor(() => expect(consentBox(canvas)).toBeEnabled());
  await user.click(consentBox(canvas));
}
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
    const files = await caseFilesInput(canvas);
    await expect(files).toHaveAttribute('accept', '.zip,.dcm,.stl,.ply,.obj,.pdf,.doc,.docx,.jpg,.jpeg,.png');
    await expect(files).toHaveAccessibleDescription(caseUploadHint(DEFAULT_CASE_UPLOAD_LIMITS));
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The consent to process health data: its text beside a box nobody ticked.
    await expect(await canvas.findByText(DEFAULT_HEALTH_CONSENT_TEXT)).toBeVisible();
    await expect(consentBox(canvas)).not.toBeChecked();
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
    await expect(db.caseUploads.size).toBe(0);
    // The form resets after a success.
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
    await expect(canvas.getByLabelText('Message (optional)')).toHaveValue('');
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const SuccessWithCaseFiles: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    await fill(canvas, userEvent);
    await userEvent.upload(await caseFilesInput(canvas), [stl(), pdf()]);
    const list = within(canvas.getByRole('list', { name: 'Case files' }));
    await expect(await list.findByText(/^Complete — STL mesh/)).toBeVisible();
    await expect(await list.findByText(/^Complete — PDF document/)).toBeVisible();
    await tickConsent(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.success);
    // The upload token bound both files to the booking, with the consent given; the list starts afresh.
    const booking = db.bookings.at(-1)!;
    await expect(booking.name).toBe(visitor.name);
    await expect(booking.healthDataConsent).toMatchObject({ version: 1 });
    const bound = [...db.caseUploads.values()].filter((u) => u.bookingId === booking._id);
    await expect(bound.map((u) => u.fileName).sort()).toEqual(['cbct-report.pdf', 'upper-arch.stl']);
    await expect(canvas.queryByRole('list', { name: 'Case files' })).toBeNull();
  },
};

/** The form filled in with one STL uploaded and checked: how many bookings there were before. */
async function filledWithAScan(canvas: Canvas, userEvent: User) {
  await formReady(canvas);
  const before = db.bookings.length;
  await fill(canvas, userEvent);
  await userEvent.upload(await caseFilesInput(canvas), stl());
  await expect(await within(canvas.getByRole('list', { name: 'Case files' })).findByText(/^Complete — STL mesh/)).toBeVisible();
  return before;
}

/** Case files attached and the consent not given: the reason shows under the box, which takes the focus; nothing goes. */
export const HealthConsentMissing: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = await filledWithAScan(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    const box = consentBox(canvas);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(`${DEFAULT_HEALTH_CONSENT_TEXT} ${HEALTH_CONSENT_TEXTS.missing}`);
    await expect(canvasElement.querySelector('.invalid-feedback')).toHaveTextContent(HEALTH_CONSENT_TEXTS.missing);
    await expect(db.bookings).toHaveLength(before);
  },
};

/** The consent given: the booking goes with its version, and the error is gone. */
export const HealthConsentGiven: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await filledWithAScan(canvas, userEvent);
    await tickConsent(canvas, userEvent);
    await expect(consentBox(canvas)).toBeChecked();
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.success);
    await expect(db.bookings.at(-1)!.healthDataConsent).toMatchObject({ version: 1 });
    await expect(canvasElement.querySelector('.invalid-feedback')).toBeNull();
  },
};

/** The server's real limits replace the defaults in the hint once GET /case-uploads/limits answers. */
export const HintShowsTheServerLimits: Story = {
  parameters: {
    msw: {
      handlers: {
        caseUploads: [
          http.get('*/api/case-uploads/limits', () =>
            HttpResponse.json({ success: true, data: { extensions: [...CASE_UPLOAD_EXTENSIONS], maxFileBytes: 500 * MB, maxBookingBytes: 1024 * MB } }),
          ),
          ...scenario('caseUploads'),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    const input = await caseFilesInput(canvas);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/up to 500 MB a file and 1 GB in all\.$/));
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(/^CBCT scans as a zipped DICOM series \(\.zip\)/);
  },
};

/** Holds each upload PATCH until the story calls `releaseUploads()`; it then goes on to the mocks' own handler. */
let releaseUploads = () => undefined as void;
const heldUploads = http.patch('*/api/case-uploads/:id', async () => {
  await new Promise<void>((r) => (releaseUploads = r));
});

/** Fills the form, adds a file, and sends while the file is still on its way: the booking says it waits. */
async function sendWhileUploading(canvas: Canvas, userEvent: User) {
  await formReady(canvas);
  const before = db.bookings.length;
  await fill(canvas, userEvent);
  await userEvent.upload(await caseFilesInput(canvas), stl());
  await expect(await canvas.findByRole('button', { name: 'Cancel upper-arch.stl' })).toBeEnabled();
  await expect(canvas.getByRole('progressbar', { name: 'upper-arch.stl upload' })).toBeVisible();
  await tickConsent(canvas, userEvent);
  await userEvent.click(submitButton(canvas));
  await expect(await canvas.findByText(BOOKING_MESSAGES.filesUploading)).toBeVisible();
  return before;
}

/** Sent while a file is still on its way, the booking waits, says so, and goes by itself once the file is in. */
export const SubmitWaitsForUploads: Story = {
  parameters: { msw: { handlers: { caseUploads: [heldUploads, ...scenario('caseUploads')] } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = await sendWhileUploading(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: 'Waiting for your files...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: "Don't send yet" })).toBeEnabled();
    await expect(db.bookings).toHaveLength(before);
    releaseUploads();
    await expect(await canvas.findByText(BOOKING_MESSAGES.success)).toBeVisible();
    await expect(db.bookings).toHaveLength(before + 1);
    await expect([...db.caseUploads.values()].map((u) => u.bookingId)).toEqual([db.bookings[db.bookings.length - 1]._id]);
  },
};

/** Waiting for a file that never arrives (its PATCH never answers here), the visitor cancels it: the booking goes without it. */
export const WaitingBookingGoesWhenTheFileIsCancelled: Story = {
  parameters: {
    msw: { handlers: { caseUploads: [http.patch('*/api/case-uploads/:id', () => new Promise<never>(() => undefined)), ...scenario('caseUploads')] } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const before = await sendWhileUploading(canvas, userEvent);
    await expect(db.bookings).toHaveLength(before);
    // Cancelled, the file is deleted from the server and the booking goes without it.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upper-arch.stl' }));
    await waitFor(() => expect(db.caseUploads.size).toBe(0));
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await expect(await canvas.findByText(BOOKING_MESSAGES.success)).toBeVisible();
    await expect(db.bookings).toHaveLength(before + 1);
  },
};

/** A file whose content is not what its name says is refused by name and reason; it must go before the booking. */
export const RefusedFileMustBeRemoved: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await formReady(canvas);
    await fill(canvas, userEvent);
    await userEvent.upload(await caseFilesInput(canvas), [new File(['not a mesh'], 'scan.stl'), pdf()]);
    const list = within(canvas.getByRole('list', { name: 'Case files' }));
    await expect(await list.findByText("scan.stl was refused: The file's content is not what its name (.stl) says.")).toBeVisible();
    await expect(await list.findByText(/^Complete — PDF document/)).toBeVisible();
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.filesNotAccepted);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove scan.stl' }));
    // The focus moves to the row that took the removed one's place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove cbct-report.pdf' })).toHaveFocus());
    await tickConsent(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.success);
    await expect([...db.caseUploads.values()].map((u) => u.fileName)).toEqual(['cbct-report.pdf']);
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
