import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '@/app/routes';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';

// Whole public pages as the site serves them: the layout's SiteTheme applies the homepage settings' colours
// (themeCss), so axe checks the shades the site really draws for colours an admin may pick.

const meta = {
  title: 'Public/Site Theme',
  component: AppRoutes,
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const colours = (theme: 'light' | 'dark', primaryColor: string, secondaryColor: string, accentColor: string) => (db: MockDb) => {
  Object.assign(db.homepageSettings[0], { theme, primaryColor, secondaryColor, accentColor });
};

const style = (el: Element) => getComputedStyle(el);

/**
 * The colours an element eases into (Bootstrap's transition on a button), read at their end: its running
 * transitions are finished first, so the read does not wait on the browser's frames, which a loaded CI host may
 * hold back for seconds (a read once stayed mid-way for 15 s).
 */
const settledStyle = (el: Element) => {
  for (const animation of el.getAnimations()) animation.finish();
  return getComputedStyle(el);
};

/** Waits until every section and the footer have their content, so axe sees the whole page. */
async function wholeHomePage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await canvas.findByRole('contentinfo', {}, { timeout: 5000 });
  await waitFor(() => {
    expect(canvasElement.querySelectorAll('section[id]')).toHaveLength(6);
    expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  });
  return canvas;
}

/** Yellow, light grey and pure yellow: none reads as text on white, the site draws darker shades of them. */
export const YellowPrimaryHome: Story = {
  parameters: { route: { path: '/' }, mockDb: colours('light', '#ffeb3b', '#cccccc', '#ffff00') },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await wholeHomePage(canvasElement);
    // The brand colour stays the background; the text on it turns black (white would be 1.22:1).
    const badge = canvas.getByText('Step 1');
    await waitFor(() => expect(style(badge).backgroundColor).toBe('rgb(255, 235, 59)'));
    await expect(style(badge).color).toBe('rgb(0, 0, 0)');
    const cta = canvas.getByRole('link', { name: 'Submit Case / Book Meeting' });
    // A button's colours ease in (Bootstrap's transition): read where they end.
    await waitFor(() => expect(settledStyle(cta).backgroundColor).toBe('rgb(255, 235, 59)'));
    await expect(settledStyle(cta).color).toBe('rgb(0, 0, 0)');
    // A service card's back is the brand colour too: its text turns black with it. Checked here: axe leaves text
    // under the card's transparent toggle as 'needs review', so it would not fail on it.
    const toggle = canvas.getAllByRole('button', { name: /^Show details of / })[0];
    await userEvent.click(toggle);
    const back = canvas.getAllByTestId('service-card-back')[0];
    await expect(style(back).color).toBe('rgb(0, 0, 0)');
    // The card's turn, ended as the visitor would see it once it stops, for axe after the story.
    for (const animation of back.getAnimations({ subtree: true })) animation.finish();
  },
};

const privacyEmail = demoData.privacyPolicies[0].contactInfo!.email!;

export const YellowPrimaryPrivacyPolicy: Story = {
  parameters: { route: { path: '/privacy-policy' }, mockDb: colours('light', '#ffeb3b', '#cccccc', '#ffff00') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('link', { name: privacyEmail });
    // #ffeb3b darkened to #7e741d: 4.76:1 on white, 4.52:1 on the contact box's light grey.
    await waitFor(() => expect(style(email).color).toBe('rgb(126, 116, 29)'));
  },
};

/** Black on the dark theme: links are lightened until they read on the dark background. */
export const BlackPrimaryDarkThemePrivacyPolicy: Story = {
  parameters: { route: { path: '/privacy-policy' }, mockDb: colours('dark', '#000000', '#000000', '#000000') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('link', { name: privacyEmail });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark'));
    // #000000 lightened to #969696: 5.21:1 on #212529, 4.50:1 on the dark grey.
    await waitFor(() => expect(style(email).color).toBe('rgb(150, 150, 150)'));
  },
};

export const BlackPrimaryDarkThemeHome: Story = {
  parameters: { route: { path: '/' }, mockDb: colours('dark', '#000000', '#cccccc', '#ffeb3b') },
  play: async ({ canvasElement }) => {
    const canvas = await wholeHomePage(canvasElement);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark'));
    const cta = canvas.getByRole('link', { name: 'Submit Case / Book Meeting' });
    await waitFor(() => expect(settledStyle(cta).backgroundColor).toBe('rgb(0, 0, 0)'));
    await expect(settledStyle(cta).color).toBe('rgb(255, 255, 255)');
  },
};
