import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '@shared/contract/schema';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { priceLines, visiblePlans } from './pricing-logic';
import { PricingSection } from './pricing-section';

type Plan = components['schemas']['Plan'];

const FAILED = 'Failed to load pricing plans. Using default plans.';
const DEFAULT_NAMES = ['Standard', 'Pro', 'Max', 'Max Enterprise'];

const config = demoData.pricingConfigs.find((c) => c.isActive)!;
const demoPlans = visiblePlans(config.plans as unknown as Plan[]);
const popularPlan = demoPlans.find((p) => p.isPopular === true)!;
const longPlan = demoPlans.find((p) => (p.description ?? '').length > 120)!;
const shortPlan = demoPlans.find((p) => (p.description ?? '').length <= 120)!;

// These stories test the auto-scroll's own clock (its speed, its 2.5 s pause, that it holds still): they wait real
// time on purpose. The carousel moves by requestAnimationFrame, which a play function in the browser cannot fake.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const trackOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Pricing plans' });
/** The plan cards a visitor (and a screen reader) meets: the looping copies are hidden. */
const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const domCards = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-plan-card]');
/** Waits for the section to be loaded (or to fall back). */
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(within(canvasElement).getAllByRole('article').length).toBeGreaterThan(0));
};

const meta = {
  title: 'Public/Home/Pricing',
  component: PricingSection,
} satisfies Meta<typeof PricingSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: config.title })).toBeVisible();
    await expect(canvas.getByText(config.subtitle!)).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'pricing-section');
    await expect(cardNames(canvasElement)).toEqual(demoPlans.map((p) => p.name));
    for (const plan of demoPlans) {
      const card = within(canvas.getByRole('article', { name: plan.name }));
      for (const line of priceLines(plan)) await expect(card.getByText(line.label)).toBeVisible();
      await expect(card.getByRole('button', { name: plan.buttonText })).toBeVisible();
    }
    // More than one plan: the list is tripled for looping.
    await expect(domCards(canvasElement)).toHaveLength(demoPlans.length * 3);
    await expect(canvas.getByRole('button', { name: 'Scroll pricing plans left' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Scroll pricing plans right' })).toBeVisible();
    await expect(canvas.queryByText(FAILED)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { pricing: scenario('pricing', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByLabelText('Loading pricing');
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(section).toHaveAttribute('id', 'pricing-section');
    await expect(canvasElement.querySelectorAll('[data-plan-placeholder]')).toHaveLength(3);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByText(FAILED)).toBeNull();
  },
};

export const LoadErrorShowsDefaultsAndTryAgainRefetches: Story = {
  // The first load fails; the play function then clears the failure and retries.
  beforeEach: () => {
    setScenario('pricing', { kind: 'error' });
    return () => setScenario('pricing', null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(FAILED)).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(DEFAULT_NAMES);
    await expect(canvas.queryByRole('heading', { level: 2, name: config.title })).toBeNull();

    setScenario('pricing', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: config.title })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(FAILED)).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    const first = within(canvas.getByRole('article', { name: demoPlans[0].name }));
    await expect(first.getByText(priceLines(demoPlans[0])[0].label)).toBeVisible();
  },
};

export const NoActiveConfigShowsDefaults: Story = {
  parameters: { msw: { handlers: { pricing: scenario('pricing', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(FAILED)).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(DEFAULT_NAMES);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const NoActivePlansShowsDefaults: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      for (const p of db.pricingConfigs[0].plans) p.isActive = false;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: config.title })).toBeVisible();
    await loaded(canvasElement);
    await expect(cardNames(canvasElement)).toEqual(DEFAULT_NAMES);
    // Nothing failed, so no failure message.
    await expect(canvas.queryByText(FAILED)).toBeNull();
  },
};

export const InactivePlansHiddenAndSortedByOrder: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      const plans = db.pricingConfigs[0].plans;
      plans[0].isActive = false;
      plans.forEach((p, i) => (p.order = plans.length - i));
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: config.title });
    await loaded(canvasElement);
    const expected = config.plans
      .slice(1)
      .map((p) => p.name)
      .reverse();
    await expect(cardNames(canvasElement)).toEqual(expected);
    await expect(within(canvasElement).queryByRole('article', { name: config.plans[0].name })).toBeNull();
  },
};

export const LegacyShapes: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      const [standard, pro, max, enterprise] = db.pricingConfigs[0].plans as Partial<Plan>[];
      // A single option object instead of a list, without display text.
      standard.pricingOptions = { value: 149, format: 'per_case' };
      // A plain text price and a plain numeric price.
      delete pro.pricingOptions;
      pro.price = 'From $199';
      delete max.pricingOptions;
      max.price = 650;
      // Button text from the legacy cta, then the default.
      delete max.buttonText;
      max.cta = { text: 'Book a planning call' };
      delete enterprise.buttonText;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const [standard, pro, max, enterprise] = demoPlans.map((p) => within(canvas.getByRole('article', { name: p.name })));
    await expect(standard.getByText('$149/case')).toBeVisible();
    await expect(pro.getByText('From $199')).toBeVisible();
    await expect(max.getByText('$650')).toBeVisible();
    await expect(max.getByRole('button', { name: 'Book a planning call' })).toBeVisible();
    await expect(enterprise.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(canvas.queryByText(FAILED)).toBeNull();
  },
};

export const OptionFormats: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      const [a, b, c] = db.pricingConfigs[0].plans;
      a.pricingOptions = [
        { value: 95, format: 'per_hour' },
        { value: 15, format: 'percentage' },
      ];
      b.pricingOptions = [
        { value: 890, format: 'per_month' },
        { value: 1500, format: 'fixed' },
      ];
      c.pricingOptions = [
        { value: 49.5, format: 'currency' },
        { value: 690, format: 'per_case', displayText: '/arch' },
      ];
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const [a, b, c, d] = demoPlans.map((p) => within(canvas.getByRole('article', { name: p.name })));
    await expect(a.getByText('$95/hr')).toBeVisible();
    await expect(a.getByText('15%')).toBeVisible();
    await expect(b.getByText('$890/month')).toBeVisible();
    await expect(b.getByText('$1,500')).toBeVisible();
    await expect(c.getByText('$49.50')).toBeVisible();
    await expect(c.getByText('$690/arch')).toBeVisible();
    // Untouched: per_case with its own display text.
    for (const line of priceLines(demoPlans[3])) await expect(d.getByText(line.label)).toBeVisible();
  },
};

export const PopularBadgeText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const card = canvas.getByRole('article', { name: popularPlan.name });
    await expect(within(card).getByText(popularPlan.badge!.text!)).toBeVisible();
    // Only the popular plan carries a badge.
    const badges = canvas.getAllByRole('article').flatMap((a) => Array.from(a.querySelectorAll('[data-plan-badge]')));
    await expect(badges).toHaveLength(1);
    await expect(canvas.queryByText('Recommended')).toBeNull();
  },
};

export const PopularWithoutBadgeTextShowsRecommended: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      for (const p of db.pricingConfigs[0].plans) delete p.badge;
      // A badge on a plan that is not popular is not shown.
      db.pricingConfigs[0].plans.find((p) => p.isPopular !== true)!.badge = { text: 'Should not show' };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const card = canvas.getByRole('article', { name: popularPlan.name });
    await expect(within(card).getByText('Recommended')).toBeVisible();
    const badges = canvas.getAllByRole('article').flatMap((a) => Array.from(a.querySelectorAll('[data-plan-badge]')));
    await expect(badges.map((b) => b.textContent)).toEqual(['Recommended']);
    await expect(canvas.queryByText('Should not show')).toBeNull();
  },
};

export const ReadMoreShowLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const card = within(canvas.getByRole('article', { name: longPlan.name }));
    const full = longPlan.description!;
    await expect(card.queryByText(full)).toBeNull();
    await expect(card.getByText(/…$/)).toBeVisible();

    const more = card.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(card.getByText(full)).toBeVisible();
    const less = card.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(less);
    await expect(card.queryByText(full)).toBeNull();
    await expect(card.getByRole('button', { name: 'Read more' })).toBeVisible();

    // A description of 120 characters or fewer is shown whole, without a toggle.
    const short = within(canvas.getByRole('article', { name: shortPlan.name }));
    await expect(short.getByText(shortPlan.description!)).toBeVisible();
    await expect(short.queryByRole('button', { name: 'Read more' })).toBeNull();
  },
};

export const ArrowButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const track = trackOf(canvasElement);
    const right = canvas.getByRole('button', { name: 'Scroll pricing plans right' });
    const left = canvas.getByRole('button', { name: 'Scroll pricing plans left' });

    await userEvent.hover(right);
    await sleep(50);
    const before = track.scrollLeft;
    await userEvent.click(right);
    await waitFor(() => expect(Math.abs(track.scrollLeft - (before + 384))).toBeLessThanOrEqual(2), { timeout: 3000 });

    const middle = track.scrollLeft;
    await userEvent.click(left);
    await waitFor(() => expect(Math.abs(track.scrollLeft - (middle - 384))).toBeLessThanOrEqual(2), { timeout: 3000 });

    // Neither hovered nor focused any more: auto-scroll still waits out the 2.5 s pause...
    await userEvent.unhover(left);
    left.blur();
    const paused = track.scrollLeft;
    await sleep(1000);
    await expect(Math.abs(track.scrollLeft - paused)).toBeLessThanOrEqual(1);
    // ...and then resumes.
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(paused + 4), { timeout: 5000 });
  },
};

export const HoverPausesAutoScroll: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const track = trackOf(canvasElement);
    // Runs at about 40 px/s.
    const start = track.scrollLeft;
    await sleep(1000);
    const moved = track.scrollLeft - start;
    await expect(moved).toBeGreaterThan(15);
    await expect(moved).toBeLessThan(80);

    await userEvent.hover(track);
    await sleep(50);
    const held = track.scrollLeft;
    await sleep(800);
    await expect(Math.abs(track.scrollLeft - held)).toBeLessThanOrEqual(1);

    await userEvent.unhover(track);
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(held + 4), { timeout: 2000 });
  },
};

export const PauseButtonStopsAutoScroll: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const track = trackOf(canvasElement);
    const start = track.scrollLeft;
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(start + 4), { timeout: 2000 });

    // By keyboard, as WCAG 2.2.2 asks: the button comes before the moving plans.
    const pause = canvas.getByRole('button', { name: 'Pause automatic scrolling' });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    const resume = canvas.getByRole('button', { name: 'Resume automatic scrolling' });
    await expect(resume).toHaveFocus();
    // Still after the focus has gone and the manual 2.5 s pause would be over.
    resume.blur();
    const held = track.scrollLeft;
    await sleep(3000);
    await expect(Math.abs(track.scrollLeft - held)).toBeLessThanOrEqual(1);

    await userEvent.click(resume);
    await userEvent.unhover(resume);
    resume.blur();
    await expect(canvas.getByRole('button', { name: 'Pause automatic scrolling' })).toBeVisible();
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(held + 4), { timeout: 4000 });
  },
};

export const TouchPausesAutoScroll: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const track = trackOf(canvasElement);
    const start = track.scrollLeft;
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(start + 4), { timeout: 2000 });

    track.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    await sleep(50);
    const held = track.scrollLeft;
    await sleep(800);
    await expect(Math.abs(track.scrollLeft - held)).toBeLessThanOrEqual(1);

    // After the finger lifts it waits 2.5 s, then resumes.
    track.dispatchEvent(new TouchEvent('touchend', { bubbles: true }));
    await sleep(1000);
    await expect(Math.abs(track.scrollLeft - held)).toBeLessThanOrEqual(1);
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(held + 4), { timeout: 4000 });
  },
};

export const ReducedMotionNoAutoScroll: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } as MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const track = trackOf(canvasElement);
    const start = track.scrollLeft;
    await sleep(1000);
    await expect(track.scrollLeft).toBe(start);
    // Nothing moves by itself, so there is nothing to pause.
    await expect(canvas.queryByRole('button', { name: 'Pause automatic scrolling' })).toBeNull();
    // The arrows still work, without animation.
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll pricing plans right' }));
    await waitFor(() => expect(Math.abs(track.scrollLeft - (start + 384))).toBeLessThanOrEqual(2));
  },
};

export const OnePlanNotTripled: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.pricingConfigs[0].plans.forEach((p, i) => (p.isActive = i === 0));
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(cardNames(canvasElement)).toEqual([config.plans[0].name]);
    await expect(domCards(canvasElement)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Scroll pricing plans right' })).toBeNull();
    const track = trackOf(canvasElement);
    const start = track.scrollLeft;
    await sleep(500);
    await expect(track.scrollLeft).toBe(start);
  },
};
