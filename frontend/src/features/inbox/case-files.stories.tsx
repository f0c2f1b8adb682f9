import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { CASE_UPLOAD_MESSAGES, humanBytes } from '@shared/contract/case-files';
import { demoData } from '@shared/demo-content';
import { BOOKING_IDS } from '@shared/demo-content/ids';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { downloadFailed } from './case-upload-download';
import { PREVIEW_LOADING, PREVIEW_NEEDS_WEBGL, previewFailed, previewLabel, type CaseUpload } from './case-upload-words';
import { caseUploadsInEveryState, cbctZip, lowerArchStl, refusedScan, storeCaseUploads, upperArchUploading } from './fixtures/case-uploads';
import { InboxPage } from './inbox-page';
import { SHA256_COPIED } from './sha256-value';
import { formatDateTime } from '@/lib/format/date-time';
import { hasWebGL } from './webgl-support';

const rachel = demoData.bookings.find((b) => b._id === BOOKING_IDS[0])!;

/** The download-link calls made, by case upload id, in order. */
const linkRequests: string[] = [];
/** The downloads made through a link, by path. */
const downloads: string[] = [];

/** The mocks' case-upload routes, watched (a handler that answers nothing hands the request on), after `overrides`. */
const caseUploadHandlers = (...overrides: HttpHandler[]) => [
  http.post('*/api/case-uploads/:id/download-link', ({ params }) => void linkRequests.push(String(params.id))),
  http.get('*/api/case-uploads/:id/download', ({ request }) => void downloads.push(new URL(request.url).pathname)),
  ...overrides,
  ...scenario('caseUploads'),
];
const answerLink = (answer: () => Promise<Response> | Response) => http.post('*/api/case-uploads/:id/download-link', answer);
const answerDownload = (answer: () => Response) => http.get('*/api/case-uploads/:id/download', answer);
const DOWNLOAD_PATH = /^\/api\/case-uploads\/[0-9a-f]{32}\/download\?signature=[\w-]+$/;

const meta = {
  title: 'Admin/Inbox/Case files',
  component: InboxPage,
  parameters: {
    signedInAs: 'super_admin',
    // The booking's details open at once, as from the link in its email.
    route: { path: `/admin/inbox?booking=${rachel._id}` },
    mockDb: (mock: MockDb) => storeCaseUploads(mock, rachel._id),
    msw: { handlers: { caseUploads: caseUploadHandlers() } },
  },
  beforeEach: () => {
    linkRequests.length = 0;
    downloads.length = 0;
  },
} satisfies Meta<typeof InboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const screen = within(document.body);

/** The case file's entry in the booking's details. */
async function entryOf(canvas: Canvas, upload: CaseUpload) {
  const region = await canvas.findByRole('region', { name: 'Booking details' });
  const list = await within(region).findByRole('list', { name: 'Case files' });
  const entry = within(list)
    .getAllByTestId('case-upload')
    .find((li) => li.firstElementChild?.textContent?.startsWith(upload.fileName));
  if (!entry) throw new Error(`No entry for ${upload.fileName}`);
  return within(entry);
}

/** Records the links the page follows as downloads instead of letting the browser leave for them. */
function captureFollowedLinks() {
  const followed: { href: string; name: string }[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.getAttribute('href') ?? '', name: this.download });
  });
  return { followed, restore: () => click.mockRestore() };
}

/** Opens the STL's preview; the dialog, once it has faded in. */
async function openPreview(canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) {
  const entry = await entryOf(canvas, lowerArchStl);
  await userEvent.click(entry.getByRole('button', { name: `Show 3D preview of ${lowerArchStl.fileName}` }));
  const dialog = await screen.findByRole('dialog', { name: `3D preview: ${lowerArchStl.fileName}` });
  // Faded in.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

// ------------------------------------------------------------------------------------------- the list

/** One of each: a checked CBCT zip with its summary, a complete STL, one still uploading, one refused and why. */
export const CaseFilesInEveryState: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'Booking details' }));
    await expect(region.getByRole('heading', { level: 3, name: 'Case files' })).toBeVisible();
    await expect(region.getAllByTestId('case-upload').map((li) => li.firstElementChild?.firstElementChild?.textContent)).toEqual(
      caseUploadsInEveryState.map((u) => u.fileName),
    );
    // The older single case file keeps its row.
    await expect(region.getByText('No case file')).toBeVisible();
    // The consent to process health data the files were sent with.
    await expect(region.getByText(`version 1, ${formatDateTime(rachel.createdAt)}`)).toBeVisible();

    const zip = await entryOf(canvas, cbctZip);
    await expect(zip.getByText('Complete')).toBeVisible();
    await expect(zip.getByText('DICOM series (zip)')).toBeVisible();
    await expect(zip.getByText(humanBytes(cbctZip.size))).toBeVisible();
    await expect(zip.getByText('CT · 412 slices · 512 × 512 px · 0.3 mm slices')).toBeVisible();
    await expect(zip.getByTestId('sha256')).toHaveTextContent(cbctZip.sha256!);
    await expect(zip.getByRole('button', { name: `Download ${cbctZip.fileName}` })).toBeEnabled();
    await expect(zip.queryByRole('button', { name: /3D preview/ })).toBeNull();

    const stl = await entryOf(canvas, lowerArchStl);
    await expect(stl.getByText('STL mesh')).toBeVisible();
    await expect(stl.getByRole('button', { name: `Show 3D preview of ${lowerArchStl.fileName}` })).toBeVisible();

    const uploading = await entryOf(canvas, upperArchUploading);
    await expect(uploading.getByText(`Uploading 42% (${humanBytes(21_000_000)} of ${humanBytes(50_000_000)})`)).toBeVisible();
    await expect(uploading.getByText('Not checked yet')).toBeVisible();
    await expect(uploading.queryByRole('button')).toBeNull();

    const refused = await entryOf(canvas, refusedScan);
    await expect(refused.getByText('Refused')).toBeVisible();
    await expect(refused.getByText(refusedScan.problem!)).toBeVisible();
    await expect(refused.queryByRole('button')).toBeNull();

    // The SHA-256 copies whole.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(zip.getByRole('button', { name: `Copy the SHA-256 of ${cbctZip.fileName}` }));
      await expect(writeText).toHaveBeenCalledWith(cbctZip.sha256);
      await expect(await screen.findByText(SHA256_COPIED)).toBeVisible();
    } finally {
      writeText.mockRestore();
    }
  },
};

/** Download asks the server for a short-lived link, then follows it as a download under the file's name. */
export const CaseFileDownload: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const zip = await entryOf(within(canvasElement), cbctZip);
    const links = captureFollowedLinks();
    try {
      await userEvent.click(zip.getByRole('button', { name: `Download ${cbctZip.fileName}` }));
      await waitFor(() => expect(links.followed).toHaveLength(1));
      await expect(links.followed[0].href).toMatch(DOWNLOAD_PATH);
      await expect(links.followed[0].href).toContain(`/${cbctZip._id}/`);
      await expect(links.followed[0].name).toBe(cbctZip.fileName);
      await expect(linkRequests).toEqual([cbctZip._id]);
      await expect(zip.queryByRole('alert')).toBeNull();
    } finally {
      links.restore();
    }
  },
};

/** The link is refused (the file is not complete after all): the entry says why, and nothing is followed. */
export const CaseFileDownloadError: Story = {
  parameters: {
    msw: {
      handlers: {
        caseUploads: caseUploadHandlers(
          answerLink(async () => {
            await delay(300);
            return HttpResponse.json({ success: false, message: CASE_UPLOAD_MESSAGES.notComplete }, { status: 409 });
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const zip = await entryOf(within(canvasElement), cbctZip);
    const links = captureFollowedLinks();
    try {
      await userEvent.click(zip.getByRole('button', { name: `Download ${cbctZip.fileName}` }));
      await expect(await zip.findByRole('button', { name: `Preparing download… ${cbctZip.fileName}` })).toBeDisabled();
      const alert = await zip.findByRole('alert');
      await expect(alert).toHaveTextContent(downloadFailed(cbctZip.fileName, CASE_UPLOAD_MESSAGES.notComplete));
      await expect(zip.getByRole('button', { name: `Download ${cbctZip.fileName}` })).toBeEnabled();
      await expect(links.followed).toEqual([]);
    } finally {
      links.restore();
    }
  },
};

// ------------------------------------------------------------------------------------------ 3D preview

/**
 * The STL's preview: a cube fetched through a fresh link, drawn on a canvas named for the file, turned and zoomed
 * by buttons; closing it releases the renderer and the controls. Where the browser has no WebGL, the note instead.
 */
export const MeshPreview: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    if (!hasWebGL()) {
      await expect(await (await openPreview(canvas, userEvent)).findByText(PREVIEW_NEEDS_WEBGL)).toBeVisible();
      return;
    }
    const controls = spyOn(OrbitControls.prototype, 'dispose');
    try {
      let dialog = await openPreview(canvas, userEvent);
      const image = await dialog.findByRole('img', { name: previewLabel(lowerArchStl.fileName) });
      await expect(image.tagName).toBe('CANVAS');
      // The renderer's context (asked for again, the canvas answers the one it has).
      const gl = (image as HTMLCanvasElement).getContext('webgl2')!;
      await expect(gl.isContextLost()).toBe(false);
      await expect(dialog.getByText(/^12 triangles\./)).toBeVisible();
      await expect(linkRequests).toEqual([lowerArchStl._id]);
      await expect(downloads).toEqual([`/api/case-uploads/${lowerArchStl._id}/download`]);
      for (const name of ['Rotate left', 'Rotate right', 'Zoom in', 'Zoom out', 'Reset view']) {
        await userEvent.click(dialog.getByRole('button', { name }));
        await expect(dialog.getByRole('button', { name })).toBeEnabled();
      }
      // By keyboard too.
      dialog.getByRole('button', { name: 'Zoom in' }).focus();
      await userEvent.keyboard('{Enter}');

      await userEvent.click(dialog.getByRole('button', { name: 'Close the 3D preview' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(gl.isContextLost()).toBe(true);
      await expect(controls).toHaveBeenCalledTimes(1);
      const entry = await entryOf(canvas, lowerArchStl);
      await waitFor(() => expect(entry.getByRole('button', { name: /Show 3D preview/ })).toHaveFocus());

      // Opened again, it asks for a new link (the last one may have expired).
      dialog = await openPreview(canvas, userEvent);
      await expect(await dialog.findByRole('img', { name: previewLabel(lowerArchStl.fileName) })).toBeVisible();
      await expect(linkRequests).toEqual([lowerArchStl._id, lowerArchStl._id]);
    } finally {
      controls.mockRestore();
    }
  },
};

/** While the file comes: the status, and the view's buttons not yet usable. */
export const MeshPreviewLoading: Story = {
  parameters: { msw: { handlers: { caseUploads: caseUploadHandlers(answerLink(() => delay('infinite').then(() => new Response()))) } } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openPreview(within(canvasElement), userEvent);
    if (!hasWebGL()) return void (await expect(dialog.getByText(PREVIEW_NEEDS_WEBGL)).toBeVisible());
    await expect(await dialog.findByRole('status')).toHaveTextContent(PREVIEW_LOADING);
    // The viewer's code has come (its buttons show), the file has not.
    await expect(await dialog.findByRole('button', { name: 'Rotate left' })).toBeDisabled();
    await expect(dialog.getByRole('status')).toHaveTextContent(PREVIEW_LOADING);
    await expect(dialog.queryByRole('img')).toBeNull();
  },
};

/** The browser has WebGL turned off: the note says so and offers the download; three.js is not even loaded. */
export const MeshPreviewWithoutWebGL: Story = {
  beforeEach: () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return type === 'webgl' || type === 'webgl2' ? null : getContext.call(this, type, ...(rest as [never]));
    } as typeof getContext;
    return () => void (HTMLCanvasElement.prototype.getContext = getContext);
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openPreview(within(canvasElement), userEvent);
    await expect(dialog.getByText(PREVIEW_NEEDS_WEBGL)).toBeVisible();
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect(dialog.getByRole('button', { name: `Download ${lowerArchStl.fileName}` })).toBeEnabled();
    await expect(linkRequests).toEqual([]);
  },
};

/** The file behind the link is not a mesh after all: the dialog says the preview could not be shown, and why. */
export const MeshPreviewParseError: Story = {
  parameters: {
    msw: { handlers: { caseUploads: caseUploadHandlers(answerDownload(() => new HttpResponse('solid empty\nendsolid empty\n'))) } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openPreview(within(canvasElement), userEvent);
    if (!hasWebGL()) return void (await expect(dialog.getByText(PREVIEW_NEEDS_WEBGL)).toBeVisible());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(previewFailed('the file is not a readable STL mesh.'));
    await expect(dialog.queryByRole('img')).toBeNull();
  },
};

/** The download behind the link fails (it expired): the reason, in the dialog. */
export const MeshPreviewDownloadError: Story = {
  parameters: {
    msw: {
      handlers: {
        caseUploads: caseUploadHandlers(
          answerDownload(() => HttpResponse.json({ success: false, message: CASE_UPLOAD_MESSAGES.linkExpired }, { status: 403 })),
        ),
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openPreview(within(canvasElement), userEvent);
    if (!hasWebGL()) return void (await expect(dialog.getByText(PREVIEW_NEEDS_WEBGL)).toBeVisible());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(previewFailed('the download answered 403.'));
  },
};
