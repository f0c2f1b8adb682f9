import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HERO_IDS, demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { HeroAdminPage } from './hero-admin-page';

const sorted = [...demoData.heroes].sort((a, b) => a.displayOrder - b.displayOrder);
const [first, second] = sorted;
const inactive = sorted.find((h) => !h.isActive)!;

const meta = {
  title: 'Admin/Hero',
  component: HeroAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/hero' } },
} satisfies Meta<typeof HeroAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Toasts and the confirm dialog may render outside the story root.
const body = () => within(document.body);
const rowTitles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Hero sections' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const row = async (canvas: ReturnType<typeof within>, title: string) => canvas.findByRole('listitem', { name: title });

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hero Management' })).toBeVisible();
    await row(canvas, first.title);
    await expect(rowTitles(canvas)).toEqual(sorted.map((h) => h.title));
    const top = within(await row(canvas, first.title));
    await expect(top.getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(top.getByRole('button', { name: 'Move down' })).toBeEnabled();
    await expect(top.getByText('Active', { selector: '.badge' })).toBeVisible();
    await expect(top.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    const bottom = within(await row(canvas, sorted[sorted.length - 1].title));
    await expect(bottom.getByRole('button', { name: 'Move down' })).toBeDisabled();
    const off = within(await row(canvas, inactive.title));
    await expect(off.getByText('Inactive', { selector: '.badge' })).toBeVisible();
    await expect(off.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hero: scenario('hero', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading hero sections...');
    await expect(canvas.queryByRole('list', { name: 'Hero sections' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { hero: scenario('hero', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch hero sections')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Hero sections' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.heroes = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No hero sections yet. Click "Add Hero" to create the first one.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Hero' }));
    await expect(canvas.getByLabelText('Display Order')).toHaveValue(1);
  },
};

export const Create: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await row(canvas, first.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Hero' }));
    await expect(canvas.getByRole('heading', { name: 'Create Hero Section' })).toBeVisible();
    // Defaults: CTA link /contact, white background, black text, displayOrder = count + 1, active.
    await expect(canvas.getByLabelText('CTA Link')).toHaveValue('/contact');
    await expect(canvas.getByLabelText('Background Color hex code')).toHaveValue('#ffffff');
    await expect(canvas.getByLabelText('Text Color hex code')).toHaveValue('#000000');
    await expect(canvas.getByLabelText('Display Order')).toHaveValue(sorted.length + 1);
    const form = within(canvas.getByRole('region', { name: 'Create Hero Section' }));
    await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();

    await userEvent.type(canvas.getByLabelText(/^Title/), 'Full-arch guides without the guesswork');
    await userEvent.type(canvas.getByLabelText(/^Banner URL/), '/uploads/demo/full-arch.svg');
    await userEvent.type(canvas.getByLabelText('CTA Text'), 'Plan a full arch');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Hero' }));

    await expect(await body().findByText('Hero section created successfully!')).toBeInTheDocument();
    await row(canvas, 'Full-arch guides without the guesswork');
    await expect(canvas.queryByRole('heading', { name: 'Create Hero Section' })).toBeNull();
    const stored = db.heroes.find((h) => h.title === 'Full-arch guides without the guesswork');
    await expect(stored).toMatchObject({
      banner: '/uploads/demo/full-arch.svg',
      ctaText: 'Plan a full arch',
      ctaLink: '/contact',
      displayOrder: sorted.length + 1,
    });
    await expect(rowTitles(canvas).at(-1)).toBe('Full-arch guides without the guesswork');
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await row(canvas, first.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Hero' }));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'A title but no banner');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Hero' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Title and banner are required');
    // The missing banner is marked, described by the message, and has the focus; the given title is not marked.
    const banner = canvas.getByLabelText(/^Banner URL/);
    await expect(banner).toHaveAttribute('aria-invalid', 'true');
    await expect(banner).toHaveAccessibleDescription('Title and banner are required');
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(canvas.getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid');
    await expect(db.heroes).toHaveLength(sorted.length);
    // Limits and counters: the title stops at 100 characters.
    const title = canvas.getByLabelText(/^Title/);
    await expect(title).toHaveAttribute('maxLength', '100');
    await expect(canvas.getByText('21/100 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Subtitle')).toHaveAttribute('maxLength', '200');
    await expect(canvas.getByLabelText('Banner Alt')).toHaveAttribute('maxLength', '150');
    await expect(canvas.getByLabelText('CTA Text')).toHaveAttribute('maxLength', '50');
    await expect(canvas.getByLabelText('Display Order')).toHaveAttribute('min', '1');
  },
};

export const LivePreview: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await row(canvas, first.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Hero' }));
    // The real public hero section, in the preview's frame, redrawn as the admin types.
    await expect(within(canvas.getByRole('region', { name: 'Preview' })).getByText(/nothing is saved until you click Create Hero/)).toBeVisible();
    const preview = await findPreview(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Guides in five days');
    const heading = await preview.findByRole('heading', { level: 1, name: 'Guides in five days' });
    await expect(heading).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Subtitle'), 'Printed and checked');
    await expect(await preview.findByText('Printed and checked')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('CTA Text'), 'Start now');
    await expect(await preview.findByRole('link', { name: 'Start now' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Banner URL/), '/uploads/demo/hero-cbct-implant.svg');
    await userEvent.type(canvas.getByLabelText('Banner Alt'), 'A CBCT slice');
    // A placeholder of the same name stands in until the list of image sizes is known.
    await waitFor(() => expect(preview.getByRole('img', { name: 'A CBCT slice' })).toHaveAttribute('src', '/uploads/demo/hero-cbct-implant.svg'));
    const bg = canvas.getByLabelText('Background Color hex code');
    await userEvent.clear(bg);
    await userEvent.type(bg, '#112233');
    const fg = canvas.getByLabelText('Text Color hex code');
    await userEvent.clear(fg);
    await userEvent.type(fg, '#fafafa');
    await waitFor(() =>
      expect(preview.getByRole('heading', { level: 1 }).closest('section')).toHaveStyle({ backgroundColor: 'rgb(17, 34, 51)', color: 'rgb(250, 250, 250)' }),
    );
  },
};

/** An edit shows in the public hero before it is saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await row(canvas, second.title)).getByRole('button', { name: 'Edit' }));
    const title = canvas.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Planned tonight, printed tomorrow');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByRole('heading', { level: 1, name: 'Planned tonight, printed tomorrow' })).toBeVisible();
    await expect(preview.getByRole('img', { name: second.bannerAlt || second.title })).toHaveAttribute('src', second.banner);
    await expect(db.heroes.find((h) => h._id === second._id)?.title).toBe(second.title);
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await row(canvas, second.title)).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('heading', { name: 'Edit Hero Section' })).toBeVisible();
    const title = canvas.getByLabelText(/^Title/);
    await expect(title).toHaveValue(second.title);
    await expect(canvas.getByLabelText(/^Banner URL/)).toHaveValue(second.banner);
    await expect(await (await findPreview(canvasElement)).findByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, 'Every implant planned around the nerve');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Hero' }));
    await expect(await body().findByText('Hero section updated successfully!')).toBeInTheDocument();
    await row(canvas, 'Every implant planned around the nerve');
    await expect(db.heroes.find((h) => h._id === second._id)?.title).toBe('Every implant planned around the nerve');
    await expect(db.heroes).toHaveLength(sorted.length);
  },
};

export const DeleteWithConfirm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await row(canvas, first.title)).getByRole('button', { name: 'Delete' }));
    let dialog = await body().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Are you sure you want to delete this hero section?')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('listitem', { name: first.title })).toBeVisible();
    await expect(db.heroes.some((h) => h._id === first._id)).toBe(true);

    await userEvent.click(within(await row(canvas, first.title)).getByRole('button', { name: 'Delete' }));
    dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Hero section deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: first.title })).toBeNull());
    await expect(db.heroes.some((h) => h._id === first._id)).toBe(false);
  },
};

export const Toggle: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await row(canvas, first.title)).getByRole('checkbox', { name: 'Active' }));
    await expect(await body().findByText('Hero section deactivated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(canvas.getByRole('listitem', { name: first.title })).getByRole('checkbox', { name: 'Active' })).not.toBeChecked());
    const stored = db.heroes.find((h) => h._id === first._id)!;
    await expect(stored.isActive).toBe(false);
    // The full hero went with the flip: the other fields are unchanged.
    await expect(stored).toMatchObject({ title: first.title, banner: first.banner, displayOrder: first.displayOrder });

    await userEvent.click(within(await row(canvas, inactive.title)).getByRole('checkbox', { name: 'Active' }));
    await expect(await body().findByText('Hero section activated successfully!')).toBeInTheDocument();
    await expect(db.heroes.find((h) => h._id === inactive._id)?.isActive).toBe(true);
  },
};

export const MoveDownSwapsOrder: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await row(canvas, first.title)).getByRole('button', { name: 'Move down' }));
    await expect(await body().findByText('Hero order updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles(canvas).slice(0, 2)).toEqual([second.title, first.title]));
    await expect(db.heroes.find((h) => h._id === first._id)?.displayOrder).toBe(second.displayOrder);
    await expect(db.heroes.find((h) => h._id === second._id)?.displayOrder).toBe(first.displayOrder);
  },
};

/** By keyboard: 'Edit' moves the focus into the form, and 'Cancel' gives it back to that hero's 'Edit'. */
export const FormFocusByKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const edit = within(await row(canvas, second.title)).getByRole('button', { name: 'Edit' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveFocus());
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(second.title);
    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Edit Hero Section' })).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** By keyboard: the focus stays on the moved hero's button, so it can be moved again; the result is announced. */
export const MoveByKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    within(await row(canvas, first.title))
      .getByRole('button', { name: 'Move down' })
      .focus();
    await userEvent.keyboard('{Enter}');
    const announced = await body().findByText('Hero order updated successfully!');
    await expect(announced.closest('[role="status"]')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles(canvas).slice(0, 2)).toEqual([second.title, first.title]));
    await waitFor(() => expect(within(canvas.getByRole('listitem', { name: first.title })).getByRole('button', { name: 'Move down' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowTitles(canvas).slice(0, 3)).toEqual([second.title, sorted[2].title, first.title]));
    const moved = within(canvas.getByRole('listitem', { name: first.title }));
    const stillDown = moved.getByRole('button', { name: 'Move down' });
    // At the bottom 'Move down' is disabled: the focus is on 'Move up' then.
    await waitFor(() => expect(stillDown.hasAttribute('disabled') ? moved.getByRole('button', { name: 'Move up' }) : stillDown).toHaveFocus());
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await row(canvas, first.title)).getByRole('button', { name: 'Edit' }));
    setScenario('hero', { kind: 'loading' });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Hero' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await row(canvas, first.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Hero' }));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Will not be saved');
    await userEvent.type(canvas.getByLabelText(/^Banner URL/), '/uploads/demo/x.svg');
    setScenario('hero', { kind: 'error' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Hero' }));
    await expect(await body().findByText('Failed to save hero section')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Create Hero Section' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Will not be saved');
    await expect(db.heroes.some((h) => h.title === 'Will not be saved')).toBe(false);
  },
};

/** History: restoring the CBCT hero's first version puts its first title back in the list. */
export const RestoreFromHistory: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const cbct = demoData.heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!;
    await row(canvas, cbct.title);
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    const panel = within(await body().findByRole('dialog', { name: 'Hero section history' }));
    await userEvent.click(await panel.findByRole('button', { name: /^Created Implant plans built on your CBCT/ }));
    await userEvent.click(await panel.findByRole('button', { name: 'Restore this version' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Restore this version?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    await expect(await body().findByText('Revision restored successfully!')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Close history' }));
    await row(canvas, 'Implant plans built on your CBCT');
    await expect(canvas.queryByRole('listitem', { name: cbct.title })).toBeNull();
  },
};

/** No answer at all (network down), as against the server's refusal: the 'Error ...' messages of docs/product/messages.md. */
export const LoadNoAnswer: Story = {
  parameters: { msw: { handlers: { hero: scenario('hero', { kind: 'offline' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading hero sections')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const SaveNoAnswer: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await row(canvas, first.title)).getByRole('button', { name: 'Edit' }));
    setScenario('hero', { kind: 'offline', writesOnly: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Hero' }));
    await expect(await body().findByText('Error saving hero section')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Edit Hero Section' })).toBeVisible();
  },
};

/** A record whose id the server did not make (imported from an older system) cannot be edited or moved. */
export const InvalidIds: Story = {
  parameters: {
    mockDb: (d: MockDb) => void d.heroes.push({ ...first, _id: 'legacy-hero-1', title: 'Imported banner', displayOrder: 99 }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const legacy = within(await row(canvas, 'Imported banner'));
    await userEvent.click(legacy.getByRole('button', { name: 'Edit' }));
    await expect(await body().findByText('Invalid hero ID - cannot edit')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Edit Hero Section' })).toBeNull();
    await userEvent.click(legacy.getByRole('button', { name: 'Move up' }));
    await expect(await body().findByText('Invalid hero IDs for reordering')).toBeInTheDocument();
  },
};
