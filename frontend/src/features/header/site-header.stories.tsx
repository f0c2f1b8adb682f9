import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
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
    await waitFor(() => expect(canvas.getByRole('img', { name: header.logo!.alt! })).toHaveAttribute('src', demoData.fileAssets[0].fileUrl));
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

const PHONE = { phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' as const } };

export const MobileMenu: Story = {
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plain = header.navigationItems.find((n) => !n.hasDropdown)!.label;
    const toggle = await canvas.findByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The hamburger's three bars are borders in the button's own colour (toggler-icon.css), so they follow a dark
    // header and forced colours; no image is drawn behind them.
    const icon = toggle.querySelector('.navbar-toggler-icon')!;
    await expect(getComputedStyle(icon).backgroundImage).toBe('none');
    const bars = getComputedStyle(icon, '::before');
    await expect([bars.borderTopWidth, bars.borderBottomWidth, getComputedStyle(icon, '::after').borderTopWidth]).toEqual(['2px', '2px', '2px']);
    await expect(bars.borderTopColor).toBe(getComputedStyle(toggle).color);
    // Behind the hamburger: the items and the buttons are hidden until it opens.
    await expect(canvas.getByRole('link', { name: plain, hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: plain, hidden: true })).toBeVisible());
    await expect(canvas.getByRole('button', { name: header.ctaButtons.primary!.text! })).toBeVisible();
    // A dropdown becomes an expandable list in the flow of the menu.
    const services = header.navigationItems.find((n) => n.hasDropdown)!;
    const dropdown = canvas.getByRole('button', { name: services.label });
    await userEvent.click(dropdown);
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    const first = canvas.getByRole('link', { name: services.dropdownItems![0].label });
    await waitFor(() => expect(first).toBeVisible());
    await expect(getComputedStyle(first.closest('ul')!).position).toBe('static');
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('link', { name: plain, hidden: true })).not.toBeVisible());
  },
};

/** Opens the services dropdown from the keyboard: focus on its button, then Enter. */
async function openDropdownByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const services = header.navigationItems.find((n) => n.hasDropdown)!;
  const button = await canvas.findByRole('button', { name: services.label });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return { canvas, services, button };
}

export const DropdownByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, services, button } = await openDropdownByKeyboard(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: services.dropdownItems![0].label })).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: services.dropdownItems![0].label })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const DropdownClosesWhenTabbedPast: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, services, button } = await openDropdownByKeyboard(canvasElement);
    // Through every link of the list and one step further: the list closes behind the focus.
    for (const _ of services.dropdownItems!) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: services.dropdownItems!.at(-1)!.label })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('link', { name: services.dropdownItems![0].label })).toBeNull());
  },
};

export const MobileMenuClosesWithEscape: Story = {
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const plain = header.navigationItems.find((n) => !n.hasDropdown)!.label;
    const services = header.navigationItems.find((n) => n.hasDropdown)!;
    const toggle = await canvas.findByRole('button', { name: 'Toggle navigation' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // In the menu, an open dropdown closes first and the menu stays open...
    await userEvent.tab();
    const dropdown = canvas.getByRole('button', { name: services.label });
    await expect(dropdown).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: services.dropdownItems![0].label })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // ...then Escape closes the menu and the focus goes back to its button, not into the hidden links.
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('link', { name: plain, hidden: true })).not.toBeVisible());
  },
};
