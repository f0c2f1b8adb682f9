import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CONSENT_TEXTS as T, type ConsentInput } from '@shared/contract/consent';
import { ConsentBanner } from './consent-banner';
import { aChoice, broken, consentStoryHandlers, GA_ID, PIXEL_ID, removeTrackers, stale, type ConsentStoryServer } from './consent-story-server';
import { GA_SCRIPT } from './trackers';

/** The choices a story's server received, fresh for each story. */
let sent: ConsentInput[] = [];

const handlers = (server: Omit<ConsentStoryServer, 'sent'>) => ({
  msw: {
    handlers: {
      consent: consentStoryHandlers({
        ...server,
        get sent() {
          return sent;
        },
      }),
    },
  },
});

const meta = {
  title: 'Public/Consent banner',
  component: ConsentBanner,
  // A site with Google Analytics and the pixel; the page's choice is read from the server (no server render here).
  args: { bannerVersion: 1, purposes: { analytics: true, marketing: true }, trackers: { googleAnalyticsId: GA_ID, facebookPixelId: PIXEL_ID } },
  beforeEach: () => {
    sent = [];
    removeTrackers();
    return removeTrackers;
  },
  parameters: handlers({}),
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const banner = (canvas: Canvas) => canvas.findByRole('region', { name: T.bannerLabel });
const settingsButton = (canvas: Canvas) => canvas.getByRole('button', { name: T.cookieSettings });
const gaScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src^="${GA_SCRIPT}"]`));
const consentCommands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((c) => c[0] === 'consent');

/** A first visit: the banner asks, nothing is loaded, and Escape does not dismiss it. */
export const FirstVisit: Story = {
  parameters: handlers({ held: null }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = within(await banner(canvas));
    await expect(region.getByRole('heading', { name: T.bannerTitle })).toBeVisible();
    await expect(region.getByText(T.bannerText)).toBeVisible();
    // Accepting and refusing are equally prominent.
    const accept = region.getByRole('button', { name: T.acceptAll });
    const reject = region.getByRole('button', { name: T.rejectAll });
    await expect(accept.className).toBe(reject.className);
    const [a, r] = [accept.getBoundingClientRect(), reject.getBoundingClientRect()];
    await expect(Math.abs(a.height - r.height)).toBeLessThan(1);
    await expect(region.getByRole('button', { name: T.choose })).toBeVisible();
    // Fixed at the bottom of the viewport: the page does not move under it.
    const box = (await banner(canvas)).getBoundingClientRect();
    await expect(getComputedStyle(await banner(canvas)).position).toBe('fixed');
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    accept.focus();
    await userEvent.keyboard('{Escape}');
    await expect(await banner(canvas)).toBeVisible();
    await expect(gaScripts()).toHaveLength(0);
    await expect(settingsButton(canvas)).toBeVisible();
  },
};

/** "Choose": a box per purpose, nothing ticked but the necessary cookies, which cannot be unticked. */
export const Choose: Story = {
  parameters: handlers({ held: null }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = within(await banner(canvas));
    await userEvent.click(region.getByRole('button', { name: T.choose }));
    const necessary = region.getByRole('checkbox', { name: T.purposes.necessary.label });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = region.getByRole('checkbox', { name: T.purposes.analytics.label });
    const marketing = region.getByRole('checkbox', { name: T.purposes.marketing.label });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(analytics).toHaveAccessibleDescription(T.purposes.analytics.description);
    await userEvent.click(analytics);
    await userEvent.click(region.getByRole('button', { name: T.saveChoices }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: T.bannerLabel })).toBeNull());
    await expect(sent).toEqual([{ analytics: true, marketing: false, bannerVersion: 1 }]);
    // Analytics is allowed, advertising is not: Consent Mode says so, and the pixel stays away.
    await expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
    await expect(gaScripts()).toHaveLength(1);
    await expect(window.fbq).toBeUndefined();
  },
};

/** "Accept all": the choice is recorded, the banner closes and Google Analytics loads at once, after its consent signals. */
export const Accepted: Story = {
  parameters: handlers({ held: null }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = within(await banner(canvas));
    await userEvent.click(region.getByRole('button', { name: T.acceptAll }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: T.bannerLabel })).toBeNull());
    await expect(sent).toEqual([{ analytics: true, marketing: true, bannerVersion: 1 }]);
    const [script] = gaScripts();
    await expect(script.src).toBe(`${GA_SCRIPT}?id=${GA_ID}`);
    await expect(script.async).toBe(true);
    // Denied by default first, then granted by the choice.
    await expect(consentCommands()).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
      ],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ]);
    await expect(window.fbq).toBeDefined();
    // The focus goes to the button that reopens the choice, and the choice is announced.
    await expect(settingsButton(canvas)).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(T.saved);
  },
};

/** "Reject all": recorded as refusing both, and nothing is loaded. */
export const Rejected: Story = {
  parameters: handlers({ held: null }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = within(await banner(canvas));
    await userEvent.click(region.getByRole('button', { name: T.rejectAll }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: T.bannerLabel })).toBeNull());
    await expect(sent).toEqual([{ analytics: false, marketing: false, bannerVersion: 1 }]);
    await expect(gaScripts()).toHaveLength(0);
    await expect(window.gtag).toBeUndefined();
    await expect(window.fbq).toBeUndefined();
    await expect(settingsButton(canvas)).toHaveFocus();
  },
};

/** A choice holds: only "Cookie settings" shows; it reopens the banner with the choice ticked, and the focus in it. */
export const Reopened: Story = {
  args: { choice: aChoice({ analytics: true, marketing: false }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: T.bannerLabel })).toBeNull();
    await userEvent.click(settingsButton(canvas));
    const region = within(await banner(canvas));
    await expect(region.getByRole('heading', { name: T.bannerTitle })).toHaveFocus();
    await userEvent.click(region.getByRole('button', { name: T.choose }));
    await expect(region.getByRole('checkbox', { name: T.purposes.analytics.label })).toBeChecked();
    await expect(region.getByRole('checkbox', { name: T.purposes.marketing.label })).not.toBeChecked();
    // Withdrawing analytics: Consent Mode is told at once (the server leaves the tag out from the next page).
    window.gtag = (...args: unknown[]) => void (window.dataLayer ??= []).push(args);
    await userEvent.click(region.getByRole('checkbox', { name: T.purposes.analytics.label }));
    await userEvent.click(region.getByRole('button', { name: T.saveChoices }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: T.bannerLabel })).toBeNull());
    await expect(sent).toEqual([{ analytics: false, marketing: false, bannerVersion: 1 }]);
    await expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
    await expect(gaScripts()).toHaveLength(0);
    await expect(settingsButton(canvas)).toHaveFocus();
  },
};

/** The save fails: the message shows in an alert, and the banner stays to choose again. */
export const SaveFailed: Story = {
  args: { choice: null },
  parameters: handlers({ giveAnswer: broken }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = within(await banner(canvas));
    await userEvent.click(region.getByRole('button', { name: T.acceptAll }));
    await expect(await region.findByRole('alert')).toHaveTextContent(T.failed);
    await expect(await banner(canvas)).toBeVisible();
    await expect(gaScripts()).toHaveLength(0);
  },
};

/** The banner changed since the page was sent (a 400 for its version): the visitor is asked to choose again. */
export const StaleVersion: Story = {
  args: { choice: null },
  parameters: handlers({ giveAnswer: stale }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = within(await banner(canvas));
    await userEvent.click(region.getByRole('button', { name: T.rejectAll }));
    await expect(await region.findByRole('alert')).toHaveTextContent(T.staleVersion);
    await expect(await banner(canvas)).toBeVisible();
  },
};

const PHONE = { phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } };

/** At 320 px and with the text twice its size, nothing scrolls sideways and every button stays reachable. */
export const Phone320LargeText: Story = {
  args: { choice: null },
  // The visitor's text size: the root's, which the banner's rem sizes follow.
  beforeEach: () => {
    document.documentElement.style.fontSize = '200%';
    return () => void (document.documentElement.style.fontSize = '');
  },
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = await banner(canvas);
    await userEvent.click(within(region).getByRole('button', { name: T.choose }));
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const box = region.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(320);
    for (const name of [T.acceptAll, T.rejectAll, T.saveChoices]) {
      const button = within(region).getByRole('button', { name });
      button.scrollIntoView();
      await expect(button).toBeVisible();
    }
  },
};
