// Helpers the two legal admin story files share (not a story file itself).
import { expect, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
type User = { click: (el: Element) => Promise<void> };

/** Toasts and modals render outside the story root. */
export const body = () => within(document.body);

/** The document has loaded: the basic information form is showing. */
export const loaded = (canvas: Canvas) => canvas.findByRole('form', { name: 'Basic Information' });

/** Opens the 'Sections' tab and waits for its add form. */
export async function openSections(canvas: Canvas, userEvent: User) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('tab', { name: 'Sections' }));
  return canvas.findByRole('form', { name: 'Add New Section' });
}

/** One existing section's card, by title. */
export const sectionCard = (canvas: Canvas, title: string) => within(canvas.getByRole('listitem', { name: title }));

/** The titles of the existing sections, in screen order. */
export const sectionTitles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Existing Sections' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** The open dialog with that name, once it has faded in. */
export async function dialog(name: string) {
  const el = await body().findByRole('dialog', { name });
  await waitFor(() => expect(el).toBeVisible());
  return within(el);
}

/** A toast with that text. */
export const toast = async (text: string) => expect(await body().findByText(text)).toBeInTheDocument();
