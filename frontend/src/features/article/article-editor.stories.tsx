import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ARTICLE_MESSAGES } from '@shared/contract/articles';
import { ARTICLE_IDS, EDITOR_ADMIN_ID, RELEASE_IDS, SUPER_ADMIN_ID } from '@shared/demo-content/ids';
import type { MockDb } from '@mocks/db';
import { addFiles, libraryPhoto, servedUploads } from '@/platform/media/media-story-kit';
import { ArticleEditor } from './article-editor';
import { articleHandlers, demoArticles, demoAuthors, never, refusal, resetArticles } from './article-story-kit';
import { ARTICLE_TEXTS } from './article-rules';
import { BODY_TEXTS } from './body-texts';

const meta = {
  title: 'Admin/Blog/Editor',
  component: ArticleEditor,
  args: { onBack: fn() },
  beforeEach: () => resetArticles(),
  decorators: [
    (Story) => (
      <main className="p-3">
        <Story />
      </main>
    ),
  ],
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/blog' }, msw: { handlers: { ...articleHandlers(), ...servedUploads } } },
} satisfies Meta<typeof ArticleEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const fullArch = demoArticles().find((a) => a._id === ARTICLE_IDS.fullArchCase)!;
const title = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Title/ });
const body = (canvas: Canvas) => canvas.getByRole('textbox', { name: BODY_TEXTS.label });
/** The body editor loads on demand: its toolbar shows once it has. */
const toolbar = (canvas: Canvas) => canvas.findByRole('toolbar', { name: BODY_TEXTS.toolbar });
const TOOLBAR = ['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Heading 4', 'Bullet list', 'Numbered list', 'Quote', 'Link', 'Image'];

/** A new article: empty fields, the allowed formats in the toolbar, and 'Create article'. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: ARTICLE_TEXTS.newHeading })).toBeVisible();
    await expect(title(canvas)).toHaveValue('');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /Published/ })).not.toBeChecked();
    const tools = await toolbar(canvas);
    await expect(
      within(tools)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(TOOLBAR);
    await expect(body(canvas)).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Create article' })).toBeEnabled();
  },
};

/** A demo article loaded: its fields, its tags, its body with headings and figure, and 'Save article'. */
export const Loaded: Story = {
  args: { id: fullArch._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(title(canvas)).toHaveValue(fullArch.title));
    await toolbar(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: ARTICLE_TEXTS.editHeading })).toBeVisible();
    await expect(canvas.getByLabelText('Slug')).toHaveValue(fullArch.slug);
    await expect(canvas.getByLabelText('Tags')).toHaveValue(fullArch.tags.map((t) => t.name).join(', '));
    await expect(canvas.getByRole('checkbox', { name: /Published/ })).toBeChecked();
    await expect(canvas.getByLabelText(/^Cover alt text/)).toHaveValue(fullArch.coverImage!.alt);
    await expect(canvas.getByLabelText('Meta title')).toHaveValue(fullArch.seo!.metaTitle);
    await expect(within(body(canvas)).getByRole('heading', { level: 2, name: 'Planning from the teeth, not the bone' })).toBeVisible();
    await expect(within(body(canvas)).getByRole('img', { name: 'Panoramic view of the plan with six implants under a digital wax-up' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save article' })).toBeEnabled();
  },
};

export const LoadingArticle: Story = {
  args: { id: fullArch._id },
  parameters: { msw: { handlers: articleHandlers(http.get('*/api/articles/:id', never)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(ARTICLE_TEXTS.loadingArticle);
    await expect(canvas.queryByRole('textbox', { name: /^Title/ })).toBeNull();
  },
};

/** The server refuses the document (a figure's blank alt) and the slug: each shown where it belongs. */
export const ServerValidationErrors: Story = {
  args: { id: fullArch._id },
  parameters: {
    msw: {
      handlers: articleHandlers(
        http.put('*/api/articles/:id', () =>
          refusal(400, 'body.content.3.attrs.alt must match pattern "\\S"', [
            { field: 'body.content.3.attrs.alt', message: 'must match pattern "\\S"' },
            { field: 'slug', message: ARTICLE_MESSAGES.slugTaken },
          ]),
        ),
      ),
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(title(canvas)).toHaveValue(fullArch.title));
    await toolbar(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save article' }));
    const bodyErrors = await canvas.findByText(ARTICLE_TEXTS.bodyErrors);
    await expect(bodyErrors.parentElement).toHaveTextContent('Block 4 (image), alt text: must match pattern "\\S"');
    await expect(body(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(body(canvas)).toHaveAccessibleDescription(/Block 4 \(image\), alt text/);
    await expect(canvas.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Slug')).toHaveAccessibleDescription(new RegExp(`^${ARTICLE_MESSAGES.slugTaken}`));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(`${ARTICLE_TEXTS.saveFailed}: ${ARTICLE_TEXTS.fixErrors}`);
    await waitFor(() => expect(canvas.getByLabelText('Slug')).toHaveFocus());
  },
};

/** The form's own check: a title is required before anything is sent. */
export const TitleRequired: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create article' }));
    await expect(await canvas.findByText(ARTICLE_TEXTS.fixErrors)).toBeVisible();
    await expect(title(canvas)).toHaveAccessibleDescription(new RegExp(`^${ARTICLE_TEXTS.titleRequired}`));
    await waitFor(() => expect(title(canvas)).toHaveFocus());
  },
};

export const Saving: Story = {
  args: { id: fullArch._id },
  parameters: { msw: { handlers: articleHandlers(http.put('*/api/articles/:id', never)) } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(title(canvas)).toHaveValue(fullArch.title));
    await userEvent.click(canvas.getByRole('button', { name: 'Save article' }));
    const button = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(button).toBeDisabled();
    await expect(title(canvas)).toBeDisabled();
  },
};

/** A new article saved: the success message, the slug the server made from the title, and the editor's heading 'Edit article'. */
export const Saved: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(title(canvas), 'Guides for short implants');
    await toolbar(canvas);
    await userEvent.click(body(canvas));
    await userEvent.keyboard('Short implants need a guide that fits.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create article' }));
    await expect(await canvas.findByText(ARTICLE_MESSAGES.created)).toBeVisible();
    await expect(canvas.getByLabelText('Slug')).toHaveValue('guides-for-short-implants');
    // From now on the editor edits the article it made: its heading and its button say so.
    await expect(canvas.getByRole('heading', { level: 2, name: ARTICLE_TEXTS.editHeading })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: ARTICLE_TEXTS.newHeading })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save article' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save article' }));
    await expect(await canvas.findByText(ARTICLE_MESSAGES.updated)).toBeVisible();
  },
};

const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (o) => o.text);

/** The author: the signed-in admin for a new article, any admin by public name to choose from, and the choice saved. */
export const Author: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const author = canvas.getByRole('combobox', { name: ARTICLE_TEXTS.author });
    await waitFor(() => expect(optionTexts(author)).toEqual(demoAuthors().map((a) => a.name)));
    const me = demoAuthors().find((a) => a._id === SUPER_ADMIN_ID)!;
    const editor = demoAuthors().find((a) => a._id === EDITOR_ADMIN_ID)!;
    await expect(author).toHaveValue(me._id);
    await expect(within(author).getByRole('option', { name: me.name, selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(author, editor.name);
    await userEvent.type(title(canvas), 'Guides for short implants');
    await userEvent.click(canvas.getByRole('button', { name: 'Create article' }));
    await expect(await canvas.findByText(ARTICLE_MESSAGES.created)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: ARTICLE_TEXTS.author })).toHaveValue(editor._id);
  },
};

/** A demo article keeps the author it names, shown by their public name. */
export const AuthorLoaded: Story = {
  args: { id: fullArch._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(title(canvas)).toHaveValue(fullArch.title));
    const author = canvas.getByRole('combobox', { name: ARTICLE_TEXTS.author });
    await waitFor(() => expect(author).toHaveValue(fullArch.authorId));
    await expect(within(author).getByRole('option', { name: fullArch.author.name, selected: true })).toBeInTheDocument();
  },
};

export const SaveError: Story = {
  name: 'Error',
  args: { id: fullArch._id },
  parameters: { msw: { handlers: articleHandlers(http.put('*/api/articles/:id', () => refusal(503, 'Service temporarily unavailable'))) } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(title(canvas)).toHaveValue(fullArch.title));
    await userEvent.click(canvas.getByRole('button', { name: 'Save article' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`${ARTICLE_TEXTS.saveFailed}: Service temporarily unavailable`);
    await expect(canvas.getByRole('button', { name: 'Save article' })).toBeEnabled();
  },
};

/** Working in a release: the save keeps the change as a draft of it, and the button says so. */
export const InRelease: Story = {
  args: { id: fullArch._id },
  parameters: { store: { workingRelease: { release: { id: RELEASE_IDS.springCampaign, name: 'Spring implant campaign' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(title(canvas)).toHaveValue(fullArch.title));
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Save article' })).toBeNull();
  },
};

const withPhoto = (d: MockDb) => addFiles(d, libraryPhoto('guide-on-model.jpg', '2026-11-01T09:00:00.000Z'));

/** Image: a library image, then its alt text, which may not be blank; inserted as a figure in the body. */
export const InsertImage: Story = {
  parameters: { mockDb: withPhoto },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await toolbar(canvas);
    await userEvent.click(body(canvas));
    await userEvent.click(canvas.getByRole('button', { name: BODY_TEXTS.image }));
    const picker = await page.findByRole('dialog', { name: BODY_TEXTS.figurePick });
    await userEvent.click(await within(picker).findByRole('button', { name: /guide-on-model\.jpg/ }));
    const details = await page.findByRole('dialog', { name: BODY_TEXTS.figureTitle });
    await userEvent.click(within(details).getByRole('button', { name: BODY_TEXTS.figureInsert }));
    const alt = within(details).getByLabelText(/^Alt text/);
    await expect(alt).toHaveAccessibleDescription(new RegExp(`^${BODY_TEXTS.altRequired}`));
    await userEvent.type(alt, 'The guide seated on the printed model');
    await userEvent.click(within(details).getByRole('button', { name: BODY_TEXTS.figureInsert }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await within(body(canvas)).findByRole('img', { name: 'The guide seated on the printed model' })).toBeVisible();
  },
};

/** Link: only http, https and mailto addresses are taken. */
export const LinkRefused: Story = {
  args: { id: fullArch._id },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(title(canvas)).toHaveValue(fullArch.title));
    await toolbar(canvas);
    await userEvent.click(within(body(canvas)).getByText('maxillary sinus'));
    await userEvent.click(canvas.getByRole('button', { name: BODY_TEXTS.link }));
    const dialog = await page.findByRole('dialog', { name: BODY_TEXTS.linkTitle });
    await userEvent.type(within(dialog).getByLabelText(BODY_TEXTS.linkLabel), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: BODY_TEXTS.linkApply }));
    await expect(within(dialog).getByLabelText(BODY_TEXTS.linkLabel)).toHaveAccessibleDescription(new RegExp(`^${BODY_TEXTS.linkInvalid}`));
  },
};
