import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { FooterAdminPage } from './footer-admin-page';

const demo = demoData.footers[0];
const demoSections = [...demo.sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
const url = (platform: string) => demo.socialMedia.find((l) => l.platform === platform)?.url ?? '';

const meta = {
  title: 'Admin/Footer',
  component: FooterAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/footer' } },
} satisfies Meta<typeof FooterAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// Toasts and the confirm dialog render outside the story root.
const body = () => within(document.body);
const ready = (canvas: Canvas) => canvas.findByRole('button', { name: 'Save Footer Configuration' });
const sectionTitles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Footer sections' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Footer Management' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue(demo.companyName);
    await expect(canvas.getByLabelText('Email')).toHaveValue(demo.contactInfo.email);
    await expect(canvas.getByLabelText('Phone')).toHaveValue(demo.contactInfo.phone);
    await expect(canvas.getByLabelText('Street Address')).toHaveValue(demo.contactInfo.address?.street);
    await expect(canvas.getByLabelText('City')).toHaveValue(demo.contactInfo.address?.city);
    await expect(canvas.getByLabelText('Description')).toHaveValue(demo.description);
    for (const [label, platform] of [
      ['Facebook', 'facebook'],
      ['Twitter', 'twitter'],
      ['Instagram', 'instagram'],
      ['LinkedIn', 'linkedin'],
    ])
      await expect(canvas.getByLabelText(label)).toHaveValue(url(platform));
    await expect(sectionTitles(canvas)).toEqual(demoSections.map((s) => s.title));
    await expect(canvas.getByLabelText('Copyright Text')).toHaveValue(demo.copyright.text);
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { footer: scenario('footer', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading footer data...');
    await expect(canvas.queryByRole('button', { name: 'Save Footer Configuration' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { footer: scenario('footer', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading footer data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Footer Configuration' })).toBeNull();
  },
};

export const EditAndSave: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Company Name/));
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'NovaGuide Labs');
    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('City'), 'Austin, TX');
    await userEvent.clear(canvas.getByLabelText('Copyright Text'));
    await userEvent.type(canvas.getByLabelText('Copyright Text'), '© NovaGuide Labs');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Footer Configuration' }));
    await expect(await body().findByText('Footer data saved successfully!')).toBeInTheDocument();
    await expect(db.footers[0]).toMatchObject({
      companyName: 'NovaGuide Labs',
      contactInfo: { address: { street: demo.contactInfo.address?.street, city: 'Austin, TX' }, email: demo.contactInfo.email },
      copyright: { text: '© NovaGuide Labs' },
    });
    await expect(db.footers[0].sections.map((s) => s.title)).toEqual(demoSections.map((s) => s.title));
    await waitFor(() => expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('NovaGuide Labs'));
  },
};

/** Edits show in the public footer before they are saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText('Description'));
    await userEvent.type(canvas.getByLabelText('Description'), 'Guides designed by implant specialists.');
    await userEvent.clear(canvas.getByLabelText('Copyright Text'));
    await userEvent.type(canvas.getByLabelText('Copyright Text'), '© NovaGuide Labs');
    const preview = await findPreview(canvasElement);
    const footer = await preview.findByRole('contentinfo');
    await expect(await within(footer).findByText('Guides designed by implant specialists.')).toBeVisible();
    await expect(within(footer).getByText('© NovaGuide Labs')).toBeVisible();
    await expect(within(footer).getByText(demo.companyName)).toBeVisible();
    await expect(db.footers[0].description).toBe(demo.description);
    await expect(db.footers[0].copyright.text).toBe(demo.copyright.text);
  },
};

export const BlankSocialLinkNotSent: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText('Twitter'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Footer Configuration' }));
    await expect(await body().findByText('Footer data saved successfully!')).toBeInTheDocument();
    await expect(db.footers[0].socialMedia.map((l) => l.platform).sort()).toEqual(['facebook', 'instagram', 'linkedin']);
    await expect(db.footers[0].socialMedia.find((l) => l.platform === 'facebook')?.url).toBe(url('facebook'));
  },
};

export const AddSectionValidation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    await expect(await canvas.findByText('Section title is required')).toBeVisible();
    const field = canvas.getByLabelText('New section title');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Section title is required');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(sectionTitles(canvas)).toHaveLength(demoSections.length);
  },
};

export const AddSectionAndSave: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.type(canvas.getByLabelText('New section title'), 'Resources');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    await expect(sectionTitles(canvas)).toEqual([...demoSections.map((s) => s.title), 'Resources']);
    await expect(canvas.getByLabelText('New section title')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Footer Configuration' }));
    await expect(await body().findByText('Footer data saved successfully!')).toBeInTheDocument();
    const added = db.footers[0].sections.find((s) => s.title === 'Resources');
    await expect(added).toMatchObject({ order: demoSections.length, isActive: true, links: [] });
  },
};

export const DeleteSection: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    const target = demoSections[0].title;
    const item = within(canvas.getByRole('listitem', { name: target }));
    // Cancel keeps it.
    await userEvent.click(item.getByRole('button', { name: 'Delete' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent(target);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(db.footers[0].sections).toHaveLength(demoSections.length);
    // Confirm removes and saves it.
    await userEvent.click(item.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Section deleted successfully!')).toBeInTheDocument();
    await expect(db.footers[0].sections.map((s) => s.title)).toEqual(demoSections.slice(1).map((s) => s.title));
    await waitFor(() => expect(sectionTitles(canvas)).toEqual(demoSections.slice(1).map((s) => s.title)));
  },
};

export const DeleteSectionError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    const target = demoSections[0].title;
    await userEvent.click(within(canvas.getByRole('listitem', { name: target })).getByRole('button', { name: 'Delete' }));
    setScenario('footer', { kind: 'error' });
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Failed to delete section. Please try again.')).toBeInTheDocument();
    await expect(sectionTitles(canvas)).toEqual(demoSections.map((s) => s.title));
    await expect(db.footers[0].sections).toHaveLength(demoSections.length);
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Company Name/));
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'Will not be saved');
    setScenario('footer', { kind: 'error' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Footer Configuration' }));
    await expect(await body().findByText('Error saving footer data. Please try again.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('Will not be saved');
    await expect(db.footers[0].companyName).toBe(demo.companyName);
  },
};

export const Reset: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Company Name/));
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'Unsaved edit');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Company Name/)).toHaveValue(demo.companyName));
  },
};

const SAVED = 'Footer data saved successfully!';
const noFooter = { mockDb: (d: MockDb) => void (d.footers = []) };

/** Opens the empty screen's form: 'No footer yet.', then 'Create footer'. */
const openCreate = async (canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) => {
  await expect(await canvas.findByText('No footer yet.')).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Save Footer Configuration' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Create footer' }));
  return ready(canvas);
};

export const Empty: Story = {
  parameters: noFooter,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openCreate(canvas, userEvent);
    // The form opens empty, on the company name: an active footer with no sections.
    await expect(canvas.getByText('This footer is not saved yet. Saving will create it.')).toBeVisible();
    const name = canvas.getByLabelText(/^Company Name/);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('');
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByText('No footer sections yet.')).toBeVisible();
    await expect(canvas.getByLabelText('Copyright Text')).toHaveValue('');
    await userEvent.type(name, 'NovaGuide Labs');
    await userEvent.type(canvas.getByLabelText('Email'), 'hello@novaguide.example');
    await userEvent.type(canvas.getByLabelText('LinkedIn'), 'https://www.linkedin.com/company/novaguide-labs');
    await userEvent.type(canvas.getByLabelText('New section title'), 'Resources');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    const year = new Date().getFullYear();
    await expect(canvas.getByLabelText('Copyright Text')).toHaveAccessibleDescription(`Left empty, it reads '© ${year} NovaGuide Labs. All rights reserved.'`);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Footer Configuration' }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    // Created (POST /footer/create-new-footer), active, with what was typed and the server's copyright.
    await expect(db.footers).toHaveLength(1);
    await expect(db.footers[0]).toMatchObject({
      companyName: 'NovaGuide Labs',
      isActive: true,
      contactInfo: { email: 'hello@novaguide.example' },
      socialMedia: [{ platform: 'linkedin', url: 'https://www.linkedin.com/company/novaguide-labs', isActive: true }],
      sections: [{ title: 'Resources', order: 0, isActive: true, links: [] }],
      copyright: { text: `© ${year} NovaGuide Labs. All rights reserved.` },
    });
    // Then edited like any stored footer.
    await waitFor(() => expect(canvas.queryByText('This footer is not saved yet. Saving will create it.')).toBeNull());
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('NovaGuide Labs');
    await expect(sectionTitles(canvas)).toEqual(['Resources']);
    await expect(canvas.getByLabelText('Copyright Text')).toHaveValue(`© ${year} NovaGuide Labs. All rights reserved.`);
  },
};

export const CreateNeedsCompanyName: Story = {
  parameters: noFooter,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openCreate(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText('City'), 'Boston');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Footer Configuration' }));
    const name = canvas.getByLabelText(/^Company Name/);
    await expect(await canvas.findByText('Company name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Company name is required');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(body().queryByText(SAVED)).toBeNull();
    await expect(db.footers).toHaveLength(0);
    // Filled in, the message goes.
    await userEvent.type(name, 'NovaGuide Labs');
    await expect(canvas.queryByText('Company name is required')).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const CreateError: Story = {
  parameters: noFooter,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openCreate(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'NovaGuide Labs');
    setScenario('footer', { kind: 'error' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Footer Configuration' }));
    await expect(await body().findByText('Error saving footer data. Please try again.')).toBeInTheDocument();
    // Still the new footer's form, as typed.
    await expect(canvas.getByText('This footer is not saved yet. Saving will create it.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('NovaGuide Labs');
    await expect(db.footers).toHaveLength(0);
  },
};

const DELETED = 'Footer deleted successfully!';
/** Presses 'Delete Footer' and waits for its confirm dialog. */
const askToDeleteFooter = async (canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) => {
  await ready(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Delete Footer' }));
  const dialog = within(await body().findByRole('dialog', { name: 'Delete Footer' }));
  // Opened means faded in: focus is on Cancel then, as a person sees it.
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  return dialog;
};

export const DeleteFooterConfirm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await askToDeleteFooter(canvas, userEvent);
    await waitFor(() => expect(dialog.getByText(/Are you sure you want to delete this footer\? It stays in the history/)).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Cancel keeps it.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(db.footers).toHaveLength(1);
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue(demo.companyName);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Footer' })).toHaveFocus());
  },
};

export const DeletingFooter: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await askToDeleteFooter(canvas, userEvent);
    setScenario('footer', { kind: 'loading' });
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    // While it runs, nothing can be pressed twice.
    await expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(db.footers).toHaveLength(1);
  },
};

export const DeletedFooter: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await askToDeleteFooter(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText(DELETED)).toBeInTheDocument();
    // The empty state, and the form only on request.
    await expect(await canvas.findByText('No footer yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create footer' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Footer Configuration' })).toBeNull();
    await expect(db.footers).toHaveLength(0);

    // History keeps it, and brings it back.
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    const panel = within(await body().findByRole('dialog', { name: 'Footer history' }));
    const [newest] = within(await panel.findByRole('list', { name: 'Changes, newest first' })).getAllByRole('button');
    await expect(newest).toHaveTextContent(`Deleted ${demo.companyName}`);
    await userEvent.click(newest);
    await userEvent.click(await panel.findByRole('button', { name: 'Bring back' }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Bring back this record?' })).getByRole('button', { name: 'Bring back' }));
    await expect(await body().findByText('Revision restored successfully!')).toBeInTheDocument();
    await expect(db.footers.map((f) => f.companyName)).toEqual([demo.companyName]);
    await userEvent.click(panel.getByRole('button', { name: 'Close history' }));
    await expect(await canvas.findByRole('button', { name: 'Save Footer Configuration' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue(demo.companyName);
  },
};

export const DeleteFooterError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await askToDeleteFooter(canvas, userEvent);
    setScenario('footer', { kind: 'error' });
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const message = await body().findByText('Failed to delete footer. Please try again.');
    await expect(message.closest('[role="alert"]')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Delete Footer' })).toBeNull());
    await expect(db.footers).toHaveLength(1);
    await expect(canvas.getByLabelText(/^Company Name/)).toHaveValue(demo.companyName);
  },
};
