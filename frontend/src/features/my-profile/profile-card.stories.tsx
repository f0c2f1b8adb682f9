import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { EDITOR_ADMIN_ID } from '@shared/demo-content/ids';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { addFiles, libraryPhoto, servedUploads } from '@/platform/media/media-story-kit';
import { ProfileCard } from './profile-card';
import { PROFILE_TEXTS } from './profile-rules';

const meta = {
  title: 'Admin/Your Profile',
  component: ProfileCard,
  decorators: [
    (Story) => (
      <main className="p-3" style={{ maxWidth: '40rem' }}>
        <Story />
      </main>
    ),
  ],
  parameters: { signedInAs: 'admin', route: { path: '/admin' }, msw: { handlers: servedUploads } },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const editor = demoData.demoAdmins.find((a) => a.admin._id === EDITOR_ADMIN_ID)!.admin;
const PORTRAIT = libraryPhoto('sam-okafor-portrait.jpg', '2026-11-05T09:00:00.000Z');
const withPortrait = (d: MockDb) => addFiles(d, PORTRAIT);

const publicName = (canvas: Canvas) => canvas.getByRole('textbox', { name: PROFILE_TEXTS.displayName });
const photoBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: PROFILE_TEXTS.photo });
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: PROFILE_TEXTS.save });
/** The dialog renders outside the story root. */
const body = () => within(document.body);
const refuse = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  http.patch('*/api/admin/me', () => HttpResponse.json({ success: false, message, ...(errors && { errors }) }, { status }));

/** The signed-in admin's public name and photo as they are: the account's name is what shows while it is empty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: PROFILE_TEXTS.title })).toBeVisible();
    await expect(publicName(canvas)).toHaveValue(editor.displayName);
    await expect(publicName(canvas)).toHaveAttribute('placeholder', editor.name);
    await expect(canvas.getByText(PROFILE_TEXTS.displayNameHint(editor.name))).toBeVisible();
    await expect(photoBox(canvas)).toHaveValue('');
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

/** A new public name and a portrait chosen from the media library, saved: the message, and the account holds them. */
export const Saved: Story = {
  parameters: { mockDb: withPortrait },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(publicName(canvas));
    await userEvent.type(publicName(canvas), 'Sam Okafor, CDT, guide designer');
    await baseUserEvent.click(canvas.getByRole('button', { name: 'Choose from library' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Choose from library' }));
    await baseUserEvent.click(await dialog.findByRole('button', { name: `Use ${PORTRAIT.originalName}` }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(photoBox(canvas)).toHaveValue(PORTRAIT.fileUrl);
    await expect(canvas.getByRole('img', { name: 'Sam Okafor, CDT, guide designer' })).toHaveAttribute('src', PORTRAIT.fileUrl);
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(PROFILE_TEXTS.saved)).toBeVisible();
    const stored = db.admins.find((a) => a.admin._id === EDITOR_ADMIN_ID)!.admin;
    await expect(stored).toMatchObject({ displayName: 'Sam Okafor, CDT, guide designer', photo: PORTRAIT.fileUrl });
  },
};

/** Emptied, the public name falls back to the account's: the empty field is sent and removes it. */
export const Cleared: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(publicName(canvas));
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(PROFILE_TEXTS.saved)).toBeVisible();
    await expect(db.admins.find((a) => a.admin._id === EDITOR_ADMIN_ID)!.admin).not.toHaveProperty('displayName');
  },
};

/** A photo from outside the media library is refused before sending, its message tied to the box and focused. */
export const PhotoOutsideLibrary: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(photoBox(canvas), 'https://elsewhere.example/me.jpg');
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(photoBox(canvas)).toHaveFocus());
    await expect(photoBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(photoBox(canvas)).toHaveAccessibleDescription(PROFILE_TEXTS.photoOutsideLibrary);
    await expect(canvas.queryByText(PROFILE_TEXTS.saved)).toBeNull();
  },
};

/** The server refuses a field: its message beside the field, and the failure announced. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: {
        ...servedUploads,
        auth: [refuse(400, 'Validation failed', [{ field: 'displayName', message: 'must NOT have more than 100 characters' }]), ...scenario('auth')],
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`${PROFILE_TEXTS.saveFailed}: Validation failed`);
    await expect(publicName(canvas)).toHaveAccessibleDescription(expect.stringContaining('must NOT have more than 100 characters'));
  },
};

/** No answer: the message says so, and the form stays as it was to try again. */
export const Offline: Story = {
  parameters: { msw: { handlers: { ...servedUploads, auth: [http.patch('*/api/admin/me', () => HttpResponse.error()), ...scenario('auth')] } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PROFILE_TEXTS.saveOffline);
    await expect(saveButton(canvas)).toBeEnabled();
    await expect(publicName(canvas)).toHaveValue(editor.displayName);
  },
};

/** While saving: the button says so and is held. */
export const Saving: Story = {
  parameters: { msw: { handlers: { ...servedUploads, auth: [http.patch('*/api/admin/me', () => delay('infinite')), ...scenario('auth')] } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByRole('button', { name: PROFILE_TEXTS.saving })).toBeDisabled();
  },
};
