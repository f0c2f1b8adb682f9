import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EDITOR_ADMIN_ID, HERO_IDS, ID_PREFIX, RELEASE_IDS, demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { HistoryPanel } from './history-panel';

const cbct = demoData.heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!;
const guide = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
const workflow = demoData.heroes.find((h) => h._id === HERO_IDS.digitalWorkflow)!;
/** The CBCT hero's first title, before the editor retitled it (shared/demo-content/revisions.ts). */
const CBCT_FIRST_TITLE = 'Implant plans built on your CBCT';

const meta = {
  title: 'Admin/History panel',
  component: HistoryPanel,
  args: { kind: 'hero' },
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/hero' } },
  decorators: [
    (Story) => (
      <main className="p-3">
        <h1 className="h3">Hero Management</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof HistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// The panel, the confirm dialog and the toasts render outside the story root.
const body = () => within(document.body);

const openPanel = async (canvasElement: HTMLElement, userEvent: { click: (el: Element) => Promise<void> }): Promise<Canvas> => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'History' }));
  return within(await body().findByRole('dialog', { name: 'Hero section history' }));
};
/** The entries' buttons, newest first, once listed. */
const entries = async (panel: Canvas) => within(await panel.findByRole('list', { name: 'Changes, newest first' })).getAllByRole('button');
const entry = async (panel: Canvas, operation: string, title: string) =>
  (await entries(panel)).find((b) => b.textContent!.startsWith(operation) && b.textContent!.includes(title))!;
/** A comparison row's cells by its field: [this version, now]. */
const rowCells = (panel: Canvas, field: string) => {
  const row = panel.getByRole('rowheader', { name: field }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

export const Loaded: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const history = within(canvasElement).getByRole('button', { name: 'History' });
    const panel = await openPanel(canvasElement, userEvent);
    await expect(panel.getByRole('heading', { level: 2, name: 'Hero section history' })).toBeVisible();
    const list = await entries(panel);
    await expect(list).toHaveLength(3);
    // Newest first: the editor's retitle, then the two creates.
    await expect(list[0]).toHaveTextContent('Updated');
    await expect(list[0]).toHaveTextContent(cbct.title);
    await expect(list[0]).toHaveTextContent('by Sam Okafor');
    await expect(list[0]).toHaveTextContent('Changed: Title');
    await expect(list[1]).toHaveTextContent(`Created ${CBCT_FIRST_TITLE}`);
    await expect(list[1]).toHaveTextContent('by Dr. Elena Marsh (you)');
    await expect(list[2]).toHaveTextContent(`Created ${guide.title}`);
    const times = list.map((b) => Date.parse(b.querySelector('time')!.getAttribute('datetime')!));
    await expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Names, never ids.
    await expect(panel.queryByText(new RegExp(EDITOR_ADMIN_ID))).toBeNull();

    // Closed, the focus is back on 'History'.
    await userEvent.click(panel.getByRole('button', { name: 'Close history' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(history).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { revisions: scenario('revisions', { kind: 'loading' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await expect(await panel.findByRole('status')).toHaveTextContent('Loading history...');
    await expect(panel.queryByRole('list', { name: 'Changes, newest first' })).toBeNull();
  },
};

export const LoadError: Story = {
  // The first load fails; the play function lifts the failure and retries.
  parameters: { scenarios: { revisions: { kind: 'error' } } },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await expect(await panel.findByRole('alert')).toHaveTextContent('Failed to load history');
    await expect(panel.queryByRole('list', { name: 'Changes, newest first' })).toBeNull();
    setScenario('revisions', null);
    await userEvent.click(panel.getByRole('button', { name: 'Retry' }));
    await expect(await entries(panel)).toHaveLength(3);
    await expect(panel.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { revisions: scenario('revisions', { kind: 'empty' }) } } },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await expect(await panel.findByText('No changes recorded yet.')).toBeVisible();
    await expect(panel.queryByRole('list', { name: 'Changes, newest first' })).toBeNull();
  },
};

/** Twelve more changes, by an admin whose account is gone: two pages, and no raw id anywhere. */
export const Paging: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      for (let i = 1; i <= 12; i++) {
        d.revisions.push({
          _id: `${ID_PREFIX}${(0xfa0 + i).toString(16)}`,
          kind: 'hero',
          recordId: workflow._id,
          recordTitle: workflow.title,
          operation: 'update',
          changedFields: ['subtitle', 'backgroundColor'],
          createdBy: '665000000000000000000bff',
          createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T09:00:00.000Z`,
          snapshot: { ...workflow },
        });
      }
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    const first = await entries(panel);
    await expect(first).toHaveLength(10);
    await expect(first[0]).toHaveTextContent('by an admin who no longer exists');
    await expect(first[0]).toHaveTextContent('Changed: Subtitle, Background color');
    await expect(first[0]).not.toHaveTextContent('665000000000000000000bff');
    const pages = within(panel.getByRole('navigation', { name: 'History pages' }));
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(await pages.findByText('Page 2 of 2')).toBeVisible();
    await waitFor(async () => expect(await entries(panel)).toHaveLength(5));
    await expect((await entries(panel)).at(-1)).toHaveTextContent(`Created ${guide.title}`);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    // At the last page the focus moved to the button still usable.
    await waitFor(() => expect(pages.getByRole('button', { name: 'Previous' })).toHaveFocus());
  },
};

/** A translation is a change of its record like any other (ADR 0044): 'Translated', and its texts by language in the comparison. */
export const TranslatedEntry: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      d.revisions.push({
        _id: `${ID_PREFIX}fc1`,
        kind: 'hero',
        recordId: workflow._id,
        recordTitle: workflow.title,
        operation: 'translate',
        changedFields: ['translations'],
        createdBy: EDITOR_ADMIN_ID,
        createdAt: '2026-11-29T09:00:00.000Z',
        snapshot: { ...workflow, translations: { de: { title: 'Digitaler Workflow vom Scan bis zur Bohrschablone' } } },
      });
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    const entry = (await entries(panel))[0];
    await expect(entry).toHaveTextContent(`Translated ${workflow.title}`);
    await expect(entry).toHaveTextContent('Changed: Translations');
  },
};

export const Comparison: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    // The first version of the CBCT hero, beside the hero as it is now: only the title differs.
    const created = await entry(panel, 'Created', CBCT_FIRST_TITLE);
    await userEvent.click(created);
    const heading = await panel.findByRole('heading', { level: 3, name: `Created: ${CBCT_FIRST_TITLE}` });
    await waitFor(() => expect(heading).toHaveFocus());
    const table = await panel.findByRole('table', { name: 'Fields that differ: this version and now' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'This version', 'Now']);
    await expect(rowCells(panel, 'Title')).toEqual([CBCT_FIRST_TITLE, cbct.title]);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(1);

    // Every field, in words; audit fields left out; colours with their code.
    await userEvent.click(panel.getByRole('checkbox', { name: 'Show unchanged fields' }));
    await expect(panel.getByRole('table', { name: 'Every field: this version and now' })).toBeVisible();
    await expect(rowCells(panel, 'Background color')).toEqual([cbct.backgroundColor, cbct.backgroundColor]);
    await expect(rowCells(panel, 'CTA link')).toEqual([cbct.ctaLink, cbct.ctaLink]);
    await expect(rowCells(panel, 'Active')).toEqual(['Yes', 'Yes']);
    await expect(panel.getByRole('rowheader', { name: 'Title (changed)' })).toBeVisible();
    for (const audit of ['ID', 'Created by', 'Last modified by', 'Created at', 'Last modified at']) {
      await expect(panel.queryByRole('rowheader', { name: audit })).toBeNull();
    }

    // Back in the list, the focus is on the entry that was open. The editor's retitle is what the hero is now.
    await userEvent.click(panel.getByRole('button', { name: 'Back to all changes' }));
    await waitFor(async () => expect(await entry(panel, 'Created', CBCT_FIRST_TITLE)).toHaveFocus());
    await userEvent.click(await entry(panel, 'Updated', cbct.title));
    await expect(await panel.findByRole('heading', { level: 3, name: `Updated: ${cbct.title}` })).toBeVisible();
    await expect(await panel.findByText('This version matches the current record.')).toBeVisible();
    await expect(panel.getByText('Changed: Title')).toBeVisible();
    // Restoring it would change nothing.
    const restore = panel.getByRole('button', { name: 'Restore this version' });
    await expect(restore).toBeDisabled();
    await expect(restore).toHaveAccessibleDescription('This version matches the current record.');
  },
};

/** Opens the CBCT hero's first version and asks to restore it. */
const askToRestoreFirstCbctVersion = async (canvasElement: HTMLElement, userEvent: { click: (el: Element) => Promise<void> }) => {
  const panel = await openPanel(canvasElement, userEvent);
  await userEvent.click(await entry(panel, 'Created', CBCT_FIRST_TITLE));
  await panel.findByRole('table', { name: 'Fields that differ: this version and now' });
  const restore = panel.getByRole('button', { name: 'Restore this version' });
  await userEvent.click(restore);
  const dialog = within(await body().findByRole('dialog', { name: 'Restore this version?' }));
  await waitFor(() => expect(dialog.getByText(/goes back to how it was in this version/)).toBeVisible());
  return { panel, restore, dialog };
};

export const Restoring: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { restore, dialog } = await askToRestoreFirstCbctVersion(canvasElement, userEvent);
    setScenario('revisions', { kind: 'slow', ms: 1500 });
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    // While it runs, nothing can be pressed twice.
    await expect(await dialog.findByRole('button', { name: 'Restoring...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(restore).toBeDisabled();
    await expect(await body().findByText('Revision restored successfully!', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Restore this version?' })).toBeNull());
    await waitFor(() => expect(restore).toHaveFocus());
  },
};

export const Restored: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { panel, dialog } = await askToRestoreFirstCbctVersion(canvasElement, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    const toast = await body().findByText('Revision restored successfully!');
    await expect(toast.closest('[role="status"]')).toBeInTheDocument();
    await expect(db.heroes.find((h) => h._id === cbct._id)?.title).toBe(CBCT_FIRST_TITLE);
    // The comparison reloads: this version is now the current one, and there is nothing left to restore.
    await expect(await panel.findByText('This version matches the current record.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Restore this version' })).toBeDisabled();

    // The restore is itself the newest change.
    await userEvent.click(panel.getByRole('button', { name: 'Back to all changes' }));
    await waitFor(async () => expect(await entries(panel)).toHaveLength(4));
    const [newest] = await entries(panel);
    await expect(newest).toHaveTextContent(`Restored ${CBCT_FIRST_TITLE}`);
    await expect(newest).toHaveTextContent('by Dr. Elena Marsh (you)');
    await expect(newest).toHaveTextContent('Changed: Title');
  },
};

/** Working in a release, a restore is not offered: it would change the live site at once, not make a draft. */
export const InARelease: Story = {
  parameters: { store: { workingRelease: { release: { id: RELEASE_IDS.springCampaign, name: 'Spring implant campaign' } } } },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await userEvent.click(await entry(panel, 'Created', CBCT_FIRST_TITLE));
    await panel.findByRole('table', { name: 'Fields that differ: this version and now' });
    const restore = panel.getByRole('button', { name: 'Restore this version' });
    await expect(restore).toBeDisabled();
    await expect(restore).toHaveAccessibleDescription(
      'A version is restored on the live site at once, not as a draft: go back to the live site to restore it.',
    );
  },
};

export const RestoreFailed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { panel, dialog } = await askToRestoreFirstCbctVersion(canvasElement, userEvent);
    setScenario('revisions', { kind: 'error', status: 409, message: 'This version can no longer be restored' });
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    const message = await body().findByText('This version can no longer be restored');
    await expect(message.closest('[role="alert"]')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Restore this version?' })).toBeNull());
    await expect(db.heroes.find((h) => h._id === cbct._id)?.title).toBe(cbct.title);
    await expect(panel.getByRole('button', { name: 'Restore this version' })).toBeEnabled();
  },
};

/** A deleted hero: its last version alone, and 'Bring back' puts it back with its id. */
export const BringBackDeleted: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      d.heroes = d.heroes.filter((h) => h._id !== workflow._id);
      d.revisions.push({
        _id: `${ID_PREFIX}fb0`,
        kind: 'hero',
        recordId: workflow._id,
        recordTitle: workflow.title,
        operation: 'delete',
        changedFields: [],
        createdBy: EDITOR_ADMIN_ID,
        createdAt: '2026-11-08T09:00:00.000Z',
        snapshot: { ...workflow },
      });
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    const [newest] = await entries(panel);
    await expect(newest).toHaveTextContent(`Deleted ${workflow.title}`);
    await expect(newest).toHaveTextContent('by Sam Okafor');
    await userEvent.click(newest);
    await expect(await panel.findByText(/This record has been deleted/)).toBeVisible();
    const table = panel.getByRole('table', { name: 'The record as it was in this version' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'This version']);
    await expect(rowCells(panel, 'Title')).toEqual([workflow.title]);
    await expect(panel.queryByRole('checkbox', { name: 'Show unchanged fields' })).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'Bring back' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Bring back this record?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Bring back' }));
    await expect(await body().findByText('Revision restored successfully!')).toBeInTheDocument();
    await expect(db.heroes.find((h) => h._id === workflow._id)?.title).toBe(workflow.title);
    await expect(await panel.findByText('This version matches the current record.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Bring back' })).toBeDisabled();
  },
};

/** The CBCT hero's history: the demo spring campaign's new title waits in its release, shown apart from the changes. */
export const DraftsWaiting: Story = {
  args: { kind: 'hero', recordId: HERO_IDS.cbctPlanning },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    const section = within(await panel.findByRole('region', { name: 'Drafts waiting in releases' }));
    const [waiting] = section.getAllByTestId('waiting-draft');
    await expect(section.getAllByTestId('waiting-draft')).toHaveLength(1);
    await expect(waiting).toHaveTextContent('Update a hero');
    await expect(waiting).toHaveTextContent(demoData.releaseDrafts[0].records[0].recordTitle);
    await expect(waiting).toHaveTextContent('by Sam Okafor');
    await expect(waiting).toHaveTextContent('Changed: Title');
    const link = section.getByRole('link', { name: 'In the release “Spring implant campaign” (open)' });
    await expect(link).toHaveAttribute('href', `/admin/releases?release=${RELEASE_IDS.springCampaign}`);
    // Apart: the published changes do not hold it.
    for (const change of await entries(panel)) await expect(change).not.toHaveTextContent(demoData.releaseDrafts[0].records[0].recordTitle);
  },
};

/** No release waits with a change to this hero: no drafts section. */
export const NoDraftsWaiting: Story = {
  args: { kind: 'hero', recordId: HERO_IDS.surgicalGuide },
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await entries(panel);
    await expect(panel.queryByRole('region', { name: 'Drafts waiting in releases' })).toBeNull();
  },
};
