import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { body, dialog, loaded, openSections, sectionCard, sectionTitles, toast } from './legal-admin-story-kit';
import { TermsAdminPage } from './terms-admin-page';

const terms = demoData.termsConditions[0];
const byOrder = [...terms.sections].sort((a, b) => a.order - b.order);
const bulleted = byOrder.find((s) => s.bulletPoints.length > 1)!;
const withSubs = byOrder.find((s) => s.subsections.length > 0)!;
const stored = () => db.termsConditions[0];
const storedSection = (id: string) => stored().sections.find((s) => s._id === id);

const meta = {
  title: 'Admin/Terms & Conditions',
  component: TermsAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/terms-conditions' } },
} satisfies Meta<typeof TermsAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions Management' })).toBeVisible();
    await expect(canvas.getByText('Updated: October 1, 2026')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(terms.title);
    await expect(canvas.getByLabelText('Subtitle')).toHaveValue(terms.subtitle);
    await expect(canvas.getByLabelText('Acceptance Statement')).toHaveValue(terms.acceptanceStatement);
    await expect(canvas.getByLabelText('Company Name')).toHaveValue(terms.contactInfo!.companyName);

    await openSections(canvas, userEvent);
    await expect(sectionTitles(canvas)).toEqual(byOrder.map((s) => s.title));
    // No section type on the terms.
    await expect(canvas.queryByLabelText('Section Type')).toBeNull();
    const card = sectionCard(canvas, bulleted.title);
    for (const b of bulleted.bulletPoints) await expect(card.getByRole('button', { name: `Remove bullet point: ${b.text}` })).toBeVisible();
    // Subsections are shown, read-only: the terms have no subsection calls.
    const subs = sectionCard(canvas, withSubs.title);
    for (const sub of withSubs.subsections) await expect(subs.getByRole('heading', { level: 5, name: sub.title })).toBeVisible();
    await expect(subs.getByText("The terms' subsections are shown here read-only.")).toBeVisible();
    await expect(subs.queryByRole('button', { name: 'Add Subsection' })).toBeNull();
    await expect(within(subs.getByRole('list', { name: 'Subsections' })).queryByRole('button')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { terms: scenario('terms', { kind: 'error', status: 500 }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load terms and conditions');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NoDocument: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.termsConditions = []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Terms & Conditions');
    await expect(canvas.getByLabelText('Acceptance Statement')).toHaveValue('By using our website and services you agree to these terms.');
    await expect(db.termsConditions).toHaveLength(1);
    await expect(stored()).toMatchObject({ title: 'Terms & Conditions', sections: [] });
  },
};

export const NoDocumentCreateFails: Story = {
  parameters: { msw: { handlers: { terms: scenario('terms', { kind: 'notFound' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create terms and conditions');
  },
};

export const TermsAcceptanceStatement: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const field = canvas.getByLabelText('Acceptance Statement');
    await expect(field).toHaveAttribute('rows', '2');
    await expect(field).toHaveAttribute('maxLength', '1000');
    await expect(canvas.getByText(`${terms.acceptanceStatement!.length}/1000 characters`)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'By ordering you accept these terms.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Basic Information' }));
    await toast('Basic information updated successfully!');
    await waitFor(() => expect(stored().acceptanceStatement).toBe('By ordering you accept these terms.'));
    await expect(stored().title).toBe(terms.title);
  },
};

/** The acceptance statement shows on the public terms page before it is saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const field = canvas.getByLabelText('Acceptance Statement');
    await userEvent.clear(field);
    await userEvent.type(field, 'By ordering you accept these terms.');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByText('By ordering you accept these terms.')).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: terms.title })).toBeVisible();
    await expect(preview.getByRole('heading', { name: byOrder[0].title })).toBeVisible();
    await expect(stored().acceptanceStatement).toBe(terms.acceptanceStatement);
  },
};

export const AddSection: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: 'Add Section' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Section Title/), 'Governing Law');
    await userEvent.type(canvas.getByLabelText('Content'), 'These terms are governed by the laws of California.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    await toast('Section added successfully!');
    await waitFor(() => expect(stored().sections).toHaveLength(terms.sections.length + 1));
    const added = stored().sections.find((s) => s.title === 'Governing Law')!;
    await expect(added.content).toBe('These terms are governed by the laws of California.');
    await expect(added).not.toHaveProperty('sectionType');
    await expect(await canvas.findByRole('listitem', { name: 'Governing Law' })).toBeVisible();
  },
};

export const EditSectionModal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await userEvent.click(sectionCard(canvas, bulleted.title).getByRole('button', { name: 'Edit' }));
    const modal = await dialog('Edit Section');
    await expect(modal.queryByLabelText('Section Type')).toBeNull();
    await userEvent.clear(modal.getByLabelText('Content'));
    await userEvent.type(modal.getByLabelText('Content'), 'Planning and guide design.');
    await userEvent.click(modal.getByRole('button', { name: 'Save Changes' }));
    await toast('Section updated successfully!');
    await waitFor(() => expect(storedSection(bulleted._id)).toMatchObject({ title: bulleted.title, content: 'Planning and guide design.' }));
    await expect(await sectionCard(canvas, bulleted.title).findByText('Planning and guide design.')).toBeVisible();
  },
};

export const DeleteSectionConfirm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await userEvent.click(sectionCard(canvas, withSubs.title).getByRole('button', { name: 'Delete' }));
    await userEvent.click((await dialog('Delete Section')).getByRole('button', { name: 'Delete' }));
    await toast('Section deleted successfully!');
    await waitFor(() => expect(storedSection(withSubs._id)).toBeUndefined());
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: withSubs.title })).toBeNull());
  },
};

export const AddBullet: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, bulleted.title);
    await userEvent.type(card.getByLabelText('New bullet point'), 'Model printing');
    await userEvent.click(card.getByRole('button', { name: 'Add' }));
    await toast('Bullet point added successfully!');
    await waitFor(() => expect(storedSection(bulleted._id)!.bulletPoints.at(-1)!.text).toBe('Model printing'));
    // Enter adds too.
    await userEvent.type(card.getByLabelText('New bullet point'), 'Sleeve kits{Enter}');
    await waitFor(() => expect(storedSection(bulleted._id)!.bulletPoints.at(-1)!.text).toBe('Sleeve kits'));
    await expect(await card.findByRole('button', { name: 'Remove bullet point: Sleeve kits' })).toBeVisible();
  },
};

export const BlankBulletRefused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, bulleted.title);
    await userEvent.type(card.getByLabelText('New bullet point'), '   {Enter}');
    await expect(await card.findByText('Please enter the bullet point text.')).toBeVisible();
    await expect(storedSection(bulleted._id)!.bulletPoints).toHaveLength(bulleted.bulletPoints.length);
    await expect(body().queryByText('Bullet point added successfully!')).toBeNull();
  },
};

export const DeleteBulletConfirm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, bulleted.title);
    const last = bulleted.bulletPoints.at(-1)!;
    await userEvent.click(card.getByRole('button', { name: `Remove bullet point: ${last.text}` }));
    const confirm = await dialog('Delete Bullet Point');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await toast('Bullet point deleted successfully!');
    await waitFor(() => expect(storedSection(bulleted._id)!.bulletPoints.map((b) => b._id)).not.toContain(last._id));
    await waitFor(() => expect(card.queryByRole('button', { name: `Remove bullet point: ${last.text}` })).toBeNull());
  },
};

export const NoSections: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.termsConditions[0].sections = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await expect(canvas.getByText('No sections yet. Add the first one above.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Existing Sections' })).toBeNull();
  },
};
