import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@shared/contract/file-types';
import { demoData } from '@shared/demo-content';
import { SERVICE_IDS } from '@shared/demo-content/ids';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { ServiceDetailsAdminPage } from './service-details-admin-page';
import { ServiceDetailsAdminScreen } from './service-details-admin-screen';

const GUIDE = SERVICE_IDS.surgicalGuideDesign;
const SCANS = SERVICE_IDS.scanMerging;
const guide = demoData.serviceDetails.find((d) => d.serviceId === GUIDE)!;
const scansTitle = demoData.serviceSections[0].services.find((s) => s._id === SCANS)!.title;
const withoutScanDetails = (d: MockDb) => void (d.serviceDetails = d.serviceDetails.filter((x) => x.serviceId !== SCANS));
const guideRecord = () => db.serviceDetails.find((d) => d.serviceId === GUIDE)!;
/** A 1x1 PNG, built in the browser. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const meta = {
  title: 'Admin/Service Details',
  component: ServiceDetailsAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/service-details' } },
} satisfies Meta<typeof ServiceDetailsAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = { selectOptions: (element: Element, values: string) => Promise<unknown> };
// The confirm dialog renders outside the story root.
const body = () => within(document.body);
const SAVE = { name: 'Save Changes' };

/** Chooses a service and waits for its editor. */
async function pick(canvas: Canvas, user: User, serviceId: string) {
  await user.selectOptions(await canvas.findByLabelText('Service'), serviceId);
  await canvas.findByRole('form', { name: 'Service details' });
}
const section = (canvas: Canvas, n: number) => within(canvas.getByRole('listitem', { name: `Section ${n}` }));
const badge = (canvas: Canvas) => canvas.getByTestId('mode-badge');

export const NoServiceSelected: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText('Service');
    await expect(select).toHaveValue('');
    await expect(within(select).getAllByRole('option')).toHaveLength(7);
    await expect(select.querySelector('optgroup')).toHaveAttribute('label', demoData.serviceSections[0].title);
    await expect(canvas.getByText('Select a service to edit its details.')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select a service first');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { serviceDetails: scenario('serviceDetails', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading services...');
    await expect(canvas.queryByLabelText('Service')).toBeNull();
  },
};

export const ServicesLoadError: Story = {
  parameters: { msw: { handlers: { serviceDetails: scenario('serviceDetails', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch services. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Service')).toBeNull();
  },
};

export const NoServices: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.serviceSections = []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No services found. Please add services first.')).toBeVisible();
    await expect(canvas.queryByLabelText('Service')).toBeNull();
  },
};

export const RecordLoadError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText('Service');
    setScenario('serviceDetails', { kind: 'error', status: 500 });
    await userEvent.selectOptions(select, GUIDE);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load service details');
    await expect(canvas.queryByRole('form')).toBeNull();
    setScenario('serviceDetails', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await canvas.findByRole('form', { name: 'Service details' });
    await expect(await canvas.findByText('Service details loaded successfully!')).toBeVisible();
  },
};

export const EditingExisting: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    await expect(await canvas.findByText('Service details loaded successfully!')).toBeVisible();
    await expect(badge(canvas)).toHaveTextContent('Editing Existing');
    await expect(canvas.getByLabelText('Title')).toHaveValue(guide.heroSection.title);
    await expect(canvas.getByLabelText('Description')).toHaveValue(guide.heroSection.description);
    await expect(canvas.getByLabelText('Button Text')).toHaveValue(guide.heroSection.buttonText);
    const sections = within(canvas.getByRole('list', { name: 'Content sections' })).getAllByRole('listitem', { name: /^Section \d+$/ });
    await expect(sections).toHaveLength(guide.sections.length);
    const first = section(canvas, 1);
    const [s1] = guide.sections;
    await expect(first.getByLabelText(/^Section Title/)).toHaveValue(s1.title);
    const step1 = within(first.getByRole('listitem', { name: 'Step 1' }));
    await expect(step1.getByLabelText(/^Step Title/)).toHaveValue(s1.steps![0].title);
    await expect(step1.getByLabelText('Color')).toHaveValue(s1.steps![0].color);
    await expect(step1.getByTestId('step-swatch')).toHaveAttribute('data-color', s1.steps![0].color);
    const image1 = within(first.getByRole('listitem', { name: 'Image 1' }));
    await expect(image1.getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute('src', s1.images![0].url);
    await expect(image1.getByLabelText('Alt Text')).toHaveValue(s1.images![0].alt);
    // Limits from the contract.
    await expect(canvas.getByLabelText('Title')).toHaveAttribute('maxLength', '150');
    await expect(canvas.getByLabelText('Button Text')).toHaveAttribute('maxLength', '50');
    await expect(first.getByLabelText(/^Section Title/)).toHaveAttribute('maxLength', '150');
    await expect(step1.getByLabelText(/^Step Title/)).toHaveAttribute('maxLength', '100');
    await expect(image1.getByLabelText('Alt Text')).toHaveAttribute('maxLength', '150');
  },
};

/** Edits show on the service's public page before they are saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    const title = canvas.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Guides that seat first time');
    const sectionTitle = section(canvas, 1).getByLabelText(/^Section Title/);
    await userEvent.clear(sectionTitle);
    await userEvent.type(sectionTitle, 'From scan to guide');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByRole('heading', { level: 1, name: 'Guides that seat first time' })).toBeVisible();
    await expect(await preview.findByRole('heading', { name: 'From scan to guide' })).toBeVisible();
    await expect(preview.getByRole('link', { name: guide.heroSection.buttonText })).toBeVisible();
    await expect(guideRecord().heroSection.title).toBe(guide.heroSection.title);
    await expect(guideRecord().sections[0].title).toBe(guide.sections[0].title);
  },
};

export const CreatingNew: Story = {
  parameters: { mockDb: withoutScanDetails },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: `${scansTitle} (no details yet)` })).toBeInTheDocument();
    await pick(canvas, userEvent, SCANS);
    await expect(await canvas.findByText('Ready to create new service details!')).toBeVisible();
    await expect(badge(canvas)).toHaveTextContent('Creating New');
    await expect(canvas.getByLabelText('Title')).toHaveValue('');
    await expect(canvas.getByText('No sections yet. Click "Add Section" to add one.')).toBeVisible();
  },
};

export const BannerDismissesAfter5s: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    await expect(await canvas.findByText('Service details loaded successfully!')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Service details loaded successfully!')).toBeNull(), { timeout: 7000 });
    await expect(badge(canvas)).toHaveTextContent('Editing Existing');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    await userEvent.clear(section(canvas, 1).getByLabelText(/^Section Title/));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    await userEvent.type(section(canvas, 4).getByLabelText(/^Section Title/), 'Aftercare');
    await userEvent.click(section(canvas, 4).getByRole('button', { name: 'Add Step' }));
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Section and step titles are required.');
    await expect(section(canvas, 1).getByText('Section title is required.')).toBeVisible();
    await expect(section(canvas, 4).getByText('Step title is required.')).toBeVisible();
    await expect(section(canvas, 4).getByLabelText(/^Step Title/)).toHaveClass('is-invalid');
    await expect(section(canvas, 4).getByLabelText(/^Step Title/)).toHaveAccessibleDescription(/^Step title is required\./);
    // The first field to fix has the focus.
    await waitFor(() => expect(section(canvas, 1).getByLabelText(/^Section Title/)).toHaveFocus());
    await expect(guideRecord().sections[0].title).toBe(guide.sections[0].title);
  },
};

export const AddSectionAndStep: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    const added = section(canvas, 4);
    await userEvent.type(added.getByLabelText(/^Section Title/), 'Aftercare');
    await userEvent.type(added.getByLabelText('Section Description'), 'What happens after delivery.');
    await expect(added.getByText('No steps yet. Click "Add Step" to add one.')).toBeVisible();
    await userEvent.click(added.getByRole('button', { name: 'Add Step' }));
    const step = within(added.getByRole('listitem', { name: 'Step 1' }));
    await userEvent.type(step.getByLabelText(/^Step Title/), 'Follow-up call');
    await userEvent.selectOptions(step.getByLabelText('Color'), 'green');
    await expect(step.getByTestId('step-swatch')).toHaveAttribute('data-color', 'green');
    await expect(step.getByTestId('step-swatch')).toHaveClass('step-bg-green');
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByText('Service details updated successfully!')).toBeVisible();
    await waitFor(() => expect(guideRecord().sections).toHaveLength(4));
    const saved = guideRecord().sections[3];
    await expect(saved).toMatchObject({
      title: 'Aftercare',
      description: 'What happens after delivery.',
      steps: [{ title: 'Follow-up call', color: 'green' }],
    });
    await expect(saved._id).toBeTruthy();
    await expect(saved.steps![0]._id).toBeTruthy();
    // Existing sections and steps keep their ids.
    await expect(guideRecord().sections[0]._id).toBe(guide.sections[0]._id);
  },
};

export const SaveCreate: Story = {
  parameters: { mockDb: withoutScanDetails },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, SCANS);
    await userEvent.type(canvas.getByLabelText('Title'), 'Merged scans you can trust');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    await userEvent.type(section(canvas, 1).getByLabelText(/^Section Title/), 'How we merge');
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByText('Service details created successfully!')).toBeVisible();
    await waitFor(() => expect(db.serviceDetails.find((d) => d.serviceId === SCANS)).toBeDefined());
    await expect(db.serviceDetails.find((d) => d.serviceId === SCANS)).toMatchObject({
      serviceTitle: scansTitle,
      heroSection: { title: 'Merged scans you can trust' },
      sections: [{ title: 'How we merge' }],
    });
    await waitFor(() => expect(badge(canvas)).toHaveTextContent('Editing Existing'));
    await expect(canvas.getByLabelText('Title')).toHaveValue('Merged scans you can trust');
  },
};

export const SaveUpdate: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    const title = canvas.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Guides that fit first time');
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByText('Service details updated successfully!')).toBeVisible();
    await waitFor(() => expect(guideRecord().heroSection.title).toBe('Guides that fit first time'));
    await expect(guideRecord().sections).toHaveLength(guide.sections.length);
    await waitFor(() => expect(canvas.getByLabelText('Title')).toHaveValue('Guides that fit first time'));
    await expect(badge(canvas)).toHaveTextContent('Editing Existing');
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    setScenario('serviceDetails', { kind: 'loading' });
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    const title = canvas.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Not saved');
    setScenario('serviceDetails', { kind: 'error', status: 500, message: 'Database unavailable' });
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save service details: Database unavailable');
    await expect(canvas.getByLabelText('Title')).toHaveValue('Not saved');
    await expect(guideRecord().heroSection.title).toBe(guide.heroSection.title);
    await expect(canvas.getByRole('button', SAVE)).toBeEnabled();
  },
};

export const ImageUpload: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    const first = section(canvas, 1);
    await userEvent.upload(first.getByLabelText('Upload Image'), new File([PNG], 'tooth.png', { type: 'image/png' }));
    await expect(await canvas.findByText('Image uploaded successfully!')).toBeVisible();
    const stored = [...db.blobs.entries()].find(([, b]) => b.originalName === 'tooth.png');
    await expect(stored).toBeDefined();
    const [url] = stored!;
    const image2 = within(first.getByRole('listitem', { name: 'Image 2' }));
    await expect(image2.getByRole('img', { name: 'Preview of image 2' })).toHaveAttribute('src', url);
    await expect(url).toMatch(/^\/uploads\//);
    await userEvent.type(image2.getByLabelText('Alt Text'), 'A single tooth');
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByText('Service details updated successfully!')).toBeVisible();
    await waitFor(() => expect(guideRecord().sections[0].images).toHaveLength(2));
    await expect(guideRecord().sections[0].images![1]).toEqual({ url, alt: 'A single tooth', filename: url.split('/').pop() });
  },
};

export const ImageUploadRejected: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // The file input's accept list would hide a wrong file from the picker; drop it in anyway.
    const user = baseUserEvent.setup({ applyAccept: false });
    await pick(canvas, userEvent, GUIDE);
    const input = section(canvas, 1).getByLabelText('Upload Image');
    await user.upload(input, new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await expect(await canvas.findByText(IMAGE_SIZE_MESSAGE)).toBeVisible();
    await expect(db.blobs.size).toBe(0);
    await expect(section(canvas, 1).queryByRole('listitem', { name: 'Image 2' })).toBeNull();
  },
};

export const ImageUploadServerRejects: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    const input = section(canvas, 1).getByLabelText('Upload Image');
    setScenario('serviceDetails', { kind: 'error', status: 413, message: 'The server refused: image too large' });
    await userEvent.upload(input, new File([PNG], 'tooth.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server refused: image too large');
    setScenario('serviceDetails', { kind: 'error', status: 500, message: 'Disk full' });
    await userEvent.upload(input, new File([PNG], 'tooth.png', { type: 'image/png' }));
    await expect(await canvas.findByText('Failed to upload image')).toBeVisible();
    await expect(db.blobs.size).toBe(0);
  },
};

export const ImageRemove: Story = {
  parameters: {
    mockDb: (d: MockDb) => void d.blobs.set(guide.sections[0].images![0].url, { bytes: PNG, mime: 'image/png', originalName: 'arch.png' }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    await userEvent.click(section(canvas, 1).getByRole('button', { name: 'Remove Image 1' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Remove Image' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Image removed successfully!')).toBeVisible();
    await expect(db.blobs.size).toBe(0);
    await expect(section(canvas, 1).queryByRole('listitem', { name: 'Image 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByText('Service details updated successfully!')).toBeVisible();
    await waitFor(() => expect(guideRecord().sections[0].images).toEqual([]));
  },
};

export const ImageRemoveServerFails: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await pick(canvas, userEvent, GUIDE);
    setScenario('serviceDetails', { kind: 'error', status: 500 });
    await userEvent.click(section(canvas, 1).getByRole('button', { name: 'Remove Image 1' }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Remove Image' })).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Image removed but file may still exist on server');
    await expect(section(canvas, 1).queryByRole('listitem', { name: 'Image 1' })).toBeNull();
    setScenario('serviceDetails', null);
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByText('Service details updated successfully!')).toBeVisible();
    await waitFor(() => expect(guideRecord().sections[0].images).toEqual([]));
  },
};

/** The route's screen: the page inside its error boundary renders as usual. */
export const Screen: Story = {
  render: () => <ServiceDetailsAdminScreen />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Service Details Management' })).toBeVisible();
    await pick(canvas, userEvent, GUIDE);
    await expect(canvas.queryByText('Something went wrong')).toBeNull();
  },
};
