import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { LocationProbe } from '@/test/location-probe';
import { DEFAULT_HERO, HeroSection } from './hero-section';

const firstActive = [...demoData.heroes].filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];

const meta = {
  title: 'Public/Home/Hero',
  component: HeroSection,
} satisfies Meta<typeof HeroSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: firstActive.title })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: firstActive.bannerAlt! })).toHaveAttribute('src', firstActive.banner));
    // A link to where it leads: it works before the page is live, and without script.
    await expect(canvas.getByRole('link', { name: firstActive.ctaText! })).toHaveAttribute('href', firstActive.ctaLink);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hero: scenario('hero', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading hero')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadErrorShowsDefaultHero: Story = {
  parameters: { msw: { handlers: { hero: scenario('hero', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: DEFAULT_HERO.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book Online Session' })).toBeVisible();
  },
};

export const NoActiveHero: Story = {
  parameters: { msw: { handlers: { hero: scenario('hero', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Book Online Session' })).toBeVisible();
  },
};

export const CallToActionDefaultsToContact: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      for (const h of db.heroes) {
        delete h.ctaText;
        h.ctaLink = '';
      }
    },
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Book Online Session' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/contact');
  },
};
