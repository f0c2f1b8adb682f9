import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, spyOn, waitFor, within } from 'storybook/test';
import {
  CONFLICT_FIELD_MESSAGE,
  draftNoLongerApplies,
  PREVIEW_LINK_CREATED,
  RELEASE_APPROVED,
  RELEASE_APPROVED_SCHEDULED,
  RELEASE_CONFLICT,
  RELEASE_CREATED,
  RELEASE_PUBLISHED,
  RELEASE_REVERTED,
  RELEASE_SCHEDULED,
  RELEASE_SENT_BACK,
  RELEASE_SETTINGS_SAVED,
  RELEASE_SUBMITTED,
  RELEASE_UNSCHEDULED,
  SCHEDULE_NOT_AHEAD,
  undoName,
} from '@shared/contract/releases';
import { contentKind } from '@shared/content-kinds';
import { demoData } from '@shared/demo-content';
import { EDITOR_ADMIN_ID, HERO_IDS } from '@shared/demo-content/ids';
import { db, setMockClock, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { formatDateTime } from '@/lib/format/date-time';
import { ReleasesPage } from './releases-page';
import { RELEASE_TEXTS } from './releases-rules';
import { RELEASES_TABLE_NAME } from './releases-table';

const meta = {
  title: 'Admin/Releases',
  component: ReleasesPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/releases' } },
} satisfies Meta<typeof ReleasesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// Toasts and the confirm dialogs render outside the story root.
const body = () => within(document.body);

const spring = demoData.releases[0];
const [springDraft] = demoData.releaseDrafts;
const [heroChange] = springDraft.records;
const heroBefore = heroChange.before as { title: string; subtitle: string };
const heroAfter = heroChange.after as { title: string };
const liveHero = () => db.heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!;
const nameOf = (id: string) => demoData.demoAdmins.find((a) => a.admin._id === id)!.admin;
const sam = nameOf(EDITOR_ADMIN_ID);
const elena = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!.admin;
const heroKind = contentKind('hero').label;
const SUBTITLE_NOW = 'Edited on the live site while the release waited.';

/** The mocks' clock in the stories that schedule, and a time to come by it (in the browser's own time zone). */
const CLOCK = Date.parse('2026-12-01T09:00:00.000Z');
const LOCAL_AT = '2026-12-02T10:00';

const openSpring = { route: { path: `/admin/releases?release=${spring._id}` } };

const rows = (canvas: Canvas): HTMLElement[] => {
  const found = canvas.queryByRole('table', { name: RELEASES_TABLE_NAME });
  return found ? within(found).getAllByRole('row').slice(1) : [];
};
/** The open release's panel, once it has loaded. */
const detail = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: spring.name }));
const dialog = async (name: string) => within(await body().findByRole('dialog', { name }));
const dialogClosed = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
const toast = (text: string) => body().findByText(text);

/** The demo release in review: Sam submitted it with a word for the reviewers. */
function inReview(d: MockDb) {
  Object.assign(d.releases[0], {
    state: 'in_review',
    review: { submittedBy: EDITOR_ADMIN_ID, submittedAt: '2026-11-21T09:00:00.000Z', submitComment: 'Ready for the spring mailing.' },
  });
}

/** Publish now, confirmed in the dialog. */
async function publishNow(panel: Canvas, userEvent: { click: (el: Element) => Promise<void> }) {
  await userEvent.click(panel.getByRole('button', { name: 'Publish now' }));
  await userEvent.click((await dialog('Publish this release now?')).getByRole('button', { name: 'Publish now' }));
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    await expect(canvas.getByText(RELEASE_TEXTS.intro)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'New release' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    const [row] = rows(canvas);
    await expect(within(row).getByRole('link', { name: spring.name })).toBeVisible();
    await expect(within(row).getByText('Open', { selector: '.badge' })).toBeVisible();
    await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('1');
    await expect(row).toHaveTextContent(sam.name);
    await expect(row).toHaveTextContent(`Updated ${formatDateTime(spring.updatedAt)}`);
    await expect(row.querySelector('time')).toHaveAttribute('datetime', spring.updatedAt);
    await expect(canvas.getByText('Page 1 of 1 (1 release)')).toBeVisible();
    // Nothing is open until a release is chosen; a super admin has the setting.
    await expect(canvas.queryByRole('region', { name: spring.name })).toBeNull();
    await expect(canvas.getByRole('switch', { name: RELEASE_TEXTS.settingLabel })).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { releases: scenario('releases', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RELEASE_TEXTS.loading)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The list fails (500); Retry, once the server is back, shows it. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { scenarios: { releases: { kind: 'error', status: 500, message: 'Database unavailable' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText(`${RELEASE_TEXTS.loadFailed}: Database unavailable`);
    await expect(canvas.queryByRole('table')).toBeNull();
    setScenario('releases', null);
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
  },
};

export const Empty: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.releases = []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RELEASE_TEXTS.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Release pages' })).toBeNull();
  },
};

/** Chosen in the list: its facts, its actions, and its one draft of the CBCT hero's title, field by field. */
export const DetailWithChanges: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: spring.name }));
    const panel = await detail(canvas);
    await waitFor(() => expect(panel.getByRole('heading', { level: 2, name: spring.name })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: spring.name })).toHaveAttribute('aria-current', 'true');
    await expect(panel.getByTestId('release-facts')).toHaveTextContent(`Made by ${sam.name}, ${formatDateTime(spring.createdAt)} · 1 change`);
    for (const name of ['Create preview link', 'Submit for review…', 'Publish now', 'Schedule…'])
      await expect(panel.getByRole('button', { name })).toBeEnabled();
    await expect(panel.queryByRole('button', { name: 'Undo' })).toBeNull();

    await expect(panel.getByRole('heading', { level: 3, name: 'Changes (1)' })).toBeVisible();
    const change = within(panel.getByTestId('release-change'));
    await expect(change.getByRole('heading', { level: 4 })).toHaveTextContent(heroKind);
    await expect(change.getByText(/^Saved by/)).toHaveTextContent(`Saved by ${sam.name}, ${formatDateTime(springDraft.createdAt)}`);
    const fields = change.getByRole('table', { name: `${heroAfter.title}: fields this draft changes` });
    const [header, title, ...others] = within(fields).getAllByRole('row');
    await expect(header).toHaveTextContent('FieldBeforeAfter');
    await expect(within(title).getByRole('rowheader')).toHaveTextContent('Title');
    await expect(
      within(title)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([heroBefore.title, heroAfter.title]);
    // Only what the draft changes: not the audit fields it also wrote.
    await expect(others).toHaveLength(0);
    await expect(panel.queryByRole('heading', { name: 'Review' })).toBeNull();
    await expect(panel.queryByRole('heading', { name: 'Emails' })).toBeNull();
  },
};

/** Its draft's hero deleted on the live site since: the draft says it no longer applies, beside its changes. */
export const DetailWithStaleDraft: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.heroes = d.heroes.filter((h) => h._id !== HERO_IDS.cbctPlanning)) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: spring.name }));
    const change = within((await detail(canvas)).getByTestId('release-change'));
    await expect(await change.findByText(/no longer applies/)).toHaveTextContent(draftNoLongerApplies('Update a hero', 'Hero not found'));
  },
};

/** A release made from the form is listed first and opened. */
export const Created: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), '  Autumn prices  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create release' }));
    await expect(await toast(RELEASE_CREATED)).toBeVisible();
    await expect(db.releases.at(-1)).toMatchObject({ name: 'Autumn prices', state: 'open', createdBy: elena._id });
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    await expect(rows(canvas)[0]).toHaveTextContent('Autumn prices');
    const panel = within(await canvas.findByRole('region', { name: 'Autumn prices' }));
    await expect(panel.getByText(RELEASE_TEXTS.noDrafts)).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Publish now' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/** A blank name is refused at the field, which takes the focus; nothing is sent. */
export const CreateValidationError: Story = {
  name: 'Validation error on create',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create release' }));
    await expect(await canvas.findByText(RELEASE_TEXTS.nameRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(RELEASE_TEXTS.nameRequired));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(db.releases).toHaveLength(1);
    await expect(body().queryByText(RELEASE_CREATED)).toBeNull();
    // Typing clears the mark.
    await userEvent.type(field, 'A');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** While a publish is under way the dialog's buttons wait, saying so; then it closes and the toast says it went live. */
export const Busy: Story = {
  parameters: openSpring,
  play: async ({ canvasElement, userEvent }) => {
    const panel = await detail(within(canvasElement));
    setScenario('releases', { kind: 'slow', ms: 1500 });
    await publishNow(panel, userEvent);
    const confirm = await dialog('Publish this release now?');
    await expect(confirm.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(await toast(RELEASE_PUBLISHED)).toBeVisible();
    await dialogClosed();
  },
};

export const PublishSuccess: Story = {
  name: 'Publish success',
  parameters: openSpring,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const panel = await detail(canvas);
    await publishNow(panel, userEvent);
    await expect(await toast(RELEASE_PUBLISHED)).toBeVisible();
    await waitFor(() => expect(panel.getByText('Published', { selector: '.badge' })).toBeVisible());
    await expect(liveHero().title).toBe(heroAfter.title);
    const published = db.releases[0].publishedAt!;
    await waitFor(() => expect(panel.getByTestId('release-facts')).toHaveTextContent(`Published ${formatDateTime(published)} by ${elena.name}`));
    await expect(panel.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(panel.queryByRole('button', { name: 'Publish now' })).toBeNull();
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent(`Published ${formatDateTime(published)}`));
  },
};

/** The hero was edited live after the draft: nothing is published, and the conflict shows field by field. */
export const PublishConflict: Story = {
  name: 'Publish conflict',
  parameters: {
    ...openSpring,
    // A new object: the demo draft's `before` is the same object as the seeded hero (structuredClone keeps shared references).
    mockDb: (d: MockDb) => {
      const i = d.heroes.findIndex((h) => h._id === HERO_IDS.cbctPlanning);
      d.heroes[i] = { ...d.heroes[i], subtitle: SUBTITLE_NOW };
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await detail(within(canvasElement));
    await publishNow(panel, userEvent);
    const alert = within(await panel.findByRole('alert'));
    await expect(alert.getByText(RELEASE_CONFLICT)).toBeVisible();
    await expect(alert.getByRole('listitem')).toHaveTextContent(`${heroBefore.title} › subtitle: ${CONFLICT_FIELD_MESSAGE}`);
    await expect(body().queryByText(RELEASE_PUBLISHED)).toBeNull();
    await expect(liveHero().title).toBe(heroBefore.title);

    // The release is failed, and says what stopped it: the live subtitle beside the one the draft started from.
    await waitFor(() => expect(panel.getByText('Failed', { selector: '.badge' })).toBeVisible());
    await expect(panel.getByRole('heading', { level: 3, name: 'What stopped the last publish' })).toBeVisible();
    const table = panel.getByRole('table', { name: `${heroKind} “${heroBefore.title}”: changed on the live site since it was drafted` });
    const [header, subtitle, ...others] = within(table).getAllByRole('row');
    await expect(header).toHaveTextContent('FieldWhen draftedLive now');
    await expect(within(subtitle).getByRole('rowheader')).toHaveTextContent('Subtitle');
    await expect(
      within(subtitle)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([heroBefore.subtitle, SUBTITLE_NOW]);
    await expect(others).toHaveLength(0);
    // A failed release may be mended and published again.
    await expect(panel.getByRole('button', { name: 'Publish now' })).toBeEnabled();
  },
};

/** With the mocks' clock set, a time to come schedules the release; the list and the panel say when. */
export const Schedule: Story = {
  parameters: openSpring,
  beforeEach: () => {
    setMockClock(() => CLOCK);
    return () => setMockClock();
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const panel = await detail(canvas);
    await userEvent.click(panel.getByRole('button', { name: 'Schedule…' }));
    const field = panel.getByLabelText(/Publish at/);
    await waitFor(() => expect(field).toHaveFocus());
    // Without a time, nothing is sent.
    await userEvent.click(panel.getByRole('button', { name: 'Schedule' }));
    await expect(await panel.findByText(RELEASE_TEXTS.timeRequired)).toBeVisible();
    await expect(db.releases[0].state).toBe('open');

    fireEvent.change(field, { target: { value: LOCAL_AT } });
    await userEvent.click(panel.getByRole('button', { name: 'Schedule' }));
    await expect(await toast(RELEASE_SCHEDULED)).toBeVisible();
    const at = new Date(LOCAL_AT).toISOString();
    await expect(db.releases[0]).toMatchObject({ state: 'scheduled', scheduledAt: at });
    await waitFor(() => expect(panel.getByText('Scheduled', { selector: '.badge' })).toBeVisible());
    await expect(panel.getByTestId('release-facts')).toHaveTextContent(`Scheduled for ${formatDateTime(at)} by ${elena.name}`);
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent(`Scheduled for ${formatDateTime(at)}`));
    await expect(panel.queryByLabelText(/Publish at/)).toBeNull();
    for (const name of ['Unschedule', 'Publish now', 'Change time…']) await expect(panel.getByRole('button', { name })).toBeEnabled();
    await expect(panel.queryByRole('button', { name: 'Submit for review…' })).toBeNull();

    // Taken off its schedule, it is open again.
    await userEvent.click(panel.getByRole('button', { name: 'Unschedule' }));
    await expect(await toast(RELEASE_UNSCHEDULED)).toBeVisible();
    await waitFor(() => expect(panel.getByText('Open', { selector: '.badge' })).toBeVisible());
  },
};

/** A time that has passed by the mocks' clock: the server's 400 shows in the alert and at the field. */
export const ScheduleRefused: Story = {
  parameters: openSpring,
  beforeEach: () => {
    setMockClock(() => CLOCK);
    return () => setMockClock();
  },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await detail(within(canvasElement));
    await userEvent.click(panel.getByRole('button', { name: 'Schedule…' }));
    const field = panel.getByLabelText(/Publish at/);
    fireEvent.change(field, { target: { value: '2026-11-30T10:00' } });
    await userEvent.click(panel.getByRole('button', { name: 'Schedule' }));
    const alert = within(await panel.findByRole('alert'));
    await expect(alert.getByRole('listitem')).toHaveTextContent(`Publish at: ${SCHEDULE_NOT_AHEAD}`);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(SCHEDULE_NOT_AHEAD));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(db.releases[0].state).toBe('open');
  },
};

/** The link is the whole address, with its end; Copy puts it on the clipboard; another language's link opens the site in it. */
export const PreviewLinkShown: Story = {
  name: 'Preview link shown',
  parameters: openSpring,
  play: async ({ canvasElement, userEvent }) => {
    const panel = await detail(within(canvasElement));
    const before = Date.now();
    await userEvent.click(panel.getByRole('button', { name: 'Create preview link' }));
    await expect(await toast(PREVIEW_LINK_CREATED)).toBeVisible();
    const link = await panel.findByRole('textbox', { name: 'Preview link' });
    const address = (link as HTMLInputElement).value;
    await expect(address).toMatch(new RegExp(`^${window.location.origin}/preview/[\\w.-]+$`));
    const expiry = panel.getByText(/Anyone with it sees the site with this release until/);
    const until = Date.parse(expiry.querySelector('time')!.getAttribute('datetime')!);
    await expect(until - before).toBeGreaterThan(71 * 3600_000);
    await expect(expiry).toHaveTextContent(formatDateTime(new Date(until).toISOString()));
    await expect(link).toHaveAccessibleDescription(expect.stringContaining('until'));
    const language = await panel.findByRole('combobox', { name: 'Preview in' });
    await expect(language).toHaveValue('en');
    await userEvent.selectOptions(language, 'de');
    await expect(link).toHaveValue(`${address}?lang=de`);
    await userEvent.selectOptions(language, 'en');
    await expect(link).toHaveValue(address);

    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(panel.getByRole('button', { name: 'Copy link' }));
      await expect(writeText).toHaveBeenCalledWith(address);
      await expect(await toast(RELEASE_TEXTS.linkCopied)).toBeVisible();
    } finally {
      writeText.mockRestore();
    }
  },
};

/** Published, then undone after a confirm: the hero is back, and the undo is listed as a release of its own. */
export const UndoSuccess: Story = {
  name: 'Undo success',
  parameters: openSpring,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const panel = await detail(canvas);
    await publishNow(panel, userEvent);
    await dialogClosed();
    await userEvent.click(await panel.findByRole('button', { name: 'Undo' }));
    const confirm = await dialog('Undo this release?');
    await userEvent.click(confirm.getByRole('button', { name: 'Undo release' }));
    await expect(await toast(RELEASE_REVERTED)).toBeVisible();
    await waitFor(() => expect(panel.getByText('Reverted', { selector: '.badge' })).toBeVisible());
    await expect(liveHero().title).toBe(heroBefore.title);
    await expect(panel.queryByRole('button', { name: 'Undo' })).toBeNull();
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    await expect(rows(canvas)[0]).toHaveTextContent(undoName(spring.name));
    await expect(within(rows(canvas)[0]).getByText('Published', { selector: '.badge' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'open the release that undid it' })).toBeVisible();
  },
};

/** A regular admin cannot publish by default: they submit the release, and the super admins get an email. */
export const SubmitForReview: Story = {
  name: 'Regular admin: submit for review',
  parameters: { ...openSpring, signedInAs: 'admin' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const panel = await detail(canvas);
    await expect(panel.getByText(RELEASE_TEXTS.needsReview)).toBeVisible();
    for (const name of ['Publish now', 'Schedule…', 'Unschedule', 'Undo']) await expect(panel.queryByRole('button', { name })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'Submit for review…' }));
    const comment = panel.getByRole('textbox', { name: 'Comment for the reviewers (optional)' });
    await waitFor(() => expect(comment).toHaveFocus());
    await userEvent.type(comment, 'Ready for the spring mailing.');
    await userEvent.click(panel.getByRole('button', { name: 'Submit for review' }));
    await expect(await toast(RELEASE_SUBMITTED)).toBeVisible();
    await waitFor(() => expect(panel.getByText('In review', { selector: '.badge' })).toBeVisible());
    await expect(panel.getByText(RELEASE_TEXTS.waitingForReview)).toBeVisible();
    await expect(panel.getByTestId('review-submitted')).toHaveTextContent(`by ${sam.name}`);
    await expect(panel.getByTestId('review-submitted')).toHaveTextContent('Ready for the spring mailing.');
    await expect(panel.queryByRole('button', { name: /Approve/ })).toBeNull();
    const mail = within(panel.getByTestId('release-mail'));
    await expect(mail.getByText('Request to review')).toBeVisible();
    await expect(mail.getByText(elena.email, { exact: false })).toBeVisible();
    await expect(mail.getByText('Sent', { selector: '.badge' })).toBeVisible();
  },
};

/** With the setting on, a regular admin publishes and schedules as a super admin does (still without the switch). */
export const RegularAdminMayPublish: Story = {
  name: 'Regular admin: may publish when the setting allows',
  parameters: { ...openSpring, signedInAs: 'admin', mockDb: (d: MockDb) => void (d.releaseSettings.regularAdminsMayPublish = true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await detail(canvas);
    for (const name of ['Publish now', 'Schedule…', 'Submit for review…']) await expect(await panel.findByRole('button', { name })).toBeEnabled();
    await expect(panel.queryByText(RELEASE_TEXTS.needsReview)).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** Sending back needs a comment; with one, the release is open again and its author is told. */
export const SendBack: Story = {
  name: 'Send back with comment',
  parameters: { ...openSpring, mockDb: inReview },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await detail(within(canvasElement));
    await expect(panel.getByTestId('review-submitted')).toHaveTextContent(`by ${sam.name}`);
    await expect(panel.queryByRole('button', { name: 'Publish now' })).toBeNull();
    const comment = panel.getByRole('textbox', { name: /Comment for the author/ });
    await userEvent.click(panel.getByRole('button', { name: 'Send back' }));
    await expect(await panel.findByText(RELEASE_TEXTS.sendBackNeedsComment)).toBeVisible();
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(comment).toHaveFocus());
    await expect(db.releases[0].state).toBe('in_review');

    await userEvent.type(comment, 'Keep the old subtitle for now.');
    await userEvent.click(panel.getByRole('button', { name: 'Send back' }));
    await expect(await toast(RELEASE_SENT_BACK)).toBeVisible();
    await waitFor(() => expect(panel.getByText('Open', { selector: '.badge' })).toBeVisible());
    const decision = panel.getByTestId('review-decision');
    await expect(decision).toHaveTextContent(`by ${elena.name}`);
    await expect(decision).toHaveTextContent('Keep the old subtitle for now.');
    await expect(within(panel.getByTestId('release-mail')).getByText('Review decision')).toBeVisible();
    await expect(panel.getByTestId('release-mail')).toHaveTextContent(sam.email);
  },
};

/** Approved without a time: published at once, the author told. */
export const ApproveNow: Story = {
  name: 'Approve now',
  parameters: { ...openSpring, mockDb: inReview },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await detail(within(canvasElement));
    await userEvent.type(panel.getByRole('textbox', { name: /Comment for the author/ }), 'Looks right.');
    await userEvent.click(panel.getByRole('button', { name: 'Approve and publish now' }));
    await expect(await toast(RELEASE_APPROVED)).toBeVisible();
    await waitFor(() => expect(panel.getByText('Published', { selector: '.badge' })).toBeVisible());
    await expect(liveHero().title).toBe(heroAfter.title);
    await expect(panel.getByTestId('review-decision')).toHaveTextContent(`by ${elena.name}`);
    await expect(panel.getByTestId('review-decision')).toHaveTextContent('Looks right.');
    await expect(panel.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

/** Approved with a time to come (by the mocks' clock): scheduled for then, the author told. */
export const ApproveAtTime: Story = {
  name: 'Approve at a time',
  parameters: { ...openSpring, mockDb: inReview },
  beforeEach: () => {
    setMockClock(() => CLOCK);
    return () => setMockClock();
  },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await detail(within(canvasElement));
    fireEvent.change(panel.getByLabelText(/Publish at/), { target: { value: LOCAL_AT } });
    await userEvent.click(panel.getByRole('button', { name: 'Approve and schedule' }));
    await expect(await toast(RELEASE_APPROVED_SCHEDULED)).toBeVisible();
    const at = new Date(LOCAL_AT).toISOString();
    await waitFor(() => expect(panel.getByText('Scheduled', { selector: '.badge' })).toBeVisible());
    await expect(panel.getByTestId('release-facts')).toHaveTextContent(`Scheduled for ${formatDateTime(at)} by ${elena.name}`);
    await expect(panel.getByTestId('review-decision')).toHaveTextContent(`by ${elena.name}`);
    await expect(liveHero().title).toBe(heroBefore.title);
  },
};

/** A link to a release that is not there (deleted, or mistyped): the panel says so, and the list stays usable. */
export const UnknownRelease: Story = {
  parameters: { route: { path: '/admin/releases?release=ffffffffffffffffffffffff' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Release' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Release not found');
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
  },
};

/** The super admin's switch is saved at once. */
export const SettingsSaved: Story = {
  name: 'Settings switch saved',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const setting = canvas.getByRole('switch', { name: RELEASE_TEXTS.settingLabel });
    await waitFor(() => expect(setting).toBeEnabled());
    await userEvent.click(setting);
    await expect(await toast(RELEASE_SETTINGS_SAVED)).toBeVisible();
    await expect(db.releaseSettings).toMatchObject({ regularAdminsMayPublish: true, lastModifiedBy: elena._id });
    await waitFor(() => expect(setting).toBeChecked());
    await waitFor(() => expect(setting).toBeEnabled());
  },
};
