import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rankedSearch, searchWords } from '@shared/contract/articles';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { setScenario } from '@mocks/route';
import { BlogPage } from './blog-page';
import { BLOG_TEXTS } from './blog-rules';

const newestFirst = [...demoData.articles].filter((a) => a.isActive).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
const caseReports = newestFirst.filter((a) => a.tags.some((t) => t.slug === 'case-report'));

const at = (path: string, pattern = '/blog') => ({ route: { path, pattern } });

const meta = {
  title: 'Public/Blog',
  component: BlogPage,
  parameters: at('/blog'),
} satisfies Meta<typeof BlogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /blog: the newest articles first, each a card linking to its page, with the search above them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: BLOG_TEXTS.title })).toBeVisible();
    const titles = (await canvas.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    await expect(titles).toEqual(newestFirst.map((a) => a.title));
    await expect(canvas.getByRole('link', { name: newestFirst[0].title })).toHaveAttribute('href', `/blog/${newestFirst[0].slug}`);
    await expect(canvas.getByRole('searchbox', { name: BLOG_TEXTS.searchLabel })).toBeVisible();
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/blog');
  },
};

/** /blog/tag/case-report: only the articles carrying the tag, named in the heading. */
export const TagPage: Story = {
  parameters: at('/blog/tag/case-report', '/blog/tag/:tag'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: BLOG_TEXTS.tagHeading('Case report') })).toBeVisible();
    const titles = (await canvas.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    await expect(titles).toEqual(caseReports.map((a) => a.title));
    await expect(canvas.getByRole('link', { name: BLOG_TEXTS.allArticles })).toHaveAttribute('href', '/blog');
  },
};

/** A tag no published article carries: said on the page (a 404 from the server). */
export const UnknownTag: Story = {
  parameters: at('/blog/tag/zirconia-bridges', '/blog/tag/:tag'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(BLOG_TEXTS.tagNotFound)).toBeVisible();
  },
};

/** /blog?q=sinus: the matching articles, the most relevant first, and how many there are. */
export const SearchResults: Story = {
  parameters: at('/blog?q=sinus'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matches = rankedSearch(newestFirst, searchWords('sinus'));
    await expect(await canvas.findByText(BLOG_TEXTS.resultsFor('sinus', matches.length))).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual(matches.map((a) => a.title));
    await expect(canvas.getByRole('searchbox', { name: BLOG_TEXTS.searchLabel })).toHaveValue('sinus');
  },
};

/** A search that finds nothing says so, and the search stays filled in to change it. */
export const SearchNone: Story = {
  parameters: at('/blog?q=zygomatic'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BLOG_TEXTS.noResults('zygomatic'))).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** A search of only punctuation is never sent: the page says what a search needs. */
export const SearchRefused: Story = {
  parameters: at('/blog?q=%3F%21%3F'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(BLOG_TEXTS.searchProblem)).toBeVisible();
  },
};

/** Page 0 does not exist: said, with the way to the first page. */
export const NoSuchPage: Story = {
  parameters: at('/blog?page=0'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BLOG_TEXTS.noSuchPage('0'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: BLOG_TEXTS.firstPage })).toHaveAttribute('href', '/blog');
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  parameters: { mockDb: (db: MockDb) => void (db.articles = []) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(BLOG_TEXTS.noArticles)).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { scenarios: { articles: { kind: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(BLOG_TEXTS.loading);
  },
};

/** The list could not be read: the message and Try Again, which loads it once the API answers. */
export const Error: Story = {
  parameters: { scenarios: { articles: { kind: 'error', message: 'Database is restarting' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BLOG_TEXTS.loadError);
    setScenario('articles', null);
    await userEvent.click(canvas.getByRole('button', { name: BLOG_TEXTS.tryAgain }));
    await expect(await canvas.findByRole('heading', { level: 2, name: newestFirst[0].title })).toBeVisible();
  },
};
