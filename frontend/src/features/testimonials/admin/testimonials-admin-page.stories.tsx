import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { TestimonialsAdminPage } from './testimonials-admin-page';

const section = demoData.testimonialSections[0];
const items = [...section.testimonials].sort((a, b) => a.order - b.order);
const SAVE = 'Save Testimonials Configuration';

const meta = {
  title: 'Admin/Testimonials',
  component: TestimonialsAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/testimonials' } },
} satisfies Meta<typeof TestimonialsAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Toasts render outside the story root.
const body = () => within(document.body);
type Canvas = ReturnType<typeof within>;
const loaded = async (canvas: Canvas) => canvas.findByRole('form', { name: 'Testimonials configuration' });
const item = (canvas: Canvas, n: number) => within(canvas.getByRole('listitem', { name: `Testimonial ${n}` }));
const items$ = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem');

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(section.title);
    await expect(canvas.getByLabelText('Subtitle')).toHaveValue(section.subtitle);
    await expect(canvas.getByLabelText('Description')).toHaveValue(section.description);
    await expect(canvas.getByRole('checkbox', { name: 'Section active' })).toBeChecked();
    await expect(canvas.getByLabelText('Maximum testimonials')).toHaveValue(section.displaySettings.maxTestimonials);
    await expect(canvas.getByLabelText('Layout')).toHaveValue(section.displaySettings.layout);
    await expect(items$(canvas)).toHaveLength(items.length);
    await expect(item(canvas, 1).getByLabelText(/^Name/)).toHaveValue(items[0].name);
    await expect(item(canvas, 1).getByRole('button', { name: `Rate ${items[0].rating} stars` })).toHaveAttribute('aria-pressed', 'true');
    // Limits (docs/product/validation.md).
    await expect(canvas.getByLabelText(/^Title/)).toHaveAttribute('maxLength', '100');
    await expect(canvas.getByLabelText('Subtitle')).toHaveAttribute('maxLength', '150');
    await expect(canvas.getByLabelText('Description')).toHaveAttribute('maxLength', '300');
    await expect(item(canvas, 1).getByLabelText(/^Name/)).toHaveAttribute('maxLength', '100');
    await expect(item(canvas, 1).getByLabelText('Role')).toHaveAttribute('maxLength', '150');
    await expect(item(canvas, 1).getByLabelText(/^Content/)).toHaveAttribute('maxLength', '500');
    await expect(item(canvas, 1).getByLabelText('Order')).toHaveAttribute('min', '1');
    await expect(canvas.getByLabelText('Maximum testimonials')).toHaveAttribute('max', '20');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { testimonials: scenario('testimonials', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading testimonials configuration...');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { testimonials: scenario('testimonials', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load testimonials configuration.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const TitleValidation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Title is required. Please enter a title for the testimonials section.');
    const title = canvas.getByLabelText(/^Title/);
    await expect(title).toHaveClass('is-invalid');
    await expect(title).toHaveAccessibleDescription(/^Title is required\./);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(db.testimonialSections[0].title).toBe(section.title);
  },
};

/** Edits show in the public testimonials section before they are saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const title = canvas.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Clinicians on our guides');
    const quote = item(canvas, 1).getByLabelText(/^Content/);
    await userEvent.clear(quote);
    await userEvent.type(quote, 'The guide seated first time.');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByRole('heading', { level: 2, name: 'Clinicians on our guides' })).toBeVisible();
    await expect(await preview.findByText(/The guide seated first time\./)).toBeVisible();
    await expect(preview.getByText(items[1].name)).toBeVisible();
    // Switched off, the section is gone from the page: the preview says visitors see nothing.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Section active' }));
    await expect(await canvas.findByText('Visitors see nothing here with these settings.')).toBeVisible();
    await expect(db.testimonialSections[0].title).toBe(section.title);
    await expect(db.testimonialSections[0].testimonials.find((t) => t._id === items[0]._id)?.content).toBe(items[0].content);
  },
};

export const ClickToRate: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const first = item(canvas, 1);
    await userEvent.click(first.getByRole('button', { name: 'Rate 3 stars' }));
    await expect(first.getByRole('button', { name: 'Rate 3 stars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByText('3/5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Testimonials configuration saved successfully!')).toBeInTheDocument();
    await expect(db.testimonialSections[0].testimonials.find((t) => t._id === items[0]._id)?.rating).toBe(3);
  },
};

export const AddAndSave: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Testimonial' }));
    const added = item(canvas, items.length + 1);
    await expect(added.getByLabelText('Order')).toHaveValue(items.length + 1);
    // Name and content are required.
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await added.findByText('Name is required.')).toBeVisible();
    await expect(added.getByText('Content is required.')).toBeVisible();
    await waitFor(() => expect(added.getByLabelText(/^Name/)).toHaveFocus());
    await userEvent.type(added.getByLabelText(/^Name/), 'Dr. Lena Brandt');
    await userEvent.type(added.getByLabelText('Role'), 'Implantologist');
    await userEvent.type(added.getByLabelText(/^Content/), 'Guides fit first time.');
    await userEvent.click(added.getByRole('button', { name: 'Rate 4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Testimonials configuration saved successfully!')).toBeInTheDocument();
    const stored = db.testimonialSections[0].testimonials.find((t) => t.name === 'Dr. Lena Brandt');
    await expect(stored).toMatchObject({ role: 'Implantologist', content: 'Guides fit first time.', rating: 4, isActive: true, order: items.length + 1 });
    await expect(db.testimonialSections[0].testimonials).toHaveLength(items.length + 1);
    await waitFor(() => expect(items$(canvas)).toHaveLength(items.length + 1));
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(item(canvas, 1).getByRole('button', { name: 'Remove' }));
    await expect(items$(canvas)).toHaveLength(items.length - 1);
    await expect(item(canvas, 1).getByLabelText(/^Name/)).toHaveValue(items[1].name);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Testimonials configuration saved successfully!')).toBeInTheDocument();
    await expect(db.testimonialSections[0].testimonials.some((t) => t._id === items[0]._id)).toBe(false);
    await expect(db.testimonialSections[0].testimonials).toHaveLength(items.length - 1);
  },
};

export const ResetReloads: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const title = canvas.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Unsaved title');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue(section.title));
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const title = canvas.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Not saved');
    setScenario('testimonials', { kind: 'error', status: 500, message: 'Database unavailable' });
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Database unavailable')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Not saved');
    await expect(db.testimonialSections[0].title).toBe(section.title);
  },
};

export const SaveErrorFallback: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    setScenario('testimonials', { kind: 'error', status: 500, message: '' });
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Failed to save testimonials configuration. Please try again.')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    setScenario('testimonials', { kind: 'loading' });
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
  },
};

export const CreateWhenNoneExist: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.testimonialSections = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('No testimonials section exists yet. Saving will create it.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('What Our Clients Say');
    await expect(canvas.getByLabelText('Maximum testimonials')).toHaveValue(6);
    await expect(canvas.getByText('No testimonials yet. Click "Add Testimonial" to add one.')).toBeVisible();
    // An out-of-range maximum falls back to 6.
    const max = canvas.getByLabelText('Maximum testimonials');
    await userEvent.clear(max);
    await userEvent.type(max, '50');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Testimonials configuration saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.testimonialSections).toHaveLength(1));
    await expect(db.testimonialSections[0]).toMatchObject({ title: 'What Our Clients Say', displaySettings: { maxTestimonials: 6 } });
    await waitFor(() => expect(canvas.queryByText('No testimonials section exists yet. Saving will create it.')).toBeNull());
  },
};
