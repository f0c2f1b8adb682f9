import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { formatLongDate } from '@/features/legal/format-long-date';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { body, dialog, loaded, openSections, sectionCard, sectionTitles, toast } from './legal-admin-story-kit';
import { PrivacyAdminPage } from './privacy-admin-page';

const policy = demoData.privacyPolicies[0];
const byOrder = [...policy.sections].sort((a, b) => a.order - b.order);
const intro = byOrder.find((s) => s.sectionType === 'introduction')!;
const withSubs = byOrder.find((s) => s.subsections.length > 1)!;
const stored = () => db.privacyPolicies[0];
const storedSection = (id: string) => stored().sections.find((s) => s._id === id);

const meta = {
  title: 'Admin/Privacy Policy',
  component: PrivacyAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/privacy-policy' } },
} satisfies Meta<typeof PrivacyAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy Management' })).toBeVisible();
    await expect(canvas.getByText('Updated: October 1, 2026')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Basic Information' })).toHaveAttribute('aria-selected', 'true');
    const info = policy.contactInfo!;
    const fields: [string | RegExp, string | undefined, number][] = [
      [/^Title/, policy.title, 200],
      ['Subtitle', policy.subtitle, 500],
      ['Company Name', info.companyName, 100],
      ['Email', info.email, 254],
      ['Phone', info.phone, 30],
      ['Address', info.address, 300],
    ];
    for (const [label, value, max] of fields) {
      await expect(canvas.getByLabelText(label)).toHaveValue(value);
      await expect(canvas.getByLabelText(label)).toHaveAttribute('maxLength', String(max));
    }
    await expect(canvas.getByLabelText('Subtitle')).toHaveAttribute('rows', '3');
    await expect(canvas.getByText(`${policy.title.length}/200 characters`)).toBeVisible();
    await expect(canvas.queryByLabelText('Acceptance Statement')).toBeNull();

    await openSections(canvas, userEvent);
    await expect(sectionTitles(canvas)).toEqual(byOrder.map((s) => s.title));
    const card = sectionCard(canvas, intro.title);
    await expect(card.getByText('Introduction', { selector: '.badge' })).toBeVisible();
    await expect(card.getByText(intro.content!)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
    for (const b of intro.bulletPoints) await expect(card.getByRole('button', { name: `Remove bullet point: ${b.text}` })).toBeVisible();
    await expect(canvas.getByLabelText('Section Type')).toHaveValue('');
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveAttribute('maxLength', '200');
    await expect(canvas.getByLabelText('Content')).toHaveAttribute('rows', '4');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { privacy: scenario('privacy', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading privacy policy...');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const LoadErrorRetry: Story = {
  parameters: {
    // The first load fails; the play lifts the scenario before Retry.
    scenarios: { privacy: { kind: 'error', status: 500, message: 'Database unavailable' } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load privacy policy');
    await expect(canvas.queryByRole('tab')).toBeNull();
    setScenario('privacy', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await loaded(canvas);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(policy.title);
  },
};

export const NoDocument: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.privacyPolicies = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Privacy Policy');
    await expect(db.privacyPolicies).toHaveLength(1);
    await expect(stored().title).toBe('Privacy Policy');
    await openSections(canvas, userEvent);
    await expect(await canvas.findByText('No sections yet. Add the first one above.')).toBeVisible();
  },
};

export const NoDocumentCreateFails: Story = {
  parameters: { msw: { handlers: { privacy: scenario('privacy', { kind: 'notFound' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create privacy policy');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const SaveBasicInfo: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Privacy Notice');
    await userEvent.clear(canvas.getByLabelText('Phone'));
    await userEvent.type(canvas.getByLabelText('Phone'), '+1 415 555 0100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Basic Information' }));
    await toast('Basic information updated successfully!');
    await waitFor(() => expect(stored().title).toBe('Privacy Notice'));
    await expect(stored().contactInfo).toMatchObject({ phone: '+1 415 555 0100', companyName: policy.contactInfo!.companyName });
    await expect(stored().sections).toHaveLength(policy.sections.length);
    await expect(stored()).not.toHaveProperty('acceptanceStatement');
    // The returned document replaces the screen's: the badge shows the new lastUpdated.
    await expect(await canvas.findByText(`Updated: ${formatLongDate(stored().lastUpdated)}`)).toBeVisible();
  },
};

/** Basic information shows on the public privacy page before it is saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Privacy Notice');
    await userEvent.clear(canvas.getByLabelText('Phone'));
    await userEvent.type(canvas.getByLabelText('Phone'), '+1 415 555 0100');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    // The stored sections, with the draft's contact details in the contact section.
    await expect(preview.getByRole('heading', { name: intro.title })).toBeVisible();
    await expect(await within(preview.getByRole('complementary', { name: 'Contact details' })).findByText('+1 415 555 0100')).toBeVisible();
    await expect(stored().title).toBe(policy.title);
    await expect(stored().contactInfo).toEqual(policy.contactInfo);
  },
};

export const SavingBasicInfo: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    setScenario('privacy', { kind: 'loading' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Basic Information' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const SaveBasicInfoError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.type(canvas.getByLabelText('Subtitle'), ' Changed.');
    setScenario('privacy', { kind: 'error', status: 500 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Basic Information' }));
    await toast('Failed to update basic information');
    await expect(canvas.getByLabelText('Subtitle')).toHaveValue(`${policy.subtitle} Changed.`);
    await expect(stored().subtitle).toBe(policy.subtitle);
    await expect(canvas.getByRole('button', { name: 'Save Basic Information' })).toBeEnabled();
  },
};

export const BasicTitleRequired: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Basic Information' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Title is required.');
    const title = canvas.getByLabelText(/^Title/);
    await expect(title).toHaveClass('is-invalid');
    await expect(title).toHaveAccessibleDescription(/^Title is required\./);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(stored().title).toBe(policy.title);
  },
};

export const AddSection: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const add = canvas.getByRole('button', { name: 'Add Section' });
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Section Title/), '   ');
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Section Title/), 'Children');
    await userEvent.type(canvas.getByLabelText('Content'), 'Our services are not directed at children.');
    await userEvent.selectOptions(canvas.getByLabelText('Section Type'), 'introduction');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await toast('Section added successfully!');
    await waitFor(() => expect(stored().sections).toHaveLength(policy.sections.length + 1));
    const added = stored().sections.find((s) => s.title === 'Children')!;
    await expect(added).toMatchObject({
      content: 'Our services are not directed at children.',
      sectionType: 'introduction',
      order: policy.sections.length + 1,
    });
    await expect(await canvas.findByRole('listitem', { name: 'Children' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add Section' })).toBeDisabled();
  },
};

export const AddSectionError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText(/^Section Title/), 'Children');
    setScenario('privacy', { kind: 'error', status: 500 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Section' }));
    await toast('Failed to add section');
    await expect(canvas.getByLabelText(/^Section Title/)).toHaveValue('Children');
    await expect(stored().sections).toHaveLength(policy.sections.length);
  },
};

export const EditSectionModal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await userEvent.click(sectionCard(canvas, intro.title).getByRole('button', { name: 'Edit' }));
    let modal = await dialog('Edit Section');
    await expect(modal.getByLabelText(/^Title/)).toHaveValue(intro.title);
    await expect(modal.getByLabelText('Content')).toHaveValue(intro.content);
    await expect(modal.getByLabelText('Content')).toHaveAttribute('rows', '6');
    await expect(modal.getByLabelText('Section Type')).toHaveValue('introduction');
    await expect(modal.getByTestId('modal-form').style.maxHeight).toBe('80vh');
    // Cancel leaves the section alone.
    await userEvent.type(modal.getByLabelText(/^Title/), ' (draft)');
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(storedSection(intro._id)!.title).toBe(intro.title);

    await userEvent.click(sectionCard(canvas, intro.title).getByRole('button', { name: 'Edit' }));
    modal = await dialog('Edit Section');
    await expect(modal.getByLabelText(/^Title/)).toHaveValue(intro.title);
    await userEvent.clear(modal.getByLabelText(/^Title/));
    await expect(modal.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.type(modal.getByLabelText(/^Title/), 'Welcome');
    await userEvent.selectOptions(modal.getByLabelText('Section Type'), 'contact');
    await userEvent.click(modal.getByRole('button', { name: 'Save Changes' }));
    await toast('Section updated successfully!');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(storedSection(intro._id)).toMatchObject({ title: 'Welcome', content: intro.content, sectionType: 'contact' });
    await expect(canvas.getByRole('listitem', { name: 'Welcome' })).toBeVisible();
  },
};

export const EditSectionError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await userEvent.click(sectionCard(canvas, intro.title).getByRole('button', { name: 'Edit' }));
    const modal = await dialog('Edit Section');
    await userEvent.type(modal.getByLabelText(/^Title/), '!');
    setScenario('privacy', { kind: 'error', status: 500 });
    await userEvent.click(modal.getByRole('button', { name: 'Save Changes' }));
    await toast('Failed to update section');
    // The modal stays open with the admin's text.
    await expect(modal.getByLabelText(/^Title/)).toHaveValue(`${intro.title}!`);
    await expect(storedSection(intro._id)!.title).toBe(intro.title);
  },
};

export const DeleteSectionConfirm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await userEvent.click(sectionCard(canvas, intro.title).getByRole('button', { name: 'Delete' }));
    let confirm = await dialog('Delete Section');
    await expect(confirm.getByText(`Are you sure you want to delete the section "${intro.title}"? This action cannot be undone.`)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(storedSection(intro._id)).toBeDefined();

    await userEvent.click(sectionCard(canvas, intro.title).getByRole('button', { name: 'Delete' }));
    confirm = await dialog('Delete Section');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await toast('Section deleted successfully!');
    await waitFor(() => expect(storedSection(intro._id)).toBeUndefined());
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: intro.title })).toBeNull());
    await expect(sectionTitles(canvas)).toEqual(byOrder.filter((s) => s !== intro).map((s) => s.title));
  },
};

export const DeleteSectionError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    await userEvent.click(sectionCard(canvas, intro.title).getByRole('button', { name: 'Delete' }));
    setScenario('privacy', { kind: 'error', status: 500 });
    await userEvent.click((await dialog('Delete Section')).getByRole('button', { name: 'Delete' }));
    await toast('Failed to delete section');
    await expect(canvas.getByRole('listitem', { name: intro.title })).toBeVisible();
    await expect(storedSection(intro._id)).toBeDefined();
  },
};

export const AddBullet: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, intro.title);
    const input = card.getByLabelText('New bullet point');
    await expect(input).toHaveAttribute('maxLength', '500');
    // Enter adds, like the Add button.
    await userEvent.type(input, '  We answer privacy questions within 30 days.  {Enter}');
    await toast('Bullet point added successfully!');
    await waitFor(() => expect(storedSection(intro._id)!.bulletPoints.map((b) => b.text)).toContain('We answer privacy questions within 30 days.'));
    await expect(await card.findByRole('button', { name: 'Remove bullet point: We answer privacy questions within 30 days.' })).toBeVisible();
    await expect(card.getByLabelText('New bullet point')).toHaveValue('');
  },
};

export const AddBulletError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, intro.title);
    setScenario('privacy', { kind: 'error', status: 500 });
    await userEvent.type(card.getByLabelText('New bullet point'), 'Not saved');
    await userEvent.click(card.getByRole('button', { name: 'Add' }));
    await toast('Failed to add bullet point');
    await expect(card.getByLabelText('New bullet point')).toHaveValue('Not saved');
    await expect(storedSection(intro._id)!.bulletPoints).toHaveLength(intro.bulletPoints.length);
  },
};

export const BlankBulletRefused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, intro.title);
    await userEvent.type(card.getByLabelText('New bullet point'), '    ');
    await userEvent.click(card.getByRole('button', { name: 'Add' }));
    await expect(await card.findByText('Please enter the bullet point text.')).toBeVisible();
    const field = card.getByLabelText('New bullet point');
    await expect(field).toHaveClass('is-invalid');
    await expect(field).toHaveAccessibleDescription(/^Please enter the bullet point text\./);
    // Pressed with the mouse, 'Add' gives the focus to the field to fix.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(storedSection(intro._id)!.bulletPoints).toHaveLength(intro.bulletPoints.length);
    await expect(body().queryByText('Bullet point added successfully!')).toBeNull();
  },
};

export const DeleteBulletConfirm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, intro.title);
    const [first] = intro.bulletPoints;
    await userEvent.click(card.getByRole('button', { name: `Remove bullet point: ${first.text}` }));
    let confirm = await dialog('Delete Bullet Point');
    await expect(confirm.getByText(`Are you sure you want to delete the bullet point "${first.text}"?`)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(storedSection(intro._id)!.bulletPoints).toHaveLength(intro.bulletPoints.length);

    await userEvent.click(card.getByRole('button', { name: `Remove bullet point: ${first.text}` }));
    confirm = await dialog('Delete Bullet Point');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await toast('Bullet point deleted successfully!');
    await waitFor(() => expect(storedSection(intro._id)!.bulletPoints.map((b) => b._id)).not.toContain(first._id));
    await waitFor(() => expect(card.queryByRole('button', { name: `Remove bullet point: ${first.text}` })).toBeNull());
  },
};

export const DeleteBulletError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const [first] = intro.bulletPoints;
    await userEvent.click(sectionCard(canvas, intro.title).getByRole('button', { name: `Remove bullet point: ${first.text}` }));
    setScenario('privacy', { kind: 'error', status: 500 });
    await userEvent.click((await dialog('Delete Bullet Point')).getByRole('button', { name: 'Delete' }));
    await toast('Failed to delete bullet point');
    await expect(storedSection(intro._id)!.bulletPoints).toHaveLength(intro.bulletPoints.length);
  },
};

export const Subsections: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await openSections(canvas, userEvent);
    const card = sectionCard(canvas, withSubs.title);
    const list = () => within(card.getByRole('list', { name: 'Subsections' }));
    await expect(
      list()
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(withSubs.subsections.map((s) => s.title));
    const [first, second] = withSubs.subsections;
    await expect(list().getByText(first.bulletPoints[0].text)).toBeVisible();

    // Add
    await userEvent.click(card.getByRole('button', { name: 'Add Subsection' }));
    let modal = await dialog('Add Subsection');
    await userEvent.type(modal.getByLabelText(/^Title/), 'Device data');
    await userEvent.type(modal.getByLabelText('Content'), 'Operating system and browser version.');
    await userEvent.click(modal.getByRole('button', { name: 'Add Subsection' }));
    await toast('Subsection added successfully!');
    await waitFor(() => expect(storedSection(withSubs._id)!.subsections.map((s) => s.title)).toContain('Device data'));
    await expect(await list().findByRole('heading', { level: 5, name: 'Device data' })).toBeVisible();

    // Edit: title and content change, the bullet points stay.
    await userEvent.click(within(list().getByRole('listitem', { name: first.title })).getByRole('button', { name: 'Edit' }));
    modal = await dialog('Edit Subsection');
    await expect(modal.getByLabelText('Content')).toHaveValue(first.content);
    await userEvent.clear(modal.getByLabelText(/^Title/));
    await userEvent.type(modal.getByLabelText(/^Title/), 'Contact details');
    await userEvent.click(modal.getByRole('button', { name: 'Save Changes' }));
    await toast('Subsection updated successfully!');
    await waitFor(() => expect(storedSection(withSubs._id)!.subsections[0]).toMatchObject({ title: 'Contact details', bulletPoints: first.bulletPoints }));

    // Delete, after confirming.
    await userEvent.click(within(list().getByRole('listitem', { name: second.title })).getByRole('button', { name: 'Delete' }));
    await userEvent.click((await dialog('Delete Subsection')).getByRole('button', { name: 'Delete' }));
    await toast('Subsection deleted successfully!');
    await waitFor(() => expect(storedSection(withSubs._id)!.subsections.map((s) => s._id)).not.toContain(second._id));
    await waitFor(() => expect(list().queryByRole('listitem', { name: second.title })).toBeNull());
  },
};
