import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreviewFrame } from '@/platform/site-preview/preview-story-kit';
import { HomepageLayoutAdminPage } from './homepage-layout-admin-page';
import { SECTION_NAMES } from './layout-rules';

const demo = [...demoData.homepages[0].sections].sort((a, b) => a.order - b.order);
const DEMO_NAMES = demo.map((s) => SECTION_NAMES[s.key]);
const CONTACT = SECTION_NAMES.contact;
const BLOG = SECTION_NAMES.blog;
/** The demo record predates the blog's section: the screen lists it after the record's own, and visitors do not see it while the blog is off. */
const LISTED = [...DEMO_NAMES, BLOG];
const BLOG_NOTE = 'Hidden by Homepage Settings: the blog is switched off';
/** The names in the list of sections visitors do not see. */
const notSeen = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Sections visitors do not see' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const meta = {
  title: 'Admin/Homepage Layout',
  component: HomepageLayoutAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/homepage-layout' } },
} satisfies Meta<typeof HomepageLayoutAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// Toasts render outside the story root.
const body = () => within(document.body);
const sectionList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Home page sections' });
const order = async (canvas: Canvas) =>
  within(await sectionList(canvas))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
const preview = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Sections visitors see' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const row = async (canvas: Canvas, name: string) => within(await canvas.findByRole('listitem', { name }));
const storedOrder = () => [...db.homepages[0].sections].sort((a, b) => a.order - b.order).map((s) => s.key);
const unsavedNote = (canvas: Canvas) => canvas.getByTestId('layout-save-note');

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Homepage Layout' })).toBeVisible();
    await expect(await order(canvas)).toEqual(LISTED);
    await expect(preview(canvas)).toEqual(DEMO_NAMES);
    for (const name of LISTED) {
      const r = await row(canvas, name);
      await expect(r.getByRole('checkbox', { name: /^Visible/ })).toBeChecked();
      await expect(r.getByRole('button', { name: `Drag to reorder ${name}` })).toBeEnabled();
    }
    const first = await row(canvas, DEMO_NAMES[0]);
    await expect(first.getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Move down' })).toBeEnabled();
    await expect((await row(canvas, LISTED.at(-1)!)).getByRole('button', { name: 'Move down' })).toBeDisabled();
    await expect(canvas.getByText(BLOG_NOTE)).toBeVisible();
    await expect(canvas.getAllByText(/Hidden by Homepage Settings/)).toHaveLength(1);
    await expect(unsavedNote(canvas)).toHaveTextContent('Nothing changes on the home page until you click Save layout.');
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'History' })).toBeVisible();
  },
};

export const Reorder: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const up = (await row(canvas, 'Services')).getByRole('button', { name: 'Move up' });
    await userEvent.click(up);
    const moved = ['Hero', 'How it works', 'Services', 'Pricing', 'Testimonials', CONTACT];
    await expect(await order(canvas)).toEqual([...moved, BLOG]);
    await expect(preview(canvas)).toEqual(moved);
    // The focus stays on the moved section's button, and its new place is announced.
    await waitFor(() => expect(up).toHaveFocus());
    await expect(canvas.getByText('Services moved to position 3 of 7.')).toBeInTheDocument();
    // Nothing is stored until Save.
    await expect(unsavedNote(canvas)).toHaveTextContent('You have unsaved changes.');
    await expect(storedOrder()).toEqual(demo.map((s) => s.key));

    await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
    await expect(await body().findByText('Homepage updated successfully!')).toBeInTheDocument();
    await expect(storedOrder()).toEqual(['hero', 'how-it-works', 'services', 'pricing', 'testimonials', 'contact', 'blog']);
    await expect(db.homepages[0].sections.map((s) => s.order).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await waitFor(() => expect(unsavedNote(canvas)).not.toHaveTextContent('unsaved'));
    await expect(await order(canvas)).toEqual([...moved, BLOG]);
  },
};

/** The real home page shows the unsaved order and visibility, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await row(canvas, 'Services')).getByRole('button', { name: 'Move up' }));
    await userEvent.click((await row(canvas, 'Pricing')).getByRole('checkbox', { name: 'Visible (Pricing)' }));
    const frame = await findPreviewFrame(canvasElement);
    const preview = within(frame.contentDocument!.body);
    // The sections visitors would get, in the draft's order, each the public one with its live content.
    const shownSections = () => [...frame.contentDocument!.body.firstElementChild!.children].map((el) => el.id);
    await waitFor(() => expect(shownSections()).toEqual(['hero-section', 'how-we-work', 'services-section', 'testimonials-section', 'contact-section']));
    await expect(preview.getByRole('heading', { level: 2, name: demoData.serviceSections[0].title })).toBeVisible();
    await expect(preview.queryByRole('heading', { name: demoData.pricingConfigs[0].title })).toBeNull();
    await expect(storedOrder()).toEqual(demo.map((s) => s.key));
    await expect(db.homepages[0].sections.find((s) => s.key === 'pricing')?.isVisible).toBe(true);
  },
};

export const HideSection: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const visible = (await row(canvas, 'Pricing')).getByRole('checkbox', { name: 'Visible (Pricing)' });
    await userEvent.click(visible);
    await expect(visible).not.toBeChecked();
    await expect(preview(canvas)).toEqual(DEMO_NAMES.filter((n) => n !== 'Pricing'));
    await expect(notSeen(canvas)).toContain('Pricing: switched off here');
    // Still in its place in the order, marked hidden; nothing stored yet.
    await expect(await order(canvas)).toEqual(LISTED);
    await expect((await row(canvas, 'Pricing')).getByText('Hidden')).toBeVisible();
    await expect(db.homepages[0].sections.find((s) => s.key === 'pricing')?.isVisible).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
    await expect(await body().findByText('Homepage updated successfully!')).toBeInTheDocument();
    await expect(db.homepages[0].sections.find((s) => s.key === 'pricing')?.isVisible).toBe(false);
    await expect(db.homepages[0].sections.filter((s) => s.isVisible)).toHaveLength(6);
  },
};

export const FeatureSwitchNote: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.homepageSettings[0].features = { ...d.homepageSettings[0].features, enableBooking: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = await row(canvas, CONTACT);
    const note = await contact.findByText('Hidden by Homepage Settings: booking is switched off');
    await expect(note).toBeVisible();
    // Its switch stays on (the layout keeps it) and is described by the note.
    const visible = contact.getByRole('checkbox', { name: /^Visible/ });
    await expect(visible).toBeChecked();
    await expect(visible).toHaveAccessibleDescription('Hidden by Homepage Settings: booking is switched off');
    await expect(preview(canvas)).toEqual(DEMO_NAMES.filter((n) => n !== CONTACT));
    await expect(notSeen(canvas)).toContain(`${CONTACT}: Homepage Settings (booking is switched off)`);
    await expect(canvas.queryByText(/reviews are switched off/)).toBeNull();
  },
};

/** The shared sortable list by keyboard: Space lifts Hero's handle, arrows move it over How it works, Space drops it. */
export const KeyboardDrag: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const handle = (await row(canvas, 'Hero')).getByRole('button', { name: 'Drag to reorder Hero' });
    handle.focus();
    await userEvent.keyboard(' ');
    const statuses = () =>
      body()
        .queryAllByRole('status')
        .map((r) => r.textContent);
    await waitFor(() => expect(statuses()).toContain('Picked up Hero, in position 1 of 7.'));
    // Each press moves 25 px: press until the card is over the next place (the rows' height decides how many).
    for (let i = 0; i < 12 && !statuses().includes('Hero is over position 2 of 7.'); i++) {
      await userEvent.keyboard('{ArrowDown}');
      // The sensor moves the card on the next frame, and only then says where it is: one press a frame.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    await expect(statuses()).toContain('Hero is over position 2 of 7.');
    await userEvent.keyboard(' ');
    const moved = ['How it works', 'Hero', ...DEMO_NAMES.slice(2)];
    await waitFor(async () => expect(await order(canvas)).toEqual([...moved, BLOG]));
    await expect(preview(canvas)).toEqual(moved);
    await expect(storedOrder()).toEqual(demo.map((s) => s.key));
  },
};

/** Homepage Settings cannot be read: the screen says the feature-switch notes are missing, and Retry reads them again. */
export const SettingsUnavailable: Story = {
  parameters: {
    scenarios: { settings: { kind: 'error' } },
    mockDb: (d: MockDb) => void (d.homepageSettings[0].features = { ...d.homepageSettings[0].features, enableReviews: false }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Homepage Settings could not be loaded/)).toBeVisible();
    await expect(preview(canvas)).toEqual(DEMO_NAMES);
    setScenario('settings', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Hidden by Homepage Settings: reviews are switched off')).toBeVisible();
    await expect(canvas.queryByText(/Homepage Settings could not be loaded/)).toBeNull();
    await expect(preview(canvas)).toEqual(DEMO_NAMES.filter((n) => n !== 'Testimonials'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { homepage: scenario('homepage', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading homepage layout...');
    await expect(canvas.queryByRole('list', { name: 'Home page sections' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { scenarios: { homepage: { kind: 'error' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load homepage layout');
    await expect(canvas.queryByRole('list', { name: 'Home page sections' })).toBeNull();
    setScenario('homepage', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await order(canvas)).toEqual(LISTED);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.homepages = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No homepage layout yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create layout' }));
    await expect(await body().findByText('Homepage created successfully!')).toBeInTheDocument();
    const defaults = ['Hero', 'How it works', 'Pricing', 'Services', 'Testimonials', BLOG, CONTACT];
    await expect(await order(canvas)).toEqual(defaults);
    await expect(db.homepages).toHaveLength(1);
    await expect(db.homepages[0]).toMatchObject({ isActive: true });
    await expect(db.homepages[0].sections).toEqual(
      ['hero', 'how-it-works', 'pricing', 'services', 'testimonials', 'blog', 'contact'].map((key, i) => ({ key, isVisible: true, order: i + 1 })),
    );
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await row(canvas, 'Services')).getByRole('button', { name: 'Move up' }));
    setScenario('homepage', { kind: 'slow', ms: 1500 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
    const saving = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect((await row(canvas, 'Pricing')).getByRole('checkbox', { name: /^Visible/ })).toBeDisabled();
    await expect((await row(canvas, 'Pricing')).getByRole('button', { name: 'Drag to reorder Pricing' })).toBeDisabled();
    await expect(await body().findByText('Homepage updated successfully!', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Save layout' })).toBeEnabled();
  },
};

export const SaveFailed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await row(canvas, 'Services')).getByRole('button', { name: 'Move up' }));
    setScenario('homepage', { kind: 'error', status: 500, message: 'The layout could not be stored' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The layout could not be stored');
    // The edit is kept, still unsaved; nothing was stored.
    await expect((await order(canvas)).slice(2, 4)).toEqual(['Services', 'Pricing']);
    await expect(unsavedNote(canvas)).toHaveTextContent('You have unsaved changes.');
    await expect(storedOrder()).toEqual(demo.map((s) => s.key));
  },
};

export const Reset: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // Moving down: the moved row's button keeps the focus (React moves that row's element).
    const down = (await row(canvas, 'Hero')).getByRole('button', { name: 'Move down' });
    await userEvent.click(down);
    await expect((await order(canvas)).slice(0, 2)).toEqual(['How it works', 'Hero']);
    await waitFor(() => expect(down).toHaveFocus());
    await userEvent.click((await row(canvas, 'Testimonials')).getByRole('checkbox', { name: /^Visible/ }));
    await expect(preview(canvas)).not.toContain('Testimonials');
    await expect(unsavedNote(canvas)).toHaveTextContent('You have unsaved changes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await order(canvas)).toEqual(LISTED);
    await expect(preview(canvas)).toEqual(DEMO_NAMES);
    await expect((await row(canvas, 'Testimonials')).getByRole('checkbox', { name: /^Visible/ })).toBeChecked();
    await expect(unsavedNote(canvas)).not.toHaveTextContent('unsaved');
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(storedOrder()).toEqual(demo.map((s) => s.key));
  },
};
