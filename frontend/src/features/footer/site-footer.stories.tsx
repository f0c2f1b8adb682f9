import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { SiteFooter } from './site-footer';

const footer = demoData.footers[0];

const meta = {
  title: 'Public/Footer',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(footer.companyName, { selector: 'p' })).toBeVisible();
    for (const s of footer.socialMedia.filter((x) => x.isActive !== false)) {
      await expect(canvas.getByRole('link', { name: s.platform })).toHaveAttribute('href', s.url);
    }
    await expect(canvas.getByRole('link', { name: footer.contactInfo.email! })).toBeVisible();
    await expect(canvas.getByText(footer.newsletter.title!)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    await expect(canvas.getByText(footer.copyright.text!)).toBeVisible();
  },
};

export const NewsletterOffShowsFirstLinkSection: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.footers[0].newsletter.isActive = false;
      db.footers[0].copyright.text = '';
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = [...footer.sections].filter((s) => s.isActive !== false).sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
    await expect(await canvas.findByRole('navigation', { name: first.title })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    await expect(canvas.getByText(`© ${footer.copyright.year} ${footer.companyName}`)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { footer: scenario('footer', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading footer')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(footer.companyName)).toBeNull();
  },
};

export const LoadErrorRendersNothing: Story = {
  parameters: { msw: { handlers: { footer: scenario('footer', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The loading placeholder goes away and nothing takes its place.
    await waitFor(() => expect(canvasElement.querySelector('footer')).toBeNull());
    await expect(canvas.queryByText(footer.companyName)).toBeNull();
  },
};

export const NewsletterSwitchedOffInSettings: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.homepageSettings[0].features = { ...db.homepageSettings[0].features, enableNewsletter: false };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = [...footer.sections].filter((s) => s.isActive !== false).sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
    // The newsletter shows until the settings arrive, then the first link section takes its place.
    await waitFor(() => expect(canvas.getByRole('navigation', { name: first.title })).toBeVisible());
    await expect(canvas.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  },
};
