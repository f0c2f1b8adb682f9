import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoData } from '@mocks/data';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { SiteHeader } from './site-header';

const header = demoData.headers[0];
const navLabels = [...header.navigationItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((n) => n.label);

const meta = {
  title: 'Public/Header',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { msw: { handlers: { files: scenario('files', { kind: 'notFound' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(header.logo!.text!)).toBeVisible();
    for (const label of navLabels) await expect(canvas.getByText(label)).toBeVisible();
    // Items are joined by '|' separators: one fewer than the items.
    await expect(canvas.getAllByText('|')).toHaveLength(navLabels.length - 1);
    await expect(canvas.getByRole('button', { name: header.ctaButtons.primary!.text! })).toBeVisible();
    await expect(canvas.getByRole('button', { name: header.ctaButtons.secondary!.text! })).toBeVisible();
  },
};

export const WithLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = await canvas.findByRole('img', { name: header.logo!.alt! });
    await expect(logo).toHaveAttribute('src', demoData.fileAssets[0].fileUrl);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { header: scenario('header', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading header')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Header not configured')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { header: scenario('header', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Header not configured')).toBeVisible();
  },
};

export const NotConfigured: Story = {
  parameters: { msw: { handlers: { header: scenario('header', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Header not configured')).toBeVisible();
  },
};

export const FallbackButtonTexts: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.headers[0].ctaButtons = {};
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Primary Button' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Secondary Button' })).toBeVisible();
  },
};

export const DropdownOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = header.navigationItems.find((n) => n.hasDropdown)!;
    await userEvent.hover(await canvas.findByRole('button', { name: services.label }));
    await waitFor(() => expect(canvas.getByRole('link', { name: services.dropdownItems![0].label })).toBeVisible());
    await expect(canvas.getAllByRole('link', { name: /./ }).filter((a) => a.getAttribute('href')?.startsWith('/service-details/'))).toHaveLength(
      services.dropdownItems!.length,
    );
  },
};
