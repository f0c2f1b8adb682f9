import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { BOOKING_IDS, CONTACT_MESSAGE_IDS } from '@shared/demo-content/ids';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { MAIL_MAX_ATTEMPTS, MAIL_NOT_CONFIGURED } from '@shared/contract/mail';
import { formatDateTime } from '@/lib/format/date-time';
import { BOOKING_STATUS_SAVED, NO_HEALTH_CONSENT } from './booking-details';
import { SUBSCRIBERS_CSV_NAME } from './inbox-downloads';
import { SUBSCRIBER_STATUS } from './inbox-format';
import { InboxPage } from './inbox-page';
import { LINKED_MESSAGE_GONE } from './messages-tab';
import { LINKED_BOOKING_GONE } from './use-linked-booking';

const meta = {
  title: 'Admin/Inbox',
  component: InboxPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/inbox' } },
} satisfies Meta<typeof InboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rows = (canvas: Canvas): HTMLElement[] => canvas.queryAllByTestId('booking-row');
const rachel = demoData.bookings.find((b) => b._id === BOOKING_IDS[0])!;
const tomasz = demoData.bookings.find((b) => b._id === BOOKING_IDS[1])!;
const lucia = demoData.bookings.find((b) => b._id === BOOKING_IDS[2])!;
const [team] = demoData.notificationSettings.recipients;
/** The 'Emails' list of a booking's details or a message, as { kind and recipients, status } lines. */
const emails = (scope: Canvas) =>
  within(scope.getByRole('list', { name: 'Emails' }))
    .getAllByTestId('mail-delivery')
    .map((li) => [...li.children].map((line) => line.textContent?.replace(/\s+/g, ' ').trim()));
/** A booking id no record has. */
const GONE_ID = '665000000000000000000fff';
const caseBytes = new TextEncoder().encode('%PDF-1.4\n% NovaGuide demo CBCT report\n');

/** Records downloads instead of letting the browser save them: the blob handed over and the link's name. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((obj: Blob | MediaSource) => {
    blobs.push(obj as Blob);
    return 'blob:inbox-story';
  });
  const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const restore = () => [createUrl, revokeUrl, click].forEach((s) => s.mockRestore());
  return { blobs, names, createUrl, restore };
}

const openTab = async (canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }, name: string) => {
  await userEvent.click(canvas.getByRole('tab', { name }));
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

// ------------------------------------------------------------------------------------------- bookings

export const BookingsFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    for (const name of ['Bookings', 'Messages', 'Newsletter']) await expect(canvas.getByRole('tab', { name })).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(demoData.bookings.length));
    // Newest first, with subject, requested time and status.
    const newest = [...demoData.bookings].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    rows(canvas).forEach((row, i) => {
      expect(row).toHaveTextContent(newest[i].name);
      expect(row).toHaveTextContent(newest[i].subject);
      expect(row).toHaveTextContent(newest[i].time);
      expect(row).toHaveTextContent(new RegExp(newest[i].status, 'i'));
    });
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(demoData.bookings.length));
    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), 'pending');
    const pending = demoData.bookings.filter((b) => b.status === 'pending');
    await waitFor(() => expect(rows(canvas)).toHaveLength(pending.length));
    for (const row of rows(canvas)) await expect(row).toHaveTextContent('Pending');
    await expect(canvas.getByRole('button', { name: pending[0].name })).toBeVisible();
    // A status nobody has yet.
    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), 'cancelled');
    await expect(await canvas.findByText('No cancelled bookings.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), '');
    await waitFor(() => expect(rows(canvas)).toHaveLength(demoData.bookings.length));
  },
};

export const DetailsAndStatusChange: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(rachel.subject));
    const details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    for (const text of [rachel.name, rachel.email, rachel.phone, rachel.subject, rachel.time, rachel.message!, 'No case file', NO_HEALTH_CONSENT])
      await expect(details.getByText(text)).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Download case file' })).toBeNull();
    await expect(details.getByLabelText('Status')).toHaveValue('pending');

    await userEvent.selectOptions(details.getByLabelText('Status'), 'confirmed');
    await expect(await within(document.body).findByText(BOOKING_STATUS_SAVED)).toBeVisible();
    await expect(db.bookings.find((b) => b._id === rachel._id)!.status).toBe('confirmed');
    await expect(details.getByLabelText('Status')).toHaveValue('confirmed');
    // The list refreshed too.
    const row = canvas.getByRole('button', { name: rachel.name }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Confirmed'));

    await userEvent.click(details.getByRole('button', { name: 'Close booking details' }));
    await expect(canvas.queryByRole('region', { name: 'Booking details' })).toBeNull();
  },
};

/** By keyboard: the details take the focus as they open, and give it back to the booking's name as they close. */
export const DetailsByKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('button', { name: rachel.name });
    name.focus();
    await userEvent.keyboard('{Enter}');
    const region = await canvas.findByRole('region', { name: 'Booking details' });
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'Booking details' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Close booking details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Booking details' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: rachel.name })).toHaveFocus());
  },
};

export const StatusChangeError: Story = {
  parameters: {
    msw: {
      handlers: {
        booking: [
          http.put('*/api/booking/status/:id', () => HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 })),
          ...scenario('booking'),
        ],
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: rachel.name }));
    const details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await userEvent.selectOptions(details.getByLabelText('Status'), 'cancelled');
    await expect(await within(document.body).findByText('Database unavailable')).toBeVisible();
    await expect(within(document.body).queryByText(BOOKING_STATUS_SAVED)).toBeNull();
    await waitFor(() => expect(details.getByLabelText('Status')).toHaveValue('pending'));
    await expect(db.bookings.find((b) => b._id === rachel._id)!.status).toBe('pending');
  },
};

export const CaseFileDownload: Story = {
  parameters: {
    mockDb: (mock: MockDb) => {
      mock.caseFiles.set(rachel._id, { bytes: caseBytes, mime: 'application/pdf', originalName: 'cbct.pdf' });
      mock.bookings.find((b) => b._id === rachel._id)!.caseFile = {
        originalName: 'cbct.pdf',
        fileSize: caseBytes.byteLength,
        mimeType: 'application/pdf',
        uploadedAt: '2026-11-10T18:45:00.000Z',
      };
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: rachel.name }));
    const details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await expect(details.getByText(`cbct.pdf (${caseBytes.byteLength} B)`)).toBeVisible();
    const downloads = captureDownloads();
    try {
      await userEvent.click(details.getByRole('button', { name: 'Download case file' }));
      await waitFor(() => expect(downloads.createUrl).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(downloads.names).toEqual(['cbct.pdf']));
      await expect(new Uint8Array(await downloads.blobs[0].arrayBuffer())).toEqual(caseBytes);
    } finally {
      downloads.restore();
    }
  },
};

export const BookingsLoading: Story = {
  parameters: { msw: { handlers: { booking: scenario('booking', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading bookings...');
    await expect(rows(canvas)).toHaveLength(0);
  },
};

export const BookingsEmpty: Story = {
  parameters: { mockDb: (mock: MockDb) => void (mock.bookings = []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bookings yet.')).toBeVisible();
    await expect(rows(canvas)).toHaveLength(0);
  },
};

export const BookingsLoadError: Story = {
  parameters: { msw: { handlers: { booking: scenario('booking', { kind: 'error', status: 500, message: 'Database unavailable' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load bookings: Database unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(rows(canvas)).toHaveLength(0);
  },
};

// ---------------------------------------------------------------------------------------- emails and links

/** The emails each booking caused: the latest one's alert and confirmation went out; an older one's alert failed. */
export const DeliveriesShown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: rachel.name }));
    let details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await expect(details.getByRole('heading', { level: 3, name: 'Emails' })).toBeVisible();
    await expect(emails(details)).toEqual([
      [`Team alert to ${team}`, `Sent ${formatDateTime(rachel.createdAt)}`],
      [`Booking confirmation to ${rachel.email}`, `Sent ${formatDateTime(rachel.createdAt)}`],
    ]);
    await expect(details.getAllByText('Sent', { selector: '.badge' })).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: tomasz.name }));
    details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await waitFor(() => expect(details.getByText(tomasz.email, { selector: 'a' })).toBeVisible());
    await expect(emails(details)).toEqual([[`Team alert to ${team}`, `Failed after ${MAIL_MAX_ATTEMPTS} tries: The mail server did not answer in time`]]);
    await expect(details.getByText('Failed', { selector: '.badge' })).toBeVisible();

    // A booking that caused no email has no list.
    await userEvent.click(canvas.getByRole('button', { name: lucia.name }));
    details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await waitFor(() => expect(details.getByText(lucia.email, { selector: 'a' })).toBeVisible());
    await expect(details.queryByRole('list', { name: 'Emails' })).toBeNull();
  },
};

/** Every way an email can stand, in words: waiting, retrying (with the plain reason and the next try), given up, not sent. */
export const DeliveryStatesInWords: Story = {
  parameters: {
    mockDb: (mock: MockDb) => {
      const [alert, confirmation] = mock.mailDeliveries.filter((d) => d.subjectId === rachel._id).map((d) => d.delivery);
      Object.assign(alert, {
        status: 'pending',
        attempts: 2,
        sentAt: undefined,
        // As a row stored before plain reasons were kept has it: the admin still reads the plain reason.
        lastError: 'connect ECONNREFUSED 127.0.0.1:587',
        nextAttemptAt: '2026-11-10T18:50:00.000Z',
      });
      Object.assign(confirmation, { status: 'pending', attempts: 0, sentAt: undefined });
      const [older] = mock.mailDeliveries.filter((d) => d.subjectId === tomasz._id).map((d) => d.delivery);
      Object.assign(older, { status: 'skipped', attempts: 0, lastError: MAIL_NOT_CONFIGURED });
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: rachel.name }));
    let details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await expect(emails(details)).toEqual([
      [`Team alert to ${team}`, `Retrying (try 2 failed: The mail server refused the connection), next try ${formatDateTime('2026-11-10T18:50:00.000Z')}`],
      [`Booking confirmation to ${rachel.email}`, 'Waiting to send'],
    ]);
    await expect(details.queryByText(/ECONNREFUSED/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: tomasz.name }));
    details = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await waitFor(() => expect(emails(details)).toEqual([[`Team alert to ${team}`, 'Not sent: no mail server is configured']]));
  },
};

/** The link in a booking's email: the Bookings tab, that booking's details open and focused, its row marked. */
export const DeepLinkToBooking: Story = {
  parameters: { route: { path: `/admin/inbox?booking=${tomasz._id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    const region = await canvas.findByRole('region', { name: 'Booking details' });
    await expect(within(region).getByText(tomasz.email, { selector: 'a' })).toBeVisible();
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'Booking details' })).toHaveFocus());
    await expect(within(region).getByRole('list', { name: 'Emails' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: tomasz.name })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.queryByText(LINKED_BOOKING_GONE)).toBeNull();
  },
};

export const DeepLinkToMissingBooking: Story = {
  parameters: { route: { path: `/admin/inbox?booking=${GONE_ID}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LINKED_BOOKING_GONE)).toBeVisible();
    // The Inbox itself is there as usual.
    await waitFor(() => expect(rows(canvas)).toHaveLength(demoData.bookings.length));
    await expect(canvas.queryByRole('region', { name: 'Booking details' })).toBeNull();
  },
};

// ------------------------------------------------------------------------------------------- messages

const aisha = demoData.contactMessages.find((m) => m._id === CONTACT_MESSAGE_IDS[1])!;

/** The link in a message's email: the Messages tab, that message marked as the current one, in view and focused. */
export const DeepLinkToMessage: Story = {
  parameters: { route: { path: `/admin/inbox?message=${aisha._id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    const item = await canvas.findByRole('article', { name: aisha.name });
    await expect(item).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(within(item).getByRole('heading', { name: aisha.name })).toHaveFocus());
    await expect(item).toBeVisible();
    // Only that one.
    await expect(canvas.getAllByRole('article').filter((a) => a.hasAttribute('aria-current'))).toEqual([item]);
    await expect(canvas.queryByText(LINKED_MESSAGE_GONE)).toBeNull();
  },
};

export const DeepLinkToMissingMessage: Story = {
  parameters: { route: { path: `/admin/inbox?message=${GONE_ID}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LINKED_MESSAGE_GONE)).toBeVisible();
    await expect(canvas.getAllByTestId('message-item')).toHaveLength(demoData.contactMessages.length);
  },
};

const jordan = demoData.contactMessages.find((m) => m._id === CONTACT_MESSAGE_IDS[0])!;

/** A message's alert to the team, under the message. */
export const MessageDeliveries: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent, 'Messages');
    const item = within(await canvas.findByRole('article', { name: jordan.name }));
    await expect(item.getByRole('heading', { level: 4, name: 'Emails' })).toBeVisible();
    await expect(emails(item)).toEqual([[`Message alert to ${team}`, `Sent ${formatDateTime(jordan.createdAt)}`]]);
    // The older message caused none.
    await expect(within(canvas.getByRole('article', { name: aisha.name })).queryByRole('list', { name: 'Emails' })).toBeNull();
  },
};

export const MessagesMarkAsRead: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent, 'Messages');
    await waitFor(() => expect(canvas.getAllByTestId('message-item')).toHaveLength(demoData.contactMessages.length));
    const item = within(canvas.getByRole('article', { name: jordan.name }));
    for (const text of [jordan.email, jordan.message, 'Unread']) await expect(item.getByText(text)).toBeVisible();

    await userEvent.click(item.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(db.contactMessages.find((m) => m._id === jordan._id)!.isRead).toBe(true));
    await expect(await item.findByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect(item.getByText('Read')).toBeVisible();

    await userEvent.click(item.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(db.contactMessages.find((m) => m._id === jordan._id)!.isRead).toBe(false));
    await expect(await item.findByRole('button', { name: 'Mark as read' })).toBeVisible();
  },
};

export const MessagesEmpty: Story = {
  parameters: { msw: { handlers: { contact: scenario('contact', { kind: 'empty' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent, 'Messages');
    await expect(await canvas.findByText('No messages yet.')).toBeVisible();
  },
};

export const MessagesLoadError: Story = {
  parameters: { msw: { handlers: { contact: scenario('contact', { kind: 'error' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent, 'Messages');
    await expect(await canvas.findByText(/^Failed to load messages/)).toBeVisible();
  },
};

// ----------------------------------------------------------------------------------------- newsletter

export const NewsletterListAndExport: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent, 'Newsletter');
    const count = demoData.newsletterSubscribers.length;
    await expect(await canvas.findByTestId('subscriber-count')).toHaveTextContent(`${count} subscribers`);
    await expect(canvas.getAllByTestId('subscriber-row')).toHaveLength(count);
    for (const s of demoData.newsletterSubscribers) {
      const row = within(canvas.getByText(s.email).closest('tr')!);
      // Each row says whether the address confirmed its subscription, and when.
      await expect(row.getByText(SUBSCRIBER_STATUS[s.status].label)).toBeVisible();
      await expect(row.getByText(s.confirmedAt ? formatDateTime(s.confirmedAt) : 'Not confirmed')).toBeVisible();
    }

    const downloads = captureDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.names).toEqual([SUBSCRIBERS_CSV_NAME]));
      const csv = await downloads.blobs[0].text();
      await expect(csv.split('\n')[0]).toMatch(/^email,.*subscribedAt/);
      for (const s of demoData.newsletterSubscribers) await expect(csv).toContain(s.email);
    } finally {
      downloads.restore();
    }
  },
};

export const NewsletterStatuses: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      const [first] = d.newsletterSubscribers;
      Object.assign(first, { status: 'unsubscribed', unsubscribedAt: '2026-11-20T10:00:00.000Z' });
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent, 'Newsletter');
    await canvas.findByTestId('subscriber-count');
    const badges = canvas.getAllByTestId('subscriber-row').map((row) => within(row).getAllByRole('cell')[1].textContent);
    // One of each: the list says who is on it, who has yet to confirm, and who left it.
    await expect([...badges].sort()).toEqual(['Confirmed', 'Pending confirmation', 'Unsubscribed']);
    const left = within(canvas.getByText(demoData.newsletterSubscribers[0].email).closest('tr')!);
    await expect(left.getByText('Unsubscribed')).toHaveClass('bg-secondary');
    await expect(left.getByText(formatDateTime(demoData.newsletterSubscribers[0].confirmedAt!))).toBeVisible();
  },
};

export const NewsletterEmpty: Story = {
  parameters: { msw: { handlers: { newsletter: scenario('newsletter', { kind: 'empty' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, userEvent, 'Newsletter');
    await expect(await canvas.findByText('No subscribers yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};
