import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { LATEST_TEXTS, LatestArticles } from './latest-articles';

const newest = [...demoData.articles].filter((a) => a.isActive).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));

const meta = {
  title: 'Public/Home/Latest Articles',
  component: LatestArticles,
} satisfies Meta<typeof LatestArticles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's section: the three newest articles and the way to the rest. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: LATEST_TEXTS.heading });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(titles).toEqual(newest.slice(0, 3).map((a) => a.title));
    await expect(within(section).getByRole('link', { name: LATEST_TEXTS.all })).toHaveAttribute('href', '/blog');
  },
};

/** No article published yet: the section stays out of the page. */
export const Empty: Story = {
  parameters: { mockDb: (db: MockDb) => void (db.articles = []) },
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByRole('region', { name: LATEST_TEXTS.heading })).toBeNull();
  },
};
