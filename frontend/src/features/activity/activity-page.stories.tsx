import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  bookingStatusActivity,
  CASE_FILE_ACCESS_ACTIONS,
  caseFileDownloadActivity,
  caseFileViewActivity,
  failedSignInActivity,
} from '@shared/contract/activity';
import type { components } from '@shared/contract/schema';
import { demoData } from '@shared/demo-content';
import { BOOKING_IDS, EDITOR_ADMIN_ID, SUPER_ADMIN_ID } from '@shared/demo-content/ids';
import { activityFor } from '@mocks/activity';
import { newId, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { ACTIVITY_PAGE_SIZE } from './activity-api';
import { ActivityPage } from './activity-page';
import { ACTIVITY_TABLE_NAME } from './activity-table';

const meta = {
  title: 'Admin/Activity',
  component: ActivityPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/activity' } },
} satisfies Meta<typeof ActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const nameOf = (id: string | undefined) => demoData.demoAdmins.find((a) => a.admin._id === id)?.admin.name;
/** The demo log as the screen lists it: newest first. */
const newestFirst = [...demoData.activityEvents].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const contentOnly = newestFirst.filter((e) => e.category === 'content' || e.category === 'inbox');
const bySam = newestFirst.filter((e) => e.adminId === EDITOR_ADMIN_ID);

const table = (canvas: Canvas) => canvas.getByRole('table', { name: ACTIVITY_TABLE_NAME });
/** The body rows of the events table (none while it is not shown). */
const rows = (canvas: Canvas): HTMLElement[] => {
  const found = canvas.queryByRole('table', { name: ACTIVITY_TABLE_NAME });
  return found ? within(found).getAllByRole('row').slice(1) : [];
};
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const pager = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Activity pages' }));

/** Older booking events than the demo log's, enough to fill the first page and start a second. */
const EXTRA = ACTIVITY_PAGE_SIZE + 3;
const TOTAL = demoData.activityEvents.length + EXTRA;
const LAST_PAGE_ROWS = TOTAL - ACTIVITY_PAGE_SIZE;
function addOlderEvents(d: MockDb) {
  const older = Array.from({ length: EXTRA }, (_, i) => ({
    ...bookingStatusActivity(EDITOR_ADMIN_ID, { _id: newId(), name: `Patient ${i + 1}` }, 'pending', 'confirmed'),
    _id: newId(),
    createdAt: new Date(Date.UTC(2026, 8, 1, 9, i)).toISOString(),
  }));
  d.activity.unshift(...older);
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(canvas.getByText('Every change, sign-in and status change in the back-office, newest first.')).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(newestFirst.length));
    // Newest first: when (a machine-readable time), who by name, what, and the kind's badge.
    rows(canvas).forEach((row, i) => {
      const event = newestFirst[i];
      expect(row.querySelector('time')).toHaveAttribute('datetime', event.createdAt);
      expect(row).toHaveTextContent(nameOf(event.adminId)!);
      expect(row).toHaveTextContent(event.summary);
      expect(row).not.toHaveTextContent(event.adminId!);
    });
    const names = within(table(canvas));
    await expect(names.getAllByText('Sam Okafor').length).toBeGreaterThan(0);
    await expect(names.getAllByText('Dr. Elena Marsh').length).toBeGreaterThan(0);
    await expect(within(rows(canvas)[0]).getByText('Sign-in', { selector: '.badge' })).toBeVisible();
    await expect(within(rows(canvas).at(-1)!).getByText('Content', { selector: '.badge' })).toBeVisible();
    // Scrolls inside its own box on a narrow window instead of widening the page.
    await expect(table(canvas).parentElement).toHaveClass('table-responsive');
    // Every kind for a super admin; admins by name.
    await expect(optionTexts(canvas.getByLabelText('Kind'))).toEqual(['All', 'Content changes', 'Inbox', 'Sign-ins', 'Admin accounts']);
    await waitFor(() => expect(optionTexts(canvas.getByLabelText('Admin'))).toEqual(['All admins', 'Dr. Elena Marsh', 'Lee Tran', 'Sam Okafor']));
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    // One page: both directions off.
    await expect(pager(canvas).getByText(`Page 1 of 1 (${newestFirst.length} events)`)).toBeVisible();
    await expect(pager(canvas).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager(canvas).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const RegularAdmin: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every content change and booking status change in the back-office, newest first.')).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(contentOnly.length));
    await expect(optionTexts(canvas.getByLabelText('Kind'))).toEqual(['All', 'Content changes', 'Inbox']);
    for (const row of rows(canvas)) {
      await expect(row).not.toHaveTextContent('Signed in');
      await expect(within(row).queryByText('Sign-in', { selector: '.badge' })).toBeNull();
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { activity: scenario('activity', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading activity...');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The log fails to load; Retry, once the server is back, shows it (and the admins' names). */
export const LoadError: Story = {
  name: 'Error',
  parameters: { scenarios: { activity: { kind: 'error' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load activity: Service temporarily unavailable');
    await expect(canvas.queryByRole('table')).toBeNull();
    setScenario('activity', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(newestFirst.length));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(optionTexts(canvas.getByLabelText('Admin'))).toContain('Sam Okafor'));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { activity: scenario('activity', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No activity recorded yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Activity pages' })).toBeNull();
  },
};

/** A From day far ahead matches nothing; 'Clear filters' brings the log back and puts the focus on Kind. */
export const FilteredEmpty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(newestFirst.length));
    await userEvent.type(canvas.getByLabelText('From'), '2099-01-01');
    await expect(canvas.getByLabelText('From')).toHaveValue('2099-01-01');
    await expect(await canvas.findByText('No activity matches these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2099-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(newestFirst.length));
    await expect(canvas.getByLabelText('From')).toHaveValue('');
    await expect(canvas.getByLabelText('Kind')).toHaveFocus();
  },
};

export const FilterByAdmin: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(newestFirst.length));
    await canvas.findByRole('option', { name: 'Sam Okafor' });
    await userEvent.selectOptions(canvas.getByLabelText('Admin'), 'Sam Okafor');
    await waitFor(() => expect(rows(canvas)).toHaveLength(bySam.length));
    for (const row of rows(canvas)) await expect(row).toHaveTextContent('Sam Okafor');
    await expect(within(table(canvas)).queryByText('Dr. Elena Marsh')).toBeNull();
    // With a kind as well: only his content changes.
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Content changes');
    await waitFor(() => expect(rows(canvas)).toHaveLength(bySam.filter((e) => e.category === 'content').length));
    await expect(rows(canvas)[0]).toHaveTextContent(bySam.find((e) => e.category === 'content')!.summary);
  },
};

/** A failed sign-in with an unknown email shows the email; an event of a deleted account says 'Unknown admin'. */
export const UnknownAdmins: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      const gone = 'ffffffffffffffffffffffff';
      d.activity.push({ ...failedSignInActivity('stranger@example.com', undefined), _id: newId(), createdAt: '2026-11-11T09:00:00.000Z' });
      d.activity.push({
        category: 'content',
        action: 'delete',
        summary: 'Deleted Pricing plan “Starter”',
        adminId: gone,
        _id: newId(),
        createdAt: '2026-11-11T10:00:00.000Z',
      });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(newestFirst.length + 2));
    const [deleted, failed] = rows(canvas);
    await expect(within(deleted).getByText('Unknown admin')).toBeVisible();
    await expect(deleted).not.toHaveTextContent('ffffffffffffffffffffffff');
    await expect(within(failed).getByRole('cell', { name: 'stranger@example.com' })).toBeVisible();
    await expect(failed).toHaveTextContent('Failed sign-in for stranger@example.com');
  },
};

/** More events than a page: Next goes to page 2, and at the end the focus moves to Previous. */
export const Paging: Story = {
  parameters: { mockDb: addOlderEvents },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(ACTIVITY_PAGE_SIZE));
    await expect(rows(canvas)[0]).toHaveTextContent(newestFirst[0].summary);
    await expect(pager(canvas).getByText(`Page 1 of 2 (${TOTAL} events)`)).toBeVisible();
    await expect(pager(canvas).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pager(canvas).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(LAST_PAGE_ROWS));
    await expect(pager(canvas).getByText(`Page 2 of 2 (${TOTAL} events)`)).toBeVisible();
    await expect(rows(canvas).at(-1)).toHaveTextContent('Booking from Patient 1: pending → confirmed');
    await expect(pager(canvas).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager(canvas).getByRole('button', { name: 'Previous' })).toHaveFocus();
    // A filter goes back to page 1.
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Inbox');
    await waitFor(() => expect(pager(canvas).getByText(`Page 1 of 2 (${EXTRA} events)`)).toBeVisible());
    await waitFor(() => expect(rows(canvas)).toHaveLength(ACTIVITY_PAGE_SIZE));
  },
};

/** While the next page loads, the old rows stay, marked busy, with 'Updating...' announced. */
export const Busy: Story = {
  parameters: { mockDb: addOlderEvents },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(ACTIVITY_PAGE_SIZE));
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'false');
    setScenario('activity', { kind: 'slow', ms: 1500 });
    await userEvent.click(pager(canvas).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(table(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating...');
    await expect(rows(canvas)).toHaveLength(ACTIVITY_PAGE_SIZE);
    await expect(rows(canvas)[0]).toHaveTextContent(newestFirst[0].summary);
    await waitFor(() => expect(rows(canvas)).toHaveLength(LAST_PAGE_ROWS), { timeout: 5000 });
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

const PHONE = { phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } };

/** WCAG 1.4.10: at 320 px the filters stack and the table scrolls in its own box; the page never scrolls sideways. */
export const At320Pixels: Story = {
  // Inside the padding the admin layout's <main> gives every screen (the form row's gutters rely on it).
  decorators: [
    (Story) => (
      <div className="p-3">
        <Story />
      </div>
    ),
  ],
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(newestFirst.length));
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByLabelText('From')).toBeVisible();
    // The table's own scrolling box takes the focus, so the keyboard can scroll it.
    await expect(canvas.getByRole('region', { name: ACTIVITY_TABLE_NAME })).toHaveAttribute('tabindex', '0');
  },
};

const rachel = demoData.bookings.find((b) => b._id === BOOKING_IDS[0])!;
/** Who opened Rachel's case files, oldest first, as the log stores them. */
const accesses = [
  { ...caseFileViewActivity(SUPER_ADMIN_ID, rachel, 2), _id: newId(), createdAt: '2026-11-11T16:05:00.000Z' },
  { ...caseFileViewActivity(EDITOR_ADMIN_ID, rachel, 2), _id: newId(), createdAt: '2026-11-12T09:28:00.000Z' },
  { ...caseFileDownloadActivity(EDITOR_ADMIN_ID, rachel, { kind: 'stl', size: 684 }), _id: newId(), createdAt: '2026-11-12T09:30:00.000Z' },
];
const isAccess = (e: { action: string }) => (CASE_FILE_ACCESS_ACTIONS as readonly string[]).includes(e.action);
/** The log's queries, in order. */
const activityQueries: URLSearchParams[] = [];

/** 'Case file access only' asks the server for views and downloads only; 'Clear filters' turns it off again. */
export const CaseFileAccessOnly: Story = {
  parameters: {
    mockDb: (d: MockDb) => void d.activity.push(...accesses),
    msw: {
      handlers: {
        activity: [
          // Watches every read of the log; answers the filtered one as the server does (until the mocks do).
          http.get('*/api/activity', ({ request }) => {
            const query = new URL(request.url).searchParams;
            activityQueries.push(query);
            if (query.get('caseFileAccess') !== 'true') return;
            const data = activityFor('super_admin', Object.fromEntries(query)).filter(isAccess);
            const pagination = { page: 1, limit: ACTIVITY_PAGE_SIZE, total: data.length, pages: 1 };
            return HttpResponse.json({ success: true, data, pagination } satisfies components['schemas']['ActivityListResponse']);
          }),
          ...scenario('activity'),
        ],
      },
    },
  },
  beforeEach: () => void (activityQueries.length = 0),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const all = newestFirst.length + accesses.length;
    await waitFor(() => expect(rows(canvas)).toHaveLength(all));
    await expect(activityQueries.at(-1)!.has('caseFileAccess')).toBe(false);
    const only = canvas.getByRole('checkbox', { name: 'Case file access only' });
    await expect(only).not.toBeChecked();

    await userEvent.click(only);
    await expect(only).toBeChecked();
    await waitFor(() => expect(rows(canvas)).toHaveLength(accesses.length));
    await expect(activityQueries.at(-1)!.get('caseFileAccess')).toBe('true');
    // Newest first, and only the views and downloads.
    const newestAccess = [...accesses].reverse();
    for (const [i, row] of rows(canvas).entries()) await expect(row).toHaveTextContent(newestAccess[i].summary);
    for (const e of newestFirst) await expect(within(table(canvas)).queryByText(e.summary)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(only).not.toBeChecked();
    await waitFor(() => expect(rows(canvas)).toHaveLength(all));
    await expect(activityQueries.at(-1)!.has('caseFileAccess')).toBe(false);
  },
};
