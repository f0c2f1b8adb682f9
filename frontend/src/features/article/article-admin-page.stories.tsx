import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { ARTICLE_MESSAGES } from '@shared/contract/articles';
import { EDITOR_ADMIN_ID } from '@shared/demo-content/ids';
import { ArticleAdminPage } from './article-admin-page';
import { articleHandlers, demoArticles, DRAFT_ID, never, refusal, resetArticles } from './article-story-kit';
import { ARTICLE_PAGE_SIZE, ARTICLE_TEXTS } from './article-rules';
import { BODY_TEXTS } from './body-texts';

const meta = {
  title: 'Admin/Blog',
  component: ArticleAdminPage,
  beforeEach: () => resetArticles(),
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/blog' }, msw: { handlers: articleHandlers() } },
} satisfies Meta<typeof ArticleAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const demo = demoArticles();
const rows = (canvas: Canvas): HTMLElement[] => {
  const table = canvas.queryByRole('table', { name: ARTICLE_TEXTS.tableName });
  return table ? within(table).getAllByRole('row').slice(1) : [];
};
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length));
    // Newest first: title, status, tags, author, date and reading time.
    rows(canvas).forEach((row, i) => {
      const a = demo[i];
      expect(within(row).getByRole('rowheader')).toHaveTextContent(a.title);
      expect(row).toHaveTextContent(a._id === DRAFT_ID ? 'Draft' : 'Published');
      expect(row).toHaveTextContent(a.tags.map((t) => t.name).join(', '));
      expect(row).toHaveTextContent(a.author.name);
      expect(row.querySelector('time')).toHaveAttribute('datetime', a.publishedAt);
      expect(row).toHaveTextContent(`${a.readingMinutes} min`);
    });
    await expect(canvas.getByRole('button', { name: `Edit ${demo[0].title}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New article' })).toBeVisible();
    await waitFor(() => expect(optionTexts(canvas.getByLabelText('Tag'))).toContain('Case report'));
    await expect(optionTexts(canvas.getByLabelText('Tag'))[0]).toBe('All tags');
    await waitFor(() => expect(optionTexts(canvas.getByLabelText('Author'))).toContain('Sam Okafor'));
    await expect(canvas.getByRole('navigation', { name: ARTICLE_TEXTS.pagerLabel })).toHaveTextContent(`Page 1 of 1 (${demo.length} articles)`);
  },
};

/** The tag, author and text filters each narrow the list; 'Clear filters' brings it all back. */
export const Filtered: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length));
    await waitFor(() => expect(optionTexts(canvas.getByLabelText('Tag'))).toContain('Case report'));
    await userEvent.selectOptions(canvas.getByLabelText('Tag'), 'Case report');
    const caseReports = demo.filter((a) => a.tags.some((t) => t.slug === 'case-report'));
    await waitFor(() => expect(rows(canvas)).toHaveLength(caseReports.length));
    await userEvent.selectOptions(canvas.getByLabelText('Tag'), 'All tags');
    await waitFor(() => expect(optionTexts(canvas.getByLabelText('Author'))).toContain('Sam Okafor'));
    await userEvent.selectOptions(canvas.getByLabelText('Author'), 'Sam Okafor');
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.filter((a) => a.authorId === EDITOR_ADMIN_ID).length));
    await userEvent.type(canvas.getByLabelText('Search'), 'no such words');
    await expect(await canvas.findByText(ARTICLE_TEXTS.filteredEmpty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length));
    await expect(canvas.getByLabelText('Search')).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: articleHandlers(http.get('*/api/articles', never)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(ARTICLE_TEXTS.loading);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

let failing = true;
/** The list fails to load; Retry, once the server is back, shows it. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach: () => {
    failing = true;
  },
  parameters: {
    msw: { handlers: articleHandlers(http.get('*/api/articles', () => (failing ? refusal(503, 'Service temporarily unavailable') : undefined))) },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`${ARTICLE_TEXTS.loadFailed}: Service temporarily unavailable`);
    await expect(canvas.queryByRole('table')).toBeNull();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => resetArticles([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ARTICLE_TEXTS.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New article' })).toBeEnabled();
  },
};

/** Delete asks first; confirmed, the article leaves the list and a toast says so. */
export const Delete: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length));
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${demo[0].title}` }));
    const dialog = await page.findByRole('dialog', { name: ARTICLE_TEXTS.deleteTitle });
    await expect(dialog).toHaveTextContent(ARTICLE_TEXTS.deleteMessage(demo[0].title));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length - 1));
    await expect(canvas.queryByRole('rowheader', { name: demo[0].title })).toBeNull();
    await expect(await page.findByText(ARTICLE_MESSAGES.deleted)).toBeVisible();
  },
};

/** Twelve articles: ten on the first page, Next shows the last two. */
const twelve = [
  ...demo,
  ...demo.map((a, i) => ({ ...a, _id: `665000000000000000000d${10 + i}`, title: `${a.title} (older copy)`, publishedAt: `2025-0${i + 1}-01T08:00:00.000Z` })),
];
export const Paging: Story = {
  beforeEach: () => resetArticles(twelve),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const pager = () => within(canvas.getByRole('navigation', { name: ARTICLE_TEXTS.pagerLabel }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(ARTICLE_PAGE_SIZE));
    await expect(pager().getByText(`Page 1 of 2 (${twelve.length} articles)`)).toBeVisible();
    await userEvent.click(pager().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(twelve.length - ARTICLE_PAGE_SIZE));
    await expect(pager().getByText(`Page 2 of 2 (${twelve.length} articles)`)).toBeVisible();
    await waitFor(() => expect(pager().getByRole('button', { name: 'Previous' })).toHaveFocus());
  },
};

/** A link to an article opens it in the editor (`?article=<id>`). */
export const LinkedArticle: Story = {
  parameters: { route: { path: `/admin/blog?article=${demo[2]._id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: ARTICLE_TEXTS.editHeading })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue(demo[2].title));
    await expect(canvas.queryByRole('button', { name: 'New article' })).toBeNull();
  },
};

/** New article opens the editor; Back to articles returns to the list. */
export const OpenEditor: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length));
    await userEvent.click(canvas.getByRole('button', { name: 'New article' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: ARTICLE_TEXTS.newHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ARTICLE_TEXTS.backToList }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(demo.length));
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${demo[1].title}` }));
    await expect(await canvas.findByLabelText(/^Title/)).toHaveValue(demo[1].title);
  },
};

/** Shows the address's query, so a story can see what a reload would open. */
function SearchProbe() {
  return <code data-testid="search">{useLocation().search}</code>;
}

/** A new article's first save names it in the address: a reload opens the article, not an empty form. */
export const CreatedKeepsItsAddress: Story = {
  parameters: { route: { path: '/admin/blog?article=new' } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <SearchProbe />
      </>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('search')).toHaveTextContent('?article=new');
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Guides for short implants');
    await canvas.findByRole('toolbar', { name: BODY_TEXTS.toolbar });
    await userEvent.click(canvas.getByRole('textbox', { name: BODY_TEXTS.label }));
    await userEvent.keyboard('Short implants need a guide that fits.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create article' }));
    await expect(await canvas.findByText(ARTICLE_MESSAGES.created)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent(/^\?article=[0-9a-f]{24}$/));
    // The form that made it stays, its message with it, and saves the article it made, under the heading of an edit.
    await expect(canvas.getByRole('button', { name: 'Save article' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: ARTICLE_TEXTS.editHeading })).toBeVisible();
    await expect(canvas.getByText(ARTICLE_MESSAGES.created)).toBeVisible();
  },
};
