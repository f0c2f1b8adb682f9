import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CASE_UPLOAD_EXTENSIONS, CASE_UPLOAD_MESSAGES, DEFAULT_CASE_UPLOAD_LIMITS } from '@shared/contract/case-files';
import { CaseUploadListView } from './case-upload-list-view';
import { CaseUploadPlaceholder } from './case-upload-placeholder';
import { EMPTY_SNAPSHOT, type CaseUploadItem, type CaseUploadSnapshot } from './case-upload-rules';

const MB = 1024 * 1024;

/** A row as the controller holds it; each story sets what differs. */
const row = (name: string, size: number, changes: Partial<CaseUploadItem>): CaseUploadItem => ({
  key: name,
  name,
  size,
  lastModified: 1_760_000_000_000,
  state: 'waiting',
  sent: 0,
  uploadUrl: null,
  kind: null,
  problem: null,
  needsFile: false,
  removeError: null,
  ...changes,
});

const cbct = (changes: Partial<CaseUploadItem>) => row('rossi-cbct-36-46.zip', 480 * MB, changes);
const scan = (changes: Partial<CaseUploadItem>) => row('upper-arch.stl', 48 * MB, changes);
const snapshot = (items: CaseUploadItem[], speed: number | null = null): CaseUploadSnapshot => ({ ...EMPTY_SNAPSHOT, items, speed });

const meta = {
  title: 'Public/Home/Booking/Case upload list',
  component: CaseUploadListView,
  args: {
    snapshot: EMPTY_SNAPSHOT,
    limits: { extensions: [...CASE_UPLOAD_EXTENSIONS], ...DEFAULT_CASE_UPLOAD_LIMITS },
    onFiles: fn(),
    onPause: fn(),
    onResume: fn(),
    onDiscard: fn(),
  },
  decorators: [
    (Story) => (
      <div className="container py-4" style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaseUploadListView>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('progressbar', { name });

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('button', { name: 'Choose files' });
    await expect(picker).toHaveAccessibleDescription(/CBCT scans as a zipped DICOM series.*up to 2 GB a file and 5 GB in all\./);
    const input = canvas.getByLabelText('Case files (optional)', { selector: 'input' });
    await expect(input).toHaveAttribute('accept', '.zip,.dcm,.stl,.ply,.obj,.pdf,.doc,.docx,.jpg,.jpeg,.png');
    await expect(input).toHaveAttribute('multiple');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.upload(input, new File(['solid a\n'], 'upper-arch.stl'));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'upper-arch.stl' })]);
  },
};

export const Uploading: Story = {
  args: { snapshot: snapshot([cbct({ state: 'uploading', sent: 12.4 * MB }), scan({ state: 'waiting' })], 3.1 * MB) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading')).toBeVisible();
    await expect(canvas.getByText('Waiting')).toBeVisible();
    const cbctBar = bar(canvas, 'rossi-cbct-36-46.zip upload');
    await expect(cbctBar).toHaveAttribute('aria-valuenow', '2');
    await expect(cbctBar).toHaveAttribute('aria-valuemin', '0');
    await expect(cbctBar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar(canvas, 'All case files')).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByText('12.4 MB of 528 MB · 3.1 MB/s · about 3 min left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause rossi-cbct-36-46.zip' }));
    await expect(args.onPause).toHaveBeenCalledWith('rossi-cbct-36-46.zip');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upper-arch.stl' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('upper-arch.stl');
  },
};

export const Paused: Story = {
  args: {
    snapshot: snapshot([
      cbct({ state: 'paused', sent: 240 * MB }),
      scan({ state: 'paused', sent: 12 * MB, needsFile: true, uploadUrl: '/api/case-uploads/3f9c' }),
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paused')).toBeVisible();
    // After a reload the browser needs the file again: the row says so, and its button opens the picker.
    await expect(canvas.getByText('Paused — choose upper-arch.stl again to resume')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose upper-arch.stl again' })).toBeEnabled();
    await expect(bar(canvas, 'rossi-cbct-36-46.zip upload')).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume rossi-cbct-36-46.zip' }));
    await expect(args.onResume).toHaveBeenCalledWith('rossi-cbct-36-46.zip');
  },
};

export const Checking: Story = {
  args: { snapshot: snapshot([scan({ state: 'checking', sent: 48 * MB })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking — all bytes sent, waiting for the check')).toBeVisible();
    await expect(bar(canvas, 'upper-arch.stl upload')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.queryByRole('button', { name: /^Pause/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel upper-arch.stl' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { snapshot: snapshot([cbct({ state: 'failed', sent: 96 * MB, problem: 'The connection gave up. Retry when you are back online.' })]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed — The connection gave up. Retry when you are back online.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry rossi-cbct-36-46.zip' }));
    await expect(args.onResume).toHaveBeenCalledWith('rossi-cbct-36-46.zip');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rossi-cbct-36-46.zip' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('rossi-cbct-36-46.zip');
  },
};

export const Refused: Story = {
  args: {
    snapshot: snapshot([
      scan({ name: 'scan.stl', key: 'scan.stl', state: 'refused', problem: CASE_UPLOAD_MESSAGES.notWhatItSays('stl') }),
      row('setup.exe', 2 * MB, { state: 'refused', problem: CASE_UPLOAD_MESSAGES.notAccepted('exe') }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("scan.stl was refused: The file's content is not what its name (.stl) says.")).toBeVisible();
    await expect(canvas.getByText('setup.exe was refused: Files ending in .exe are not accepted.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove scan.stl' })).toBeEnabled();
    await expect(canvas.queryByRole('progressbar', { name: 'scan.stl upload' })).toBeNull();
  },
};

export const Complete: Story = {
  args: {
    snapshot: snapshot([cbct({ state: 'complete', sent: 480 * MB, kind: 'dicom-zip' }), scan({ state: 'complete', sent: 48 * MB, kind: 'stl' })]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Complete — DICOM series (zip), 480 MB')).toBeVisible();
    await expect(canvas.getByText('Complete — STL mesh, 48 MB')).toBeVisible();
    await expect(bar(canvas, 'All case files')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('528 MB of 528 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove upper-arch.stl' })).toBeEnabled();
  },
};

/** The placeholder the form shows until the list's code arrives takes the empty list's height, at any width. */
export const PlaceholderKeepsItsPlace: Story = {
  render: (args) => (
    <div className="d-flex flex-wrap gap-4 align-items-start">
      <div data-testid="placeholder">
        <CaseUploadPlaceholder />
      </div>
      <div data-testid="list">
        <CaseUploadListView {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = [canvas.getByTestId('placeholder'), canvas.getByTestId('list')];
    for (const width of ['300px', '640px']) {
      for (const box of boxes) box.style.width = width;
      const [placeholder, list] = boxes.map((b) => b.getBoundingClientRect().height);
      await expect(Math.abs(placeholder - list)).toBeLessThan(1);
    }
  },
};
