import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '@/app/routes';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';

const settings = demoData.homepageSettings[0];
const details = demoData.serviceDetails[0];
const titled = (page: string) => `${page} | ${settings.siteName}`;

/** The site as a visitor gets it: the real route table, so each page sits in the public layout. */
const meta = {
  title: 'Public/Layout',
  component: AppRoutes,
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title once its heading is on screen. */
const titleOf = (path: string, title: string): Story => ({
  parameters: { route: { path } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  },
});

export const SkipLinkFirstThenMainContent: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    // The first Tab of the page reaches the skip link, which shows itself...
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    // ...and following it puts the focus on the main content, past the header: the next Tab lands inside it.
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await userEvent.tab();
    await expect(main).toContainElement(document.activeElement as HTMLElement);
  },
};

export const HomeTitleIsTheMetaTitle = titleOf('/', settings.metaTitle);
export const ContactTitle = titleOf('/contact', titled('Contact'));
export const ServiceDetailTitle = titleOf(`/service-details/${details.serviceId}`, titled(details.serviceTitle!));
export const PrivacyPolicyTitle = titleOf('/privacy-policy', titled('Privacy Policy'));
export const TermsTitle = titleOf('/terms-conditions', titled('Terms & Conditions'));
export const PageNotFoundTitle = titleOf('/no-such-page', titled('Page Not Found'));
export const ServiceNotFoundTitle = titleOf('/service-details/0000000000000000000000ff', titled('Service Not Found'));
export const LoginTitle = titleOf('/login', titled('Admin Login'));

export const SiteNameFallsBackToTheMetaTitle: Story = {
  ...titleOf('/contact', `Contact | ${settings.metaTitle}`),
  parameters: {
    route: { path: '/contact' },
    mockDb: (db: MockDb) => {
      db.homepageSettings[0].siteName = '';
    },
  },
};

const PHONE = { phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } };

export const NoSidewaysScrollingAt320: Story = {
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await canvas.findByRole('contentinfo', {}, { timeout: 5000 });
    await expect(window.innerWidth).toBe(320);
    // WCAG 1.4.10: the page reflows at 320 px, with its phone menu open too.
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle navigation' }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
