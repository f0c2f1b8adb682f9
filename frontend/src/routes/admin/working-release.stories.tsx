import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { DRAFT_SAVED } from '@shared/contract/releases';
import { EDITOR_ADMIN_ID, HERO_IDS, RELEASE_IDS, demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { HeroAdminPage } from '@/features/hero/admin/hero-admin-page';
import { readKeptRelease } from '@/platform/releases/working-release-storage';
import { AdminLayout } from './admin-layout';

const spring = demoData.releases.find((r) => r._id === RELEASE_IDS.springCampaign)!;
const SPRING = { id: spring._id, name: spring.name };
/** The CBCT hero's title as the demo release drafts it (shared/demo-content/releases.ts), and as it is live. */
const DRAFTED_TITLE = 'This spring: every implant planned around the anatomy that matters';
const LIVE_TITLE = demoData.heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!.title;
const BANNER_TEXT = `You are editing the release \u201c${spring.name}\u201d: saves are kept as drafts and visitors see nothing until it is published.`;

/** The Hero screen in the admin layout, as the admin area shows it. */
function HeroScreen() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="hero" element={<HeroAdminPage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Admin/Working in a release',
  component: HeroScreen,
  parameters: { signedInAs: 'admin', route: { path: '/admin/hero' } },
} satisfies Meta<typeof HeroScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Working in the spring campaign, as after choosing it (or reloading while in it). */
const inSpring = { store: { workingRelease: { release: SPRING } } };

const body = () => within(document.body);
const picker = (canvas: ReturnType<typeof within>) => canvas.getByRole('combobox', { name: 'Working in:' });
const banner = (canvas: ReturnType<typeof within>) => canvas.queryByRole('region', { name: 'Working release' });
const row = (canvas: ReturnType<typeof within>, title: string) => canvas.findByRole('listitem', { name: title });

/** The releases that take drafts (open or failed), newest first, after the live site; the others are not offered. */
export const PickerListsReleases: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      const made = { createdBy: EDITOR_ADMIN_ID, createdAt: '2026-11-21T08:00:00.000Z', updatedAt: '2026-11-21T08:00:00.000Z' };
      d.releases.push(
        { ...made, _id: '665000000000000000000a52', name: 'Winter opening hours', state: 'published', publishedAt: made.updatedAt },
        { ...made, _id: '665000000000000000000a53', name: 'Autumn prices', state: 'failed', failure: { message: 'Stopped', conflicts: [] } },
      );
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await row(canvas, LIVE_TITLE);
    await waitFor(() =>
      expect(
        within(picker(canvas))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Live site', 'Autumn prices', spring.name]),
    );
    await expect(picker(canvas)).toHaveValue('');
    await expect(banner(canvas)).toBeNull();
  },
};

/** Choosing the spring campaign: the banner says so, the screen shows its draft, and its saves are drafts. */
export const ChooseRelease: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await row(canvas, LIVE_TITLE);
    await waitFor(() => expect(within(picker(canvas)).getByRole('option', { name: spring.name })).toBeInTheDocument());
    await userEvent.selectOptions(picker(canvas), spring.name);

    await expect(await canvas.findByRole('region', { name: 'Working release' })).toHaveTextContent(BANNER_TEXT);
    await row(canvas, DRAFTED_TITLE);
    await expect(canvas.queryByRole('listitem', { name: LIVE_TITLE })).toBeNull();
    // A reload stays in it (for this tab).
    await expect(readKeptRelease()).toEqual(SPRING);

    await userEvent.click(within(await row(canvas, DRAFTED_TITLE)).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(DRAFTED_TITLE);
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByRole('button', { name: 'Update Hero' })).toBeNull();
    await expect(within(canvas.getByRole('region', { name: 'Preview' })).getByText(/nothing is saved until you click Save as draft/)).toBeVisible();
  },
};

/** A save in the release is a draft: the live hero stays as it is, the release holds one more draft. */
export const SaveAsDraft: Story = {
  parameters: inSpring,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const drafts = db.releaseDrafts.length;
    await userEvent.click(within(await row(canvas, DRAFTED_TITLE)).getByRole('button', { name: 'Edit' }));
    const subtitle = canvas.getByLabelText('Subtitle');
    await userEvent.clear(subtitle);
    await userEvent.type(subtitle, 'Booked before the first of May');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));

    await expect(await body().findByText('Hero section updated successfully!')).toBeInTheDocument();
    await expect(await body().findByText(DRAFT_SAVED)).toBeInTheDocument();
    const live = db.heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!;
    await expect(live.title).toBe(LIVE_TITLE);
    await expect(live.subtitle).not.toBe('Booked before the first of May');
    await expect(db.releaseDrafts).toHaveLength(drafts + 1);
    await expect(db.releaseDrafts.at(-1)).toMatchObject({
      releaseId: SPRING.id,
      operation: 'updateHero',
      body: { title: DRAFTED_TITLE, subtitle: 'Booked before the first of May' },
    });
    // The screen reads the release again: both drafts applied.
    await row(canvas, DRAFTED_TITLE);
  },
};

/** 'Back to the live site': the banner goes, the screen shows the live hero, and saves are live again. */
export const BackToLive: Story = {
  parameters: inSpring,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await row(canvas, DRAFTED_TITLE);
    await userEvent.click(within(banner(canvas)!).getByRole('button', { name: 'Back to the live site' }));

    await row(canvas, LIVE_TITLE);
    await expect(canvas.queryByRole('listitem', { name: DRAFTED_TITLE })).toBeNull();
    await expect(banner(canvas)).toBeNull();
    await expect(picker(canvas)).toHaveValue('');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(readKeptRelease()).toBeNull();
    await userEvent.click(within(await row(canvas, LIVE_TITLE)).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('button', { name: 'Update Hero' })).toBeVisible();
  },
};

/** A release that stopped taking drafts meanwhile (here: submitted for review) is left for the live site, saying so. */
export const ReleaseNoLongerOpen: Story = {
  parameters: { ...inSpring, mockDb: (d: MockDb) => void (d.releases.find((r) => r._id === RELEASE_IDS.springCampaign)!.state = 'in_review') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await body().findByText(`The release \u201c${spring.name}\u201d no longer takes drafts: you are back on the live site.`)).toBeInTheDocument();
    await row(canvas, LIVE_TITLE);
    await expect(banner(canvas)).toBeNull();
    await expect(picker(canvas)).toHaveValue('');
  },
};
