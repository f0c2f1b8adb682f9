import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import type { components } from '@shared/contract/schema';
import type { AppStore } from '@/app/store';
import { headerApi } from '@/features/header/header-api';
import { SiteHeader } from '@/features/header/site-header';
import { NewsletterForm } from '@/features/footer/newsletter-form';
import { HeroSection } from '@/features/hero/hero-section';
import { LocationProbe } from '@/test/location-probe';
import { demoData } from '@shared/demo-content';
import { db } from '@mocks/db';
import { findPreview, findPreviewFrame } from './preview-story-kit';
import { SitePreview } from './site-preview';

type Header = components['schemas']['Header'];

const live = demoData.headers[0];
/** An edit the admin has not saved: a new name, a plain link, an outside link and a button that leaves the site. */
const draft: Header = {
  ...live,
  companyName: 'Draft Dental Studio',
  logo: { text: 'Draft Dental Studio' },
  navigationItems: [
    { label: 'Plans', href: '/pricing-plans', hasDropdown: false, showDropdown: false, order: 1, dropdownItems: [] },
    { label: 'Partner site', href: 'https://partner.example.com', hasDropdown: false, showDropdown: false, order: 2, dropdownItems: [] },
  ],
  ctaButtons: { primary: { text: 'Book elsewhere', action: 'link', href: 'https://booking.example.com' }, secondary: { text: 'Upload', action: 'scroll' } },
};

const meta = {
  title: 'Admin/Site preview',
  component: SitePreview,
  args: {
    // No logo file: the header shows its text.
    draft: [
      { endpointName: 'getActiveHeader', data: draft },
      { endpointName: 'getActiveLogo', data: undefined },
    ],
    children: <SiteHeader />,
  },
  render: (args) => (
    <div className="p-3">
      <SitePreview {...args} />
      <p>
        Admin location: <LocationProbe />
      </p>
    </div>
  ),
} satisfies Meta<typeof SitePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsTheGivenData: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(region.getByText('Preview of your unsaved changes — nothing is saved until you click Save.')).toBeVisible();
    const preview = await findPreview(canvasElement);
    // The real public header, with the draft's name and items instead of the stored ones.
    await expect(await preview.findByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(preview.getByText('Draft Dental Studio')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Plans' })).toBeVisible();
    await expect(preview.queryByText(live.companyName)).toBeNull();
    // Nothing was asked for the header: the admin's store has no header read, and its own header is not the draft.
    const state = (loaded as { store: AppStore }).store.getState();
    await expect(headerApi.endpoints.getActiveHeader.select()(state).status).toBe('uninitialized');
  },
};

export const DesktopAndPhone: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const desktopButton = canvas.getByRole('button', { name: 'Desktop' });
    await expect(desktopButton).toHaveAttribute('aria-pressed', 'true');
    const desktop = await findPreviewFrame(canvasElement, 'desktop');
    // Laid out at 1280 px, shown scaled down to the panel.
    await expect(desktop.offsetWidth).toBe(1280);
    await expect(desktop.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
    // The frame's width is what the media queries see: the header's menu is in a row, its phone toggle hidden.
    const atDesktop = within(desktop.contentDocument!.body);
    await expect(await atDesktop.findByRole('link', { name: 'Plans' })).toBeVisible();
    await expect(atDesktop.getByLabelText('Toggle navigation')).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Phone' }));
    await expect(canvas.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    await expect(desktopButton).toHaveAttribute('aria-pressed', 'false');
    const phone = await findPreviewFrame(canvasElement, 'phone');
    await expect(phone.offsetWidth).toBe(375);
    await expect(canvas.queryByTitle('Preview at desktop width (1280 px)')).toBeNull();
    const atPhone = within(phone.contentDocument!.body);
    // At 375 px the menu folds behind its toggle.
    await expect(await atPhone.findByRole('button', { name: 'Toggle navigation' })).toBeVisible();
    await expect(atPhone.getByText('Plans')).not.toBeVisible();
    // The frame is as tall as its content.
    await waitFor(() => expect(phone.offsetHeight).toBe(Math.ceil(phone.contentDocument!.body.firstElementChild!.getBoundingClientRect().height)));
  },
};

export const LinksStayInThePreview: Story = {
  args: {
    children: (
      <>
        <SiteHeader />
        <a href="https://elsewhere.example.com/">A plain link</a>
      </>
    ),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const frame = await findPreviewFrame(canvasElement);
    const preview = within(frame.contentDocument!.body);
    // Whether each click's own navigation (a link's) was cancelled, seen last, from the frame's window.
    const cancelled: boolean[] = [];
    frame.contentWindow!.addEventListener('click', (e) => cancelled.push(e.defaultPrevented));
    await userEvent.click(await preview.findByRole('link', { name: 'Plans' }));
    await userEvent.click(preview.getByRole('link', { name: 'Partner site' }));
    await userEvent.click(preview.getByRole('button', { name: 'Book elsewhere' }));
    await userEvent.click(preview.getByRole('link', { name: 'A plain link' }));
    await expect(cancelled).toEqual([true, true, false, true]);
    // Neither the admin's page nor the frame went anywhere, and the preview still shows the header.
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(frame.contentWindow!.location.href).toBe('about:blank');
    await expect(preview.getByText('Draft Dental Studio')).toBeVisible();
  },
};

/** A part without the site's header still gets the site's theme, from the settings given, in its frame only. */
export const ThemedLikeTheSite: Story = {
  args: {
    draft: [
      { endpointName: 'getHomepageSettings', data: { ...demoData.homepageSettings[0], primaryColor: '#ffeb3b', theme: 'dark' } },
      { endpointName: 'listActiveHeroes', data: [{ ...demoData.heroes[0], ctaText: 'Start here' }] },
    ],
    children: <HeroSection />,
  },
  play: async ({ canvasElement }) => {
    const frame = await findPreviewFrame(canvasElement);
    const cta = await within(frame.contentDocument!.body).findByRole('link', { name: 'Start here' });
    await waitFor(() => expect(cta).toHaveStyle({ backgroundColor: 'rgb(255, 235, 59)', color: 'rgb(0, 0, 0)' }));
    await expect(frame.contentDocument!.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    await expect(document.documentElement).not.toHaveAttribute('data-bs-theme', 'dark');
    await expect(document.getElementById('site-theme')).toBeNull();
  },
};

/** A form in the preview sends nothing: a visitor's signup typed into it does not reach the server. */
export const FormsDoNotSend: Story = {
  args: { children: <NewsletterForm newsletter={{ isActive: true, title: 'Newsletter' }} /> },
  play: async ({ canvasElement, userEvent }) => {
    const before = db.newsletterSubscribers.length;
    const preview = await findPreview(canvasElement);
    // Typed as a change event: user-event types into the page's own focused element, not into a frame's.
    fireEvent.change(await preview.findByRole('textbox'), { target: { value: 'visitor@example.com' } });
    await expect(preview.getByRole('textbox')).toHaveValue('visitor@example.com');
    await userEvent.click(preview.getByRole('button'));
    // Had it been sent, the form would have cleared the address on success, or said why it failed. Something that
    // does not happen sends no event to wait for: the window is the time a sent form takes to answer in the stories.
    await new Promise((r) => setTimeout(r, 300));
    await expect(preview.getByRole('textbox')).toHaveValue('visitor@example.com');
    await expect(preview.queryByRole('status')).toBeNull();
    await expect(preview.queryByRole('alert')).toBeNull();
    await expect(db.newsletterSubscribers).toHaveLength(before);
  },
};
