// For the stories of the screens that show a SitePreview: the preview's content, queried inside its frame.
import { expect, waitFor, within } from 'storybook/test';
import { PREVIEW_DEVICES, type PreviewDevice } from './preview-stage';

/** The frame of the preview at `device` width, once it is on screen. */
export async function findPreviewFrame(canvasElement: HTMLElement, device: PreviewDevice = 'desktop'): Promise<HTMLIFrameElement> {
  const frame = (await within(canvasElement).findByTitle(PREVIEW_DEVICES[device].title, {}, { timeout: 5000 })) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body.childElementCount).toBeGreaterThan(0));
  return frame;
}

/** Queries inside the preview's frame (the public components as a visitor sees them). */
export async function findPreview(canvasElement: HTMLElement, device: PreviewDevice = 'desktop') {
  return within((await findPreviewFrame(canvasElement, device)).contentDocument!.body);
}
