import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { setScenario } from '@mocks/route';
import { ArticlePage } from './article-page';
import { BLOG_TEXTS } from './blog-rules';

const article = demoData.articles.find((a) => a.slug === 'six-implants-one-guide-full-arch-case')!;
const figures = article.body.content.filter((b) => b.type === 'figure');

const meta = {
  title: 'Public/Blog Article',
  component: ArticlePage,
  parameters: { route: { path: `/blog/${article.slug}`, pattern: '/blog/:slug' } },
} satisfies Meta<typeof ArticlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An article: breadcrumb, title, author and date, tags, cover, body with its figures, related articles. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: BLOG_TEXTS.breadcrumb }));
    await expect(crumbs.getByRole('link', { name: BLOG_TEXTS.title })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByText(BLOG_TEXTS.by(article.author.name))).toBeVisible();
    for (const tag of article.tags) await expect(canvas.getByRole('link', { name: tag.name })).toHaveAttribute('href', `/blog/tag/${tag.slug}`);
    for (const figure of figures) if (figure.type === 'figure') await expect(await canvas.findByRole('img', { name: figure.attrs.alt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'guide to sending a CBCT' })).toHaveAttribute('href', expect.stringContaining('/blog/how-to-send'));
    await expect(await canvas.findByRole('heading', { level: 2, name: BLOG_TEXTS.related })).toBeVisible();
  },
};

const PHOTO = '/uploads/demo/clinician-avatar-2.svg';

/** An author with a photo: a small round image beside their public name, its size set so the line never moves. */
export const AuthorPhoto: Story = {
  parameters: {
    mockDb: (db: MockDb) => void (db.articles.find((a) => a._id === article._id)!.author = { name: 'Dr. Elena Marsh, DDS, MSc', photo: PHOTO }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.getByText(BLOG_TEXTS.by('Dr. Elena Marsh, DDS, MSc'))).toBeVisible();
    const photo = canvas.getByRole('img', { name: 'Dr. Elena Marsh, DDS, MSc' });
    await expect(photo).toHaveAttribute('src', PHOTO);
    await expect(photo).toHaveAttribute('width', '40');
    await expect(photo).toHaveAttribute('height', '40');
    await expect(photo).toHaveAttribute('loading', 'lazy');
  },
};

/** No published article has the slug. */
export const NotFound: Story = {
  parameters: { route: { path: '/blog/no-such-article', pattern: '/blog/:slug' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: BLOG_TEXTS.notFoundTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: BLOG_TEXTS.backToBlog })).toHaveAttribute('href', '/blog');
  },
};

/** The article could not be read: the message and Try Again. */
export const Error: Story = {
  parameters: { scenarios: { articles: { kind: 'error', message: 'Database is restarting' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BLOG_TEXTS.loadError);
    setScenario('articles', null);
    await userEvent.click(canvas.getByRole('button', { name: BLOG_TEXTS.tryAgain }));
    await expect(await canvas.findByRole('heading', { level: 1, name: article.title })).toBeVisible();
  },
};

/** While the article loads. */
export const Loading: Story = {
  parameters: { scenarios: { articles: { kind: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(BLOG_TEXTS.loading);
  },
};

/** An earlier slug: the page goes on to the article's current address (the server answers it with 301). */
export const Renamed: Story = {
  parameters: {
    mockDb: (db: MockDb) => void (db.articles.find((a) => a._id === article._id)!.slug = 'full-arch-case-report'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: article.title })).toBeVisible();
  },
};

/** A deleted article's address: 'Article Removed' (410 from the server), with the way back to the blog. */
export const Removed: Story = {
  parameters: {
    mockDb: (db: MockDb) =>
      void db.articles.splice(
        db.articles.findIndex((a) => a._id === article._id),
        1,
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: BLOG_TEXTS.goneTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: BLOG_TEXTS.backToBlog })).toHaveAttribute('href', '/blog');
  },
};
