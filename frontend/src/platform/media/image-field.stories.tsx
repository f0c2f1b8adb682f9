import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { IMAGE_TYPE_MESSAGE, UNSAFE_SVG_MESSAGE } from '@shared/contract/file-types';
import { IMAGE_UPLOADED } from '@shared/contract/media';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { ImageField, type ImageFieldProps } from './image-field';
import { LIBRARY_EMPTY, LIBRARY_LOAD_FAILED } from './media-picker-grid';
import { addFiles, libraryPhoto, pngFile, servedUploads } from './media-story-kit';

/** The field in a form of its own: it shows what it was last set to. */
function FieldInForm(args: ImageFieldProps) {
  const [value, setValue] = useState(args.value);
  const change = (url: string) => {
    setValue(url);
    args.onChange(url);
  };
  return (
    <form className="p-3" style={{ maxWidth: '40rem' }} onSubmit={(e) => e.preventDefault()}>
      <ImageField {...args} value={value} onChange={change} />
    </form>
  );
}

const meta = {
  title: 'Admin/Image Field',
  component: ImageField,
  render: (args) => <FieldInForm {...args} />,
  args: { id: 'banner', label: 'Banner URL', value: '', placeholder: '/uploads/...', maxLength: 500, onChange: fn() },
  parameters: { signedInAs: 'super_admin', msw: { handlers: servedUploads } },
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const PHOTO = libraryPhoto('full-arch-guide.jpg', '2026-11-03T09:00:00.000Z');
const LOGO = demoData.fileAssets[0];
const withPhoto = (d: MockDb) => addFiles(d, PHOTO);

/** The dialog renders outside the story root. */
const body = () => within(document.body);
const textBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Banner URL' });
const chooseButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Choose from library' });
const openPicker = async (canvas: Canvas) => {
  await baseUserEvent.click(chooseButton(canvas));
  return within(await body().findByRole('dialog', { name: 'Choose from library' }));
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Banner URL')).toHaveValue('');
    await expect(textBox(canvas)).toHaveAttribute('maxLength', '500');
    await expect(canvas.getByText('No image')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByLabelText('Upload image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp,image/svg+xml');
    await expect(chooseButton(canvas)).toBeEnabled();
  },
};

/** Set: a preview of the image beside the box, which follows what is typed. */
export const WithValue: Story = {
  args: { value: '/uploads/demo/hero-cbct-implant.svg' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(textBox(canvas)).toHaveValue('/uploads/demo/hero-cbct-implant.svg');
    await expect(canvas.getByRole('img', { name: 'Preview of Banner URL' })).toHaveAttribute('src', '/uploads/demo/hero-cbct-implant.svg');
    await userEvent.clear(textBox(canvas));
    await userEvent.type(textBox(canvas), '/uploads/demo/scan-merge.svg');
    await expect(canvas.getByRole('img', { name: 'Preview of Banner URL' })).toHaveAttribute('src', '/uploads/demo/scan-merge.svg');
  },
};

/** Marked invalid by the form, with its message tied to the box. */
export const Invalid: Story = {
  args: { required: true, error: 'Banner is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: /^Banner URL/ });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Banner is required');
  },
};

/** The library's images as thumbnails; picking one fills the box and gives the focus back to the button. */
export const PickFromLibrary: Story = {
  parameters: { mockDb: withPhoto },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas);
    const photo = await dialog.findByRole('button', { name: `Use ${PHOTO.originalName}` });
    await expect(dialog.getByRole('button', { name: `Use ${LOGO.originalName}` })).toBeInTheDocument();
    // The smallest WebP copy as the thumbnail, loaded when scrolled to.
    const thumb = photo.querySelector('img')!;
    await expect(thumb).toHaveAttribute('src', PHOTO.variants!.find((v) => v.format === 'webp' && v.width === 320)!.url);
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await baseUserEvent.click(photo);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(textBox(canvas)).toHaveValue(PHOTO.fileUrl);
    await expect(args.onChange).toHaveBeenLastCalledWith(PHOTO.fileUrl);
    await expect(canvas.getByRole('img', { name: 'Preview of Banner URL' })).toHaveAttribute('src', PHOTO.fileUrl);
    await waitFor(() => expect(chooseButton(canvas)).toHaveFocus());
  },
};

/** Cancelled, nothing changes and the focus is back on the button. */
export const PickerCancelled: Story = {
  args: { value: '/uploads/demo/scan-merge.svg' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas);
    await dialog.findByRole('button', { name: `Use ${LOGO.originalName}` });
    await baseUserEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(textBox(canvas)).toHaveValue('/uploads/demo/scan-merge.svg');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(chooseButton(canvas)).toHaveFocus());
  },
};

export const PickerLoading: Story = {
  parameters: { msw: { handlers: { files: scenario('files', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(within(canvasElement));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Loading images...');
  },
};

export const PickerEmpty: Story = {
  parameters: { msw: { handlers: { files: scenario('files', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(within(canvasElement));
    await expect(await dialog.findByText(LIBRARY_EMPTY)).toBeInTheDocument();
    await expect(dialog.queryByRole('list')).toBeNull();
  },
};

/** The library fails to load; Retry, once the server is back, lists it. */
export const PickerError: Story = {
  parameters: { scenarios: { files: { kind: 'error' } } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(within(canvasElement));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(LIBRARY_LOAD_FAILED);
    setScenario('files', null);
    await baseUserEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await dialog.findByRole('button', { name: `Use ${LOGO.originalName}` })).toBeInTheDocument();
  },
};

/** An uploaded image goes to the library and its url into the box. */
export const UploadSuccess: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload image'), pngFile('crown-photo.png'));
    await expect(await body().findByText(IMAGE_UPLOADED)).toBeInTheDocument();
    const stored = db.fileAssets.find((f) => f.originalName === 'crown-photo.png')!;
    await waitFor(() => expect(textBox(canvas)).toHaveValue(stored.fileUrl));
    await expect(args.onChange).toHaveBeenLastCalledWith(stored.fileUrl);
    await expect(canvas.getByRole('img', { name: 'Preview of Banner URL' })).toHaveAttribute('src', stored.fileUrl);
  },
};

/** A refused file leaves the box as it was and says why under the field. */
export const UploadError: Story = {
  args: { value: '/uploads/demo/scan-merge.svg' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The file input's accept list would hide a wrong file from the picker; drop it in anyway.
    const user = baseUserEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText('Upload image');
    await user.upload(input, new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const unsafe = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';
    await user.upload(input, new File([unsafe], 'badge.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(UNSAFE_SVG_MESSAGE));
    await expect(textBox(canvas)).toHaveValue('/uploads/demo/scan-merge.svg');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
