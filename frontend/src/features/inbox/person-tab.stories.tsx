import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { DEFAULT_HEALTH_CONSENT_TEXT, PERSON_ARCHIVE, PERSON_TEXTS, type PersonCounts } from '@shared/contract/person-data';
import { demoData } from '@shared/demo-content';
import { BOOKING_IDS } from '@shared/demo-content/ids';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { cbctZip, lowerArchStl, storeCaseUploads } from './fixtures/case-uploads';
import { formatFileSize } from './inbox-format';
import { InboxPage } from './inbox-page';
import {
  erasedWords,
  filesPendingWords,
  nothingStoredFor,
  PERSON_EMAIL_INVALID,
  PERSON_ERASE_CONFIRM_LABEL,
  PERSON_ERASING,
  PERSON_EXPORT_STARTED,
  PERSON_EXPORTING,
  PERSON_SEARCH_LABEL,
  PERSON_SEARCHING,
  PERSON_SUPER_ADMIN_ONLY,
  searchFailed,
  storedFor,
} from './person-words';

const rachel = demoData.bookings.find((b) => b._id === BOOKING_IDS[0])!;
const MESSAGE_TEXT = 'Could you also plan the guide for 46 with the same scan?';

/** Rachel's booking with two case files and her consent, and a contact message of hers (written in capitals). */
function rachelsRecords(mock: MockDb) {
  storeCaseUploads(mock, rachel._id, [cbctZip, lowerArchStl]);
  mock.bookings.find((b) => b._id === rachel._id)!.healthDataConsent = { version: 1, givenAt: rachel.createdAt };
  mock.contactMessages.push({
    _id: '665000000000000000000c99',
    name: rachel.name,
    email: rachel.email.toUpperCase(),
    message: MESSAGE_TEXT,
    isRead: false,
    createdAt: '2026-11-12T09:00:00.000Z',
  });
}

/** What the mocks hold for Rachel with rachelsRecords: the booking's two emails (the team's alert, her confirmation). */
const RACHELS_COUNTS: PersonCounts = { bookings: 1, caseFiles: 2, messages: 1, subscriptions: 0, conversations: 0, chatMessages: 0, emails: 2, consents: 1 };

const meta = {
  title: 'Admin/Inbox/Person',
  component: InboxPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/inbox?tab=person' }, mockDb: rachelsRecords },
} satisfies Meta<typeof InboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = { type: (el: Element, text: string) => Promise<void>; click: (el: Element) => Promise<void>; clear: (el: Element) => Promise<void> };

/** Searches for `email` from the Person tab, which the link opened. */
async function search(canvas: Canvas, userEvent: User, email: string) {
  await expect(canvas.getByRole('tab', { name: 'Person' })).toHaveAttribute('aria-selected', 'true');
  const field = canvas.getByLabelText(PERSON_SEARCH_LABEL);
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
}

/** The records found, once shown. */
const found = async (canvas: Canvas) => within(await canvas.findByTestId('person-found'));

/** Finds Rachel's records, opens Erase, types her address and confirms: the dialog, as it then stands. */
async function eraseRachel(canvas: Canvas, userEvent: User) {
  await search(canvas, userEvent, rachel.email);
  await userEvent.click((await found(canvas)).getByRole('button', { name: 'Erase' }));
  const dialog = within(await within(document.body).findByRole('dialog'));
  await userEvent.type(dialog.getByLabelText(PERSON_ERASE_CONFIRM_LABEL), rachel.email);
  await userEvent.click(dialog.getByRole('button', { name: 'Erase everything' }));
  return dialog;
}

/** The person routes, with `overrides` answering first. */
const personHandlers = (...overrides: ReturnType<typeof http.post>[]) => ({ person: [...overrides, ...scenario('person')] });

/** An address with nothing stored: the search says so, and offers nothing to export or erase. */
export const NoneFound: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await search(canvas, userEvent, 'nobody@unknown-clinic.example');
    await expect(await canvas.findByTestId('person-none')).toHaveTextContent(nothingStoredFor('nobody@unknown-clinic.example'));
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Erase' })).toBeNull();
  },
};

/** Every record of the address by kind, found whatever the case it was written in, with the counts in words. */
export const Found: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await search(canvas, userEvent, rachel.email);
    const records = await found(canvas);
    await expect(records.getByRole('heading', { level: 3, name: storedFor(rachel.email, RACHELS_COUNTS) })).toBeVisible();
    const booking = within(records.getByTestId('person-booking'));
    for (const text of [rachel.subject, 'Pending']) await expect(booking.getByText(text)).toBeVisible();
    await expect(booking.getAllByTestId('person-case-file').map((li) => li.textContent)).toEqual([
      `${cbctZip.fileName} (${formatFileSize(cbctZip.size)})`,
      `${lowerArchStl.fileName} (${formatFileSize(lowerArchStl.size)})`,
    ]);
    await expect(records.getByTestId('person-message')).toHaveTextContent(MESSAGE_TEXT);
    await expect(records.getAllByTestId('mail-delivery')).toHaveLength(2);
    const consent = within(records.getByTestId('person-consent'));
    await expect(consent.getByText('Version 1')).toBeVisible();
    await expect(consent.getByText(DEFAULT_HEALTH_CONSENT_TEXT)).toBeVisible();
    await expect(records.getByRole('button', { name: 'Export' })).toBeEnabled();
    await expect(records.getByRole('button', { name: 'Erase' })).toBeEnabled();
    await expect(records.queryByText(PERSON_SUPER_ADMIN_ONLY)).toBeNull();
  },
};

/** Export asks for a link and the browser follows it; the button waits while the link is made. */
export const Exporting: Story = {
  parameters: {
    msw: { handlers: personHandlers(http.post('*/api/privacy/person/export-link', async () => (await delay(600), undefined))) },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const followed: { href: string; name: string }[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.getAttribute('href')!, name: this.download });
    });
    try {
      await search(canvas, userEvent, rachel.email);
      const records = await found(canvas);
      await userEvent.click(records.getByRole('button', { name: 'Export' }));
      const busy = await records.findByRole('button', { name: PERSON_EXPORTING });
      await expect(busy).toBeDisabled();
      await expect(records.getByRole('button', { name: 'Erase' })).toBeDisabled();
      await expect(await records.findByText(PERSON_EXPORT_STARTED)).toBeVisible();
      await expect(followed).toHaveLength(1);
      await expect(followed[0].href).toMatch(/^\/api\/privacy\/person\/export\?signature=[\w-]+$/);
      await expect(followed[0].href).not.toContain('rachel');
      await expect(followed[0].name).toBe(PERSON_ARCHIVE.fileName(new Date()));
      // The link downloads the zip.
      const zip = await fetch(followed[0].href);
      await expect(zip.headers.get('content-type')).toBe('application/zip');
    } finally {
      click.mockRestore();
    }
  },
};

/** Erase opens a dialog that does nothing until the address is typed again. */
export const EraseConfirmation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await search(canvas, userEvent, rachel.email);
    await userEvent.click((await found(canvas)).getByRole('button', { name: 'Erase' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Erase this person’s data?' }));
    const confirm = dialog.getByRole('button', { name: 'Erase everything' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(PERSON_ERASE_CONFIRM_LABEL), 'rachel@another-clinic.example');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(dialog.getByLabelText(PERSON_ERASE_CONFIRM_LABEL));
    await userEvent.type(dialog.getByLabelText(PERSON_ERASE_CONFIRM_LABEL), rachel.email.toUpperCase());
    await expect(confirm).toBeEnabled();
    // Nothing was erased yet.
    await expect(db.bookings.some((b) => b._id === rachel._id)).toBe(true);
  },
};

/** While the erasure runs, the dialog's buttons wait and say so. */
export const Erasing: Story = {
  parameters: { msw: { handlers: personHandlers(http.post('*/api/privacy/person/erase', () => delay('infinite'))) } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await eraseRachel(canvas, userEvent);
    await expect(await dialog.findByRole('button', { name: PERSON_ERASING })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Erased: the server's sentence and what went; a search again finds nothing. */
export const Erased: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await eraseRachel(canvas, userEvent);
    const erased = within(await canvas.findByTestId('person-erased'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(erased.getByText(PERSON_TEXTS.erased)).toBeVisible();
    await expect(erased.getByText(erasedWords(RACHELS_COUNTS))).toBeVisible();
    await waitFor(() => expect(erased.getByRole('heading', { name: `Erased ${rachel.email}` })).toHaveFocus());
    await expect(db.bookings.some((b) => b._id === rachel._id)).toBe(false);
    await search(canvas, userEvent, rachel.email);
    await expect(await canvas.findByTestId('person-none')).toHaveTextContent(nothingStoredFor(rachel.email));
  },
};

/** Case files the storage has not deleted yet are named; the server retries until they are gone. */
export const ErasedFilesPending: Story = {
  parameters: {
    msw: {
      handlers: personHandlers(
        http.post('*/api/privacy/person/erase', () =>
          HttpResponse.json({ success: true, data: { nothingStored: false, erased: RACHELS_COUNTS, filesPending: 2 }, message: PERSON_TEXTS.erased }),
        ),
      ),
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await eraseRachel(canvas, userEvent);
    const erased = within(await canvas.findByTestId('person-erased'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(erased.getByText(filesPendingWords(2))).toBeVisible();
  },
};

/** A refused erasure keeps the dialog open with the server's message. */
export const EraseRefused: Story = {
  parameters: {
    msw: {
      handlers: personHandlers(
        http.post('*/api/privacy/person/erase', () => HttpResponse.json({ success: false, message: AUTH_MESSAGES.superAdminOnly }, { status: 403 })),
      ),
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await eraseRachel(canvas, userEvent);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.superAdminOnly);
    await expect(db.bookings.some((b) => b._id === rachel._id)).toBe(true);
  },
};

/** The search's own states: a malformed address never leaves the form; the server's refusals are shown as it words them. */
export const Errors: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        person: [
          http.get('*/api/privacy/person', ({ request }) => {
            const email = new URL(request.url).searchParams.get('email');
            if (email === 'slow@clinic.example') return delay('infinite');
            if (email === 'refused@clinic.example')
              return HttpResponse.json(
                { success: false, message: 'Validation failed', errors: [{ field: 'email', message: 'must be a valid email address' }] },
                { status: 400 },
              );
            return HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 });
          }),
          ...scenario('person'),
        ],
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(PERSON_SEARCH_LABEL);
    await search(canvas, userEvent, 'not-an-address');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(PERSON_EMAIL_INVALID));
    await waitFor(() => expect(field).toHaveFocus());

    await search(canvas, userEvent, 'refused@clinic.example');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(searchFailed('Validation failed'));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('must be a valid email address'));

    await search(canvas, userEvent, 'down@clinic.example');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(searchFailed('Database unavailable')));

    await search(canvas, userEvent, 'slow@clinic.example');
    await expect(await canvas.findByText(PERSON_SEARCHING)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find' })).toBeDisabled();
  },
};

/** A regular admin sees the records, and why there is no Export or Erase. */
export const RegularAdmin: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await search(canvas, userEvent, rachel.email);
    const records = await found(canvas);
    await expect(records.getByText(PERSON_SUPER_ADMIN_ONLY)).toBeVisible();
    await expect(records.getByTestId('person-booking')).toHaveTextContent(rachel.subject);
    await expect(records.queryByRole('button', { name: 'Export' })).toBeNull();
    await expect(records.queryByRole('button', { name: 'Erase' })).toBeNull();
  },
};
