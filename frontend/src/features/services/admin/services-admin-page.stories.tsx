import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { components } from '@shared/contract/schema';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { announced, dragHandleTo } from '@/test/pointer-drag';
import { ServicesAdminPage } from './services-admin-page';

const section = demoData.serviceSections[0];
const items = [...section.services].sort((a, b) => a.order - b.order);
const titles = items.map((s) => s.title);

/** A second, inactive section for the stories that need more than one. */
const labSection: components['schemas']['ServiceSection'] = {
  _id: '665000000000000000000299',
  title: 'Lab Services',
  description: 'Printing and finishing for the guides we design.',
  isActive: false,
  services: [
    { _id: '665000000000000000000298', title: 'Guide Printing', description: 'Printed guides with metal sleeves.', button: { text: 'Order' }, order: 1 },
  ],
};
const withLabSection = (d: MockDb) => void d.serviceSections.push(structuredClone(labSection));

const meta = {
  title: 'Admin/Services',
  component: ServicesAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/services' } },
} satisfies Meta<typeof ServicesAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The confirm dialog renders outside the story root.
const body = () => within(document.body);
type Canvas = ReturnType<typeof within>;
const editForm = (canvas: Canvas) => canvas.findByRole('form', { name: 'Edit Service Section' });
const createForm = (canvas: Canvas) => canvas.findByRole('form', { name: 'Create New Service Section' });
const row = async (canvas: Canvas, title: string) => within(await canvas.findByRole('listitem', { name: title }));
const card = (canvas: Canvas, n: number) => within(canvas.getByRole('listitem', { name: `Service ${n}` }));
const cardTitles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Individual services' }))
    .getAllByLabelText(/^Service Title/)
    .map((input) => (input as HTMLInputElement).value);
const storedTitles = (id = section._id) => [...db.serviceSections.find((s) => s._id === id)!.services].sort((a, b) => a.order - b.order).map((s) => s.title);

/**
 * Keyboard drag: Space lifts Service `n`, ArrowUp moves it 25 px a press, Space drops it. It goes up until the
 * list shows it in first place (the first card shifts down); pressing on until then copes with the layout's height.
 */
async function keyboardMoveToTop(canvas: Canvas, n: number, keyboard: (text: string) => Promise<void>) {
  const first = canvas.getByRole('listitem', { name: 'Service 1' });
  const shiftedDown = () => /translate3d\([^,]+, [1-9]/.test(first.style.transform);
  const handle = canvas.getByRole('button', { name: `Drag to reorder Service ${n}` });
  handle.focus();
  await keyboard(' ');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  // One step at a time, each given the moment to render that a person's key presses have: a burst of presses
  // outruns dnd-kit's measuring, and the card then lands nowhere.
  for (let press = 0; press < 60 && !shiftedDown(); press++) {
    await keyboard('{ArrowUp}');
    await waitFor(() => expect(shiftedDown()).toBe(true), { timeout: 60, interval: 15 }).catch(() => undefined);
  }
  await waitFor(() => expect(shiftedDown()).toBe(true), { timeout: 3000 });
  await keyboard(' ');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed'));
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Services Management' })).toBeVisible();
    await expect(canvas.getByText('Manage service sections and individual services')).toBeVisible();
    await editForm(canvas);
    // The existing sections, the first loaded into edit mode.
    await expect(canvas.getByRole('heading', { name: 'Existing Service Sections' })).toBeVisible();
    await expect(canvas.getByText('Click on a service section to edit it')).toBeVisible();
    const first = await row(canvas, section.title);
    await expect(first.getByRole('button', { name: section.title })).toHaveAttribute('aria-current', 'true');
    await expect(first.getByText(section.description)).toBeVisible();
    await expect(first.getByText('6 services')).toBeVisible();
    await expect(first.getByText('Active', { selector: '.badge' })).toBeVisible();
    await expect(first.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(first.getByRole('button', { name: 'Delete' })).toBeVisible();
    // The form: section fields and the services in order.
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue(section.title);
    await expect(canvas.getByLabelText('Section Description')).toHaveValue(section.description);
    await expect(cardTitles(canvas)).toEqual(titles);
    await expect(card(canvas, 1).getByRole('heading', { name: 'Service 1' })).toBeVisible();
    await expect(card(canvas, 1).getByRole('button', { name: 'Drag to reorder Service 1' })).toBeVisible();
    await expect(card(canvas, 1).getByRole('button', { name: 'Remove Service 1' })).toBeVisible();
    await expect(card(canvas, 1).getByLabelText('Button Text')).toHaveValue(items[0].button?.text);
    await expect(card(canvas, 1).getByLabelText('Description')).toHaveValue(items[0].description);
    await expect(card(canvas, 1).getByLabelText('Button URL')).toHaveValue('');
    await expect(card(canvas, 2).getByLabelText('Button URL')).toHaveValue(items[1].button?.url);
    await expect(canvas.getByRole('button', { name: 'Reset Form' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Update Services' })).toBeEnabled();
    // Limits (openapi.yaml) with counters.
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveAttribute('maxLength', '100');
    await expect(canvas.getByLabelText('Section Description')).toHaveAttribute('maxLength', '500');
    await expect(card(canvas, 1).getByLabelText(/^Service Title/)).toHaveAttribute('maxLength', '100');
    await expect(card(canvas, 1).getByLabelText('Button Text')).toHaveAttribute('maxLength', '50');
    await expect(card(canvas, 1).getByLabelText('Description')).toHaveAttribute('maxLength', '1000');
    await expect(card(canvas, 1).getByLabelText('Button URL')).toHaveAttribute('maxLength', '500');
    await expect(canvas.getByText(`${section.title.length}/100 characters`)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { services: scenario('services', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading services...');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadError: Story = {
  // The scenario is set at load time (after the loader clears scenarios), so Retry can succeed once it is lifted.
  parameters: { scenarios: { services: { kind: 'error', status: 500, message: '' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch services');
    await expect(canvas.queryByRole('form')).toBeNull();
    setScenario('services', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await editForm(canvas);
    await expect(canvas.queryByText('Failed to fetch services')).toBeNull();
  },
};

export const LoadErrorServerMessage: Story = {
  parameters: { msw: { handlers: { services: scenario('services', { kind: 'error', message: 'Database unavailable' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NoSections: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.serviceSections = []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await createForm(canvas);
    await expect(canvas.queryByRole('heading', { name: 'Existing Service Sections' })).toBeNull();
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('Our Services');
    await expect(canvas.getByLabelText('Section Description')).toHaveValue('Comprehensive dental care services tailored to your needs.');
    await expect(canvas.getByText('No services added yet. Click "Add Service" to get started.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Services' })).toBeEnabled();
  },
};

export const EmptyServices: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.serviceSections[0].services = []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await expect(canvas.getByText('No services added yet. Click "Add Service" to get started.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Individual services' })).toBeNull();
    await expect((await row(canvas, section.title)).getByText('0 services')).toBeVisible();
  },
};

export const AddService: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    const added = card(canvas, items.length + 1);
    await expect(added.getByRole('heading', { name: `Service ${items.length + 1}` })).toBeVisible();
    await expect(added.getByLabelText('Button Text')).toHaveValue('Learn More');
    await userEvent.type(added.getByLabelText(/^Service Title/), 'Digital Smile Design');
    await userEvent.type(added.getByLabelText('Description'), 'Smile mock-ups before the plan.');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByText('Services updated successfully!')).toBeVisible();
    await waitFor(() => expect(db.serviceSections[0].services).toHaveLength(items.length + 1));
    const stored = db.serviceSections[0].services.find((s) => s.title === 'Digital Smile Design');
    await expect(stored).toMatchObject({ order: items.length + 1, description: 'Smile mock-ups before the plan.', button: { text: 'Learn More' } });
    await expect(stored?.button).not.toHaveProperty('url');
    await expect(await (await row(canvas, section.title)).findByText('7 services')).toBeVisible();
  },
};

export const RemoveService: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click(card(canvas, 1).getByRole('button', { name: 'Remove Service 1' }));
    await expect(cardTitles(canvas)).toEqual(titles.slice(1));
    await expect(canvas.queryByRole('listitem', { name: `Service ${items.length}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByText('Services updated successfully!')).toBeVisible();
    await waitFor(() => expect(storedTitles()).toEqual(titles.slice(1)));
    await expect(db.serviceSections[0].services.map((s) => s.order)).toEqual([1, 2, 3, 4, 5]);
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await keyboardMoveToTop(canvas, 2, (t) => userEvent.keyboard(t));
    const reordered = [titles[1], titles[0], ...titles.slice(2)];
    await waitFor(() => expect(cardTitles(canvas)).toEqual(reordered));
    // Saved at once, no 'Update Services' needed: the db and the public site's order change.
    await expect(await canvas.findByText('Services reordered successfully!')).toBeVisible();
    await waitFor(() => expect(storedTitles()).toEqual(reordered));
    const publicSection = (await (await fetch('/api/service/get-active-services')).json()) as { data: { services: { title: string }[] } };
    await expect(publicSection.data.services.map((s) => s.title)).toEqual(reordered);
    // Reorder messages go after 3 s.
    await waitFor(() => expect(canvas.queryByText('Services reordered successfully!')).toBeNull(), { timeout: 5000 });
  },
};

export const ReorderByPointer: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    const handle = canvas.getByRole('button', { name: 'Drag to reorder Service 3' });
    await dragHandleTo(userEvent, handle, canvas.getByRole('listitem', { name: 'Service 1' }));
    const reordered = [titles[2], titles[0], titles[1], ...titles.slice(3)];
    // On a failure, what the list told a screen reader of the drag (picked up, over, dropped) says where it went.
    await waitFor(() => expect(cardTitles(canvas), announced()).toEqual(reordered));
    await expect(await canvas.findByText('Services reordered successfully!')).toBeVisible();
    await waitFor(() => expect(storedTitles()).toEqual(reordered));
    await expect(db.serviceSections[0].services.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
  },
};

export const ReorderFails: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    setScenario('services', { kind: 'error' });
    await keyboardMoveToTop(canvas, 2, (t) => userEvent.keyboard(t));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to reorder services. Please try again.');
    // The old order comes back, as the server still has it.
    await waitFor(() => expect(cardTitles(canvas)).toEqual(titles));
    await expect(storedTitles()).toEqual(titles);
  },
};

export const UnsavedServicesReorderLocally: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click(card(canvas, 1).getByRole('button', { name: 'Remove Service 1' }));
    await keyboardMoveToTop(canvas, 2, (t) => userEvent.keyboard(t));
    await waitFor(() => expect(cardTitles(canvas)).toEqual([titles[2], titles[1], ...titles.slice(3)]));
    // The list no longer matches the stored one, so the order waits for 'Update Services'.
    await expect(canvas.queryByText('Services reordered successfully!')).toBeNull();
    await expect(storedTitles()).toEqual(titles);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByText('Services updated successfully!')).toBeVisible();
    await waitFor(() => expect(storedTitles()).toEqual([titles[2], titles[1], ...titles.slice(3)]));
  },
};

export const CreateSection: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Service Section' }));
    await createForm(canvas);
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('Our Services');
    await expect(canvas.getByLabelText('Section Description')).toHaveValue('Comprehensive dental care services tailored to your needs.');
    await expect(canvas.getByText('No services added yet. Click "Add Service" to get started.')).toBeVisible();
    const title = canvas.getByLabelText(/^Section Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Guided Surgery Services');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    await expect(card(canvas, 1).getByRole('heading', { name: 'Service 1' })).toBeVisible();
    await userEvent.type(card(canvas, 1).getByLabelText(/^Service Title/), 'Guide Design');
    await userEvent.type(card(canvas, 1).getByLabelText('Button URL'), '/contact');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Services' }));
    await expect(await canvas.findByText('Services created successfully!')).toBeVisible();
    // The form switches to edit mode on the new section.
    await editForm(canvas);
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('Guided Surgery Services');
    await expect(canvas.getByRole('button', { name: 'Update Services' })).toBeVisible();
    await row(canvas, 'Guided Surgery Services');
    await waitFor(() => expect(db.serviceSections).toHaveLength(2));
    await expect(db.serviceSections[1]).toMatchObject({
      title: 'Guided Surgery Services',
      description: 'Comprehensive dental care services tailored to your needs.',
      services: [{ title: 'Guide Design', order: 1, button: { text: 'Learn More', url: '/contact' } }],
    });
    // Status messages go after 5 s.
    await waitFor(() => expect(canvas.queryByText('Services created successfully!')).toBeNull(), { timeout: 7000 });
  },
};

export const UpdateSection: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    const title = canvas.getByLabelText(/^Section Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'What We Plan');
    const first = card(canvas, 1).getByLabelText(/^Service Title/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Guide Design');
    // An emptied button URL is stored as absent.
    await userEvent.clear(card(canvas, 2).getByLabelText('Button URL'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByText('Services updated successfully!')).toBeVisible();
    await row(canvas, 'What We Plan');
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('What We Plan');
    await waitFor(() => expect(db.serviceSections[0].title).toBe('What We Plan'));
    await expect(storedTitles()).toEqual(['Guide Design', ...titles.slice(1)]);
    await expect(db.serviceSections[0].services.find((s) => s._id === items[1]._id)?.button).toEqual({ text: items[1].button?.text });
    await expect(db.serviceSections).toHaveLength(1);
  },
};

/** Edits show in the public services section before they are saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    const title = canvas.getByLabelText(/^Section Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'What We Plan');
    const first = card(canvas, 1).getByLabelText(/^Service Title/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Guide Design');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByRole('heading', { level: 2, name: 'What We Plan' })).toBeVisible();
    await expect(await preview.findByRole('heading', { level: 3, name: 'Guide Design' })).toBeVisible();
    await expect(preview.getByRole('button', { name: `Show details of ${titles[1]}` })).toBeVisible();
    await expect(db.serviceSections[0].title).toBe(section.title);
    await expect(storedTitles()).toEqual(titles);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Section Title/));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Section title is required. Service title is required.');
    // Each field is marked invalid and described by its message; the first one has the focus.
    const title = canvas.getByLabelText(/^Section Title/);
    await expect(title).toHaveClass('is-invalid');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/^Section title is required/);
    await waitFor(() => expect(title).toHaveFocus());
    const serviceTitle = card(canvas, items.length + 1).getByLabelText(/^Service Title/);
    await expect(serviceTitle).toHaveClass('is-invalid');
    await expect(serviceTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(db.serviceSections[0].title).toBe(section.title);
    await expect(db.serviceSections[0].services).toHaveLength(items.length);
    // Fixing the fields clears the messages.
    await userEvent.type(canvas.getByLabelText(/^Section Title/), 'Our Services');
    await userEvent.type(card(canvas, items.length + 1).getByLabelText(/^Service Title/), 'Digital Smile Design');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    const title = canvas.getByLabelText(/^Section Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Not saved');
    setScenario('services', { kind: 'error', status: 500, message: 'Database unavailable' });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('Not saved');
    await expect(db.serviceSections[0].title).toBe(section.title);
  },
};

export const SaveErrorFallback: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    setScenario('services', { kind: 'error', status: 500, message: '' });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save services');
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    setScenario('services', { kind: 'loading' });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Services' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset Form' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add Service' })).toBeDisabled();
  },
};

export const SelectSection: Story = {
  parameters: { mockDb: withLabSection },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    const lab = await row(canvas, labSection.title);
    await expect(lab.getByText('1 service')).toBeVisible();
    await expect(lab.queryByText('Active', { selector: '.badge' })).toBeNull();
    // Keyboard: focus the row and press Enter.
    lab.getByRole('button', { name: labSection.title }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText(/^Section Title/)).toHaveValue(labSection.title));
    await expect(canvas.getByLabelText('Section Description')).toHaveValue(labSection.description);
    await expect(cardTitles(canvas)).toEqual(['Guide Printing']);
    await expect(lab.getByRole('button', { name: labSection.title })).toHaveAttribute('aria-current', 'true');
  },
};

export const ResetForm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Form' }));
    await createForm(canvas);
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('Our Services');
    await expect(canvas.getByLabelText('Section Description')).toHaveValue('Comprehensive dental care services tailored to your needs.');
    await expect(canvas.getByText('No services added yet. Click "Add Service" to get started.')).toBeVisible();
    await expect((await row(canvas, section.title)).getByRole('button', { name: section.title })).not.toHaveAttribute('aria-current');
  },
};

export const DeleteSectionConfirm: Story = {
  parameters: { mockDb: withLabSection },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click((await row(canvas, labSection.title)).getByRole('button', { name: 'Delete' }));
    let dialog = await body().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Are you sure you want to delete this service section?')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(db.serviceSections).toHaveLength(2);

    await userEvent.click((await row(canvas, labSection.title)).getByRole('button', { name: 'Delete' }));
    dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Service section deleted successfully!')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: labSection.title })).toBeNull());
    await expect(db.serviceSections.map((s) => s._id)).toEqual([section._id]);
    // The section being edited was another one: the form stays on it.
    await expect(canvas.getByRole('form', { name: 'Edit Service Section' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue(section.title);
  },
};

export const DeleteEditedSectionResetsToCreate: Story = {
  parameters: { mockDb: withLabSection },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click((await row(canvas, section.title)).getByRole('button', { name: 'Delete' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Service section deleted successfully!')).toBeVisible();
    await createForm(canvas);
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('Our Services');
    await expect(canvas.getByText('No services added yet. Click "Add Service" to get started.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: section.title })).toBeNull());
    await row(canvas, labSection.title);
    await expect(db.serviceSections.map((s) => s._id)).toEqual([labSection._id]);
  },
};

export const DeleteFails: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    await userEvent.click((await row(canvas, section.title)).getByRole('button', { name: 'Delete' }));
    const dialog = await body().findByRole('dialog');
    setScenario('services', { kind: 'error', status: 500, message: '' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to delete service section');
    await expect(db.serviceSections).toHaveLength(1);
    await expect(canvas.getByRole('form', { name: 'Edit Service Section' })).toBeVisible();
  },
};

export const ToggleActive: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await editForm(canvas);
    const first = await row(canvas, section.title);
    await userEvent.click(first.getByRole('checkbox', { name: 'Active' }));
    await expect(await canvas.findByText('Service section deactivated successfully!')).toBeVisible();
    await waitFor(() => expect(first.getByRole('checkbox', { name: 'Active' })).not.toBeChecked());
    await expect(first.queryByText('Active', { selector: '.badge' })).toBeNull();
    await expect(db.serviceSections[0].isActive).toBe(false);

    await userEvent.click(first.getByRole('checkbox', { name: 'Active' }));
    await expect(await canvas.findByText('Service section activated successfully!')).toBeVisible();
    await waitFor(() => expect(first.getByText('Active', { selector: '.badge' })).toBeVisible());
    await expect(db.serviceSections[0].isActive).toBe(true);
  },
};
