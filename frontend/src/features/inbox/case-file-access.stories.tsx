import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { caseFileDownloadActivity, caseFileViewActivity } from '@shared/contract/activity';
import type { components } from '@shared/contract/schema';
import { demoData } from '@shared/demo-content';
import { BOOKING_IDS, EDITOR_ADMIN_ID, SUPER_ADMIN_ID } from '@shared/demo-content/ids';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { CASE_FILE_ACCESS_EMPTY, CASE_FILE_ACCESS_LOADING, caseFileAccessFailed } from './case-file-access';
import { cbctZip, lowerArchStl, storeCaseUploads } from './fixtures/case-uploads';
import { formatDateTime } from './inbox-format';
import { InboxPage } from './inbox-page';
import { READ_JUST_NOW_S } from './use-case-file-access';

type ActivityEvent = components['schemas']['ActivityEvent'];
type AccessReply = components['schemas']['CaseFileAccessResponse'];

const rachel = demoData.bookings.find((b) => b._id === BOOKING_IDS[0])!;
const tomasz = demoData.bookings.find((b) => b._id === BOOKING_IDS[1])!;
const nameOf = (id: string) => demoData.demoAdmins.find((a) => a.admin._id === id)!.admin.name;
const elena = nameOf(SUPER_ADMIN_ID);
const sam = nameOf(EDITOR_ADMIN_ID);

let serial = 0;
/** An access event as the server answers it: with its id, time and the admin's name. */
const stored = (event: ReturnType<typeof caseFileViewActivity>, createdAt: string): ActivityEvent => ({
  ...event,
  _id: `665000000000000000000e${String(++serial).padStart(2, '0')}`,
  createdAt,
  adminName: nameOf(event.adminId!),
});

/** Two views and a download of Rachel's case files, newest first (as the server orders them). */
const threeAccesses: ActivityEvent[] = [
  stored(caseFileDownloadActivity(EDITOR_ADMIN_ID, rachel, { kind: cbctZip.kind, size: cbctZip.size }), '2026-11-12T09:30:00.000Z'),
  stored(caseFileViewActivity(EDITOR_ADMIN_ID, rachel, 4), '2026-11-12T09:28:00.000Z'),
  stored(caseFileViewActivity(SUPER_ADMIN_ID, rachel, 4), '2026-11-11T16:05:00.000Z'),
];

/** The calls for Rachel's booking, in order: 'read' (GET /booking/{id}) and 'access' (its case file access). */
const calls: string[] = [];
const ACCESS_PATH = '*/api/booking/:id/case-file-access';
/** Watches the booking's reads and hands them on to the mocks (a handler that answers nothing). */
const watchReads = http.get('*/api/booking/:id', ({ params }) => void (params.id === rachel._id && calls.push('read')));
/** The mocks' booking routes, with reads watched and GET /booking/{id}/case-file-access answered by `answer`. */
const answerAccess = (answer: () => Promise<Response> | Response) => [
  watchReads,
  http.get(ACCESS_PATH, ({ params }) => {
    if (params.id === rachel._id) calls.push('access');
    return answer();
  }),
  ...scenario('booking'),
];
const accessReply = (data: ActivityEvent[]) => HttpResponse.json({ success: true, data } satisfies AccessReply);

const meta = {
  title: 'Admin/Inbox/Case file access',
  component: InboxPage,
  parameters: {
    signedInAs: 'super_admin',
    // The booking's details open at once, as from the link in its email.
    route: { path: `/admin/inbox?booking=${rachel._id}` },
    mockDb: (mock: MockDb) => storeCaseUploads(mock, rachel._id, [cbctZip, lowerArchStl]),
    msw: { handlers: { booking: answerAccess(() => accessReply(threeAccesses)) } },
  },
  beforeEach: () => void (calls.length = 0),
} satisfies Meta<typeof InboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The booking's details, once open. */
const details = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: 'Booking details' }));
/** The access list's lines, as read. */
const accessLines = (scope: Canvas) =>
  within(scope.getByRole('list', { name: 'Case file access' }))
    .getAllByTestId('case-file-access')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

/** Who opened the case files: each view and download, with the admin's name and the time, newest first. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const region = await details(within(canvasElement));
    await expect(region.getByRole('heading', { level: 3, name: 'Case file access' })).toBeVisible();
    await waitFor(() => expect(region.getByRole('list', { name: 'Case file access' })).toBeVisible());
    await expect(accessLines(region)).toEqual([
      `Downloaded by ${sam}, ${formatDateTime('2026-11-12T09:30:00.000Z')}`,
      `Viewed by ${sam}, ${formatDateTime('2026-11-12T09:28:00.000Z')}`,
      `Viewed by ${elena}, ${formatDateTime('2026-11-11T16:05:00.000Z')}`,
    ]);
    // A machine-readable time on each line.
    await expect(region.getAllByTestId('case-file-access')[0].querySelector('time')).toHaveAttribute('datetime', '2026-11-12T09:30:00.000Z');
    // Never a file's name.
    await expect(region.getByRole('list', { name: 'Case file access' })).not.toHaveTextContent(cbctZip.fileName);
    await expect(region.queryByRole('alert')).toBeNull();
    // The link's own read of the booking is this opening's view: one read, then the list.
    await expect(calls).toEqual(['read', 'access']);
  },
};

/** A booking whose case files nobody has opened (as a server that records no views would answer). */
export const Empty: Story = {
  parameters: { msw: { handlers: { booking: answerAccess(() => accessReply([])) } } },
  play: async ({ canvasElement }) => {
    const region = await details(within(canvasElement));
    await expect(await region.findByText(CASE_FILE_ACCESS_EMPTY)).toBeVisible();
    await expect(region.queryByRole('list', { name: 'Case file access' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { booking: answerAccess(() => delay('infinite').then(() => new Response())) } } },
  play: async ({ canvasElement }) => {
    const region = await details(within(canvasElement));
    await expect(region.getByRole('heading', { level: 3, name: 'Case file access' })).toBeVisible();
    await waitFor(() => expect(calls).toContain('access'));
    await expect(region.getByRole('status')).toHaveTextContent(CASE_FILE_ACCESS_LOADING);
    await expect(region.queryByRole('list', { name: 'Case file access' })).toBeNull();
  },
};

let failing = true;

/** The list fails to load: the alert says why; Retry, once the server is back, shows it. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: () => void (failing = true),
  parameters: {
    msw: {
      handlers: {
        booking: answerAccess(() =>
          failing ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }) : accessReply(threeAccesses),
        ),
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const region = await details(within(canvasElement));
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent(caseFileAccessFailed('Database unavailable'));
    await expect(region.queryByRole('list', { name: 'Case file access' })).toBeNull();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(accessLines(region)).toHaveLength(threeAccesses.length));
    await expect(region.queryByRole('alert')).toBeNull();
  },
};

/** The views recorded by OwnViewShows' stand-in for the server, newest first. */
const views: ActivityEvent[] = [];

/**
 * Opened from the list, the booking is read first (the read the server records as a view), then the access list:
 * the admin finds their own view at the top. Opened again, it is read again.
 */
export const OwnViewShows: Story = {
  parameters: {
    route: { path: '/admin/inbox' },
    msw: {
      handlers: {
        booking: [
          // As the server does: a read of the booking is a view by whoever read it (here the signed-in super admin).
          http.get('*/api/booking/:id', ({ params }) => {
            if (params.id !== rachel._id) return;
            calls.push('read');
            views.unshift(stored(caseFileViewActivity(SUPER_ADMIN_ID, rachel, 2), new Date(Date.UTC(2026, 10, 13, 8, views.length)).toISOString()));
          }),
          http.get(ACCESS_PATH, () => {
            calls.push('access');
            return accessReply([...views]);
          }),
          ...scenario('booking'),
        ],
      },
    },
  },
  beforeEach: () => void (views.length = 0),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: rachel.name }));
    let region = await details(canvas);
    await waitFor(() => expect(accessLines(region)).toEqual([`Viewed by ${elena}, ${formatDateTime('2026-11-13T08:00:00.000Z')}`]));
    await expect(calls).toEqual(['read', 'access']);

    await userEvent.click(region.getByRole('button', { name: 'Close booking details' }));
    // A read this recent would count as the same opening's.
    await new Promise((resolve) => setTimeout(resolve, READ_JUST_NOW_S * 1000 + 100));
    await userEvent.click(canvas.getByRole('button', { name: rachel.name }));
    region = await details(canvas);
    await waitFor(() => expect(accessLines(region)).toHaveLength(2));
    await expect(accessLines(region)[0]).toBe(`Viewed by ${elena}, ${formatDateTime('2026-11-13T08:01:00.000Z')}`);
    await expect(calls).toEqual(['read', 'access', 'read', 'access']);
  },
};

/** A booking without case files has no such section, and nothing asks who opened them. */
export const NoCaseFiles: Story = {
  parameters: { route: { path: `/admin/inbox?booking=${tomasz._id}` } },
  play: async ({ canvasElement }) => {
    const region = await details(within(canvasElement));
    await waitFor(() => expect(region.getByText(tomasz.email, { selector: 'a' })).toBeVisible());
    await expect(region.queryByRole('heading', { name: 'Case file access' })).toBeNull();
    await expect(region.queryByText(CASE_FILE_ACCESS_LOADING)).toBeNull();
    await expect(calls).not.toContain('access');
  },
};
