import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, UNSAFE_SVG_MESSAGE } from '@shared/contract/file-types';
import { FILE_DELETED, IMAGE_UPLOADED } from '@shared/contract/media';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { addFiles, libraryPhoto, pngFile, servedUploads } from '@/platform/media/media-story-kit';
import { formatDateTime } from '@/lib/format/date-time';
import { MediaLibraryPage } from './media-library-page';
import { MEDIA_TABLE_NAME } from './media-words';

const meta = {
  title: 'Admin/Media Library',
  component: MediaLibraryPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/media' }, msw: { handlers: servedUploads } },
} satisfies Meta<typeof MediaLibraryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

// The library as the stories set it up: a photo the first hero uses (its copies made), a PNG whose copies failed,
// and the demo logo (SVG, the site's logo).
const hero = demoData.heroes[0];
const ARCH = libraryPhoto('full-arch-guide.jpg', '2026-11-03T09:00:00.000Z');
const SLEEVES = libraryPhoto('guide-sleeves.png', '2026-11-02T09:00:00.000Z', {
  mimeType: 'image/png',
  fileSize: 845_312,
  width: 1200,
  height: 800,
  variantsState: 'failed',
  variants: [],
});
const LOGO = demoData.fileAssets[0];
const UNUSED = libraryPhoto('old-ridge-scan.jpg', '2026-11-04T09:00:00.000Z', { createdBy: undefined });
const RESIZING = libraryPhoto('sinus-lift.webp', '2026-11-05T09:00:00.000Z', { mimeType: 'image/webp', variantsState: 'pending', variants: [] });

function withLibrary(d: MockDb) {
  addFiles(d, ARCH, SLEEVES);
  d.heroes[0].banner = ARCH.fileUrl;
}
const HERO_USE = `Hero section “${hero.title}”`;

/** Toasts and the confirm dialog render outside the story root. */
const body = () => within(document.body);
/** The body rows of the files table (none while it is not shown). */
const rows = (canvas: Canvas): HTMLElement[] => {
  const table = canvas.queryByRole('table', { name: MEDIA_TABLE_NAME });
  return table ? within(table).getAllByRole('row').slice(1) : [];
};
/** The row of the file with this name (throws while there is none). */
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('rowheader', { name }).closest('tr')!;
const uploadInput = (canvas: Canvas) => canvas.getByLabelText('Upload image');
const deleteButton = (canvas: Canvas, name: string) => canvas.getByRole('button', { name: `Delete ${name}` });

async function confirmDelete() {
  const dialog = within(await body().findByRole('dialog', { name: 'Delete File' }));
  await baseUserEvent.click(dialog.getByRole('button', { name: 'Delete' }));
}

/** Every file, newest first: preview, name, type, size, dimensions, when and by whom, copies, where it is used. */
export const Loaded: Story = {
  parameters: { mockDb: withLibrary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    await expect(canvas.getByText('Every uploaded logo and image: see where each is used, upload new ones, and delete what nothing uses.')).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(rows(canvas).map((r) => within(r).getByRole('rowheader').textContent)).toEqual([ARCH.originalName, SLEEVES.originalName, LOGO.originalName]);

    // A photo with its copies: the smallest WebP as the preview, used by a hero (a link to its screen).
    const arch = within(rowOf(canvas, ARCH.originalName));
    const preview = arch.getByRole('img', { name: `Preview of ${ARCH.originalName}` });
    await expect(preview).toHaveAttribute('src', ARCH.variants!.find((v) => v.format === 'webp' && v.width === 320)!.url);
    await expect(preview).toHaveAttribute('loading', 'lazy');
    await expect(preview).toHaveAttribute('width', '80');
    await expect(preview).toHaveAttribute('height', '60');
    for (const text of ['JPEG', '2.3 MB', '4000 × 3000 px', 'Dr. Elena Marsh', 'AVIF and WebP, 3 sizes']) await expect(arch.getByText(text)).toBeVisible();
    await expect(arch.getByText(formatDateTime(ARCH.createdAt))).toHaveAttribute('datetime', ARCH.createdAt);
    await expect(arch.getByRole('link', { name: HERO_USE })).toHaveAttribute('href', '/admin/hero');
    await expect(arch.getByRole('button', { name: `Delete ${ARCH.originalName}` })).toBeEnabled();

    // Copies that failed: the original is the preview; nothing uses it.
    const sleeves = within(rowOf(canvas, SLEEVES.originalName));
    await expect(sleeves.getByRole('img', { name: `Preview of ${SLEEVES.originalName}` })).toHaveAttribute('src', SLEEVES.fileUrl);
    for (const text of ['PNG', '825.5 KB', '1200 × 800 px', 'Resizing failed — the original is shown', 'Not used'])
      await expect(sleeves.getByText(text)).toBeVisible();

    // The demo logo: an SVG (no size in pixels, no copies), uploaded by no admin, the site's logo.
    const logo = within(rowOf(canvas, LOGO.originalName));
    await expect(logo.getByText('SVG')).toBeVisible();
    await expect(logo.getAllByText('—')).toHaveLength(2);
    await expect(logo.getByText('Original only')).toBeVisible();
    await expect(logo.getByRole('link', { name: 'Site logo' })).toHaveAttribute('href', '/admin/header');

    await expect(uploadInput(canvas)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp,image/svg+xml');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A file still being resized: the list is asked again every 2 s until its copies are made. */
export const Resizing: Story = {
  parameters: { mockDb: (d: MockDb) => addFiles(d, RESIZING) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await waitFor(() => within(rowOf(canvas, RESIZING.originalName)));
    await expect(row.getByText('Resizing…')).toBeVisible();
    await expect(row.getByText('WebP')).toBeVisible();
    const stored = db.fileAssets.find((f) => f._id === RESIZING._id)!;
    Object.assign(stored, { variantsState: 'ready', variants: ARCH.variants });
    await waitFor(() => expect(within(rowOf(canvas, RESIZING.originalName)).getByText('AVIF and WebP, 3 sizes')).toBeVisible(), { timeout: 5000 });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { files: scenario('files', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading media files...');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { files: scenario('files', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No files uploaded yet.')).toBeVisible();
    await expect(uploadInput(canvas)).toBeEnabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The list fails to load; Retry, once the server is back, shows it. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { scenarios: { files: { kind: 'error' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load media files');
    await expect(canvas.queryByRole('table')).toBeNull();
    setScenario('files', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While the image uploads the input is disabled and 'Uploading...' shows; then the focus is back on the input. */
export const Uploading: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    setScenario('files', { kind: 'slow', ms: 1500 });
    // As a keyboard user would: the focus on the input, which opens the file picker.
    uploadInput(canvas).focus();
    await userEvent.upload(uploadInput(canvas), pngFile('implant-photo.png'));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading...');
    await expect(uploadInput(canvas)).toBeDisabled();
    await waitFor(() => expect(uploadInput(canvas)).toBeEnabled(), { timeout: 5000 });
    await expect(canvas.queryByText('Uploading...')).toBeNull();
    await waitFor(() => expect(uploadInput(canvas)).toHaveFocus());
    await waitFor(() => expect(rows(canvas)).toHaveLength(2), { timeout: 5000 });
  },
};

/** The uploaded image is at the top of the list, uploaded by the signed-in admin, used nowhere yet. */
export const UploadSuccess: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await userEvent.upload(uploadInput(canvas), pngFile('implant-photo.png'));
    await expect(await body().findByText(IMAGE_UPLOADED)).toBeInTheDocument();
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    const [top] = rows(canvas);
    await expect(within(top).getByRole('rowheader')).toHaveTextContent('implant-photo.png');
    for (const text of ['PNG', '1 × 1 px', 'Dr. Elena Marsh', 'Not used']) await expect(within(top).getByText(text)).toBeVisible();
    await expect(db.fileAssets.find((f) => f.originalName === 'implant-photo.png')).toMatchObject({ category: 'image', mimeType: 'image/png' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A wrong type or a too-large file is refused before sending; the server's refusal is shown in its own words. */
export const UploadError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The file input's accept list would hide a wrong file from the picker; drop it in anyway.
    const user = baseUserEvent.setup({ applyAccept: false });
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await user.upload(uploadInput(canvas), new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    await expect(uploadInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await user.upload(uploadInput(canvas), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMAGE_SIZE_MESSAGE);
    await expect(db.fileAssets).toHaveLength(1);

    // An SVG with script passes the checks here; the server refuses it and says why.
    const unsafe = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';
    await user.upload(uploadInput(canvas), new File([unsafe], 'badge.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(UNSAFE_SVG_MESSAGE));
    // No answer at all: the general message.
    setScenario('files', { kind: 'offline', writesOnly: true });
    await user.upload(uploadInput(canvas), pngFile('implant-photo.png'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Failed to upload image'));
    await expect(db.fileAssets).toHaveLength(1);
    await expect(rows(canvas)).toHaveLength(1);
  },
};

/** A file nothing uses: confirmed, its row says 'Deleting...' and then goes. */
export const DeleteUnused: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      withLibrary(d);
      addFiles(d, UNUSED);
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(4));
    await expect(within(rowOf(canvas, UNUSED.originalName)).getByText('—')).toBeVisible();
    await userEvent.click(deleteButton(canvas, UNUSED.originalName));
    await expect(await body().findByRole('dialog', { name: 'Delete File' })).toHaveTextContent(
      `Delete “${UNUSED.originalName}”? The file and its resized copies are removed for good.`,
    );
    setScenario('files', { kind: 'slow', ms: 800 });
    await confirmDelete();
    await waitFor(() => expect(canvas.getByRole('button', { name: `Deleting... ${UNUSED.originalName}` })).toBeDisabled());
    await expect(await body().findByText(FILE_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(rows(canvas)).toHaveLength(3), { timeout: 5000 });
    await expect(canvas.queryByRole('rowheader', { name: UNUSED.originalName })).toBeNull();
    await expect(db.fileAssets.some((f) => f._id === UNUSED._id)).toBe(false);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A file a hero uses: the server refuses and names where; the row stays, and the focus is back on its Delete. */
export const DeletingAUsedFile: Story = {
  parameters: { mockDb: withLibrary },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await userEvent.click(deleteButton(canvas, ARCH.originalName));
    await confirmDelete();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveClass('alert-danger');
    await expect(alert).toHaveTextContent(`This file is used in: ${HERO_USE}. Choose another image there first.`);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(rows(canvas)).toHaveLength(3);
    await waitFor(() => expect(deleteButton(canvas, ARCH.originalName)).toHaveFocus());
    await expect(db.fileAssets.some((f) => f._id === ARCH._id)).toBe(true);
    // Dismissed, it goes.
    await userEvent.click(within(alert).getByRole('button', { name: 'Close alert' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const PHONE = { phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } };

/** WCAG 1.4.10: at 320 px the table scrolls in its own box; the page never scrolls sideways. */
export const At320Pixels: Story = {
  decorators: [
    (Story) => (
      <div className="p-3">
        <Story />
      </div>
    ),
  ],
  parameters: { mockDb: withLibrary, viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('table', { name: MEDIA_TABLE_NAME }).parentElement).toHaveClass('table-responsive');
    await expect(uploadInput(canvas)).toBeVisible();
  },
};
