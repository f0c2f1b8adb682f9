import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '@shared/contract/schema';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { LocationProbe } from '@/test/location-probe';
import { DEFAULT_SERVICES } from './default-services';
import { ServicesSection } from './services-section';

type Service = components['schemas']['ServiceItem'];

const section = demoData.serviceSections[0];
const byOrder = [...section.services].sort((a, b) => a.order - b.order);
const withoutUrl = byOrder.find((s) => !s.button?.url)!;
const withUrl = byOrder.find((s) => s.button?.url)!;
const longest = byOrder.find((s) => (s.description ?? '').length > 70)!;

const withProbe: Meta['decorators'] = [
  (Story) => (
    <>
      <Story />
      <LocationProbe />
    </>
  ),
];

/** The card (flip container) that shows a service's title. */
function cardOf(canvasElement: HTMLElement, title: string): HTMLElement {
  const heading = within(canvasElement).getByRole('heading', { level: 3, name: title });
  return heading.closest<HTMLElement>('.service-flip-card')!;
}

/** The rotation the card's inner element is drawn with: about 180 when flipped, 0 when not. */
function rotationOf(card: HTMLElement): number {
  const transform = getComputedStyle(card.querySelector('.service-flip-card__inner')!).transform;
  if (transform === 'none') return 0;
  const m = new DOMMatrixReadOnly(transform);
  return Math.round((Math.acos(Math.max(-1, Math.min(1, m.m11))) * 180) / Math.PI);
}

async function expectFlipped(card: HTMLElement, flipped: boolean) {
  await expect(card).toHaveAttribute('data-flipped', String(flipped));
  await expect(within(card).getByRole('button')).toHaveAttribute('aria-pressed', String(flipped));
  await waitFor(() => expect(rotationOf(card)).toBe(flipped ? 180 : 0), { timeout: 3000 });
}

/** Answers the active services call with this section exactly as given (unsorted, uncapped). */
const rawSection = (services: Service[]) => [
  http.get('*/api/service/get-active-services', () => HttpResponse.json({ success: true, data: { ...section, services } })),
];

const meta = {
  title: 'Public/Home/Services',
  component: ServicesSection,
} satisfies Meta<typeof ServicesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await expect(canvas.getByText(section.description)).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(byOrder.slice(0, 6).map((s) => s.title));
    // The front shows the title and the description.
    await expect(within(cardOf(canvasElement, withoutUrl.title)).getByText(withoutUrl.description!)).toBeVisible();
    // Each card links to its detail page unless it has a button url.
    for (const service of byOrder) {
      const link = within(cardOf(canvasElement, service.title)).getByRole('link');
      await expect(link).toHaveAttribute('href', service.button?.url ?? `/service-details/${service._id}`);
      await expect(link).toHaveTextContent(service.button?.text ?? 'Learn More');
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { services: scenario('services', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading services')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-service-placeholder]')).toHaveLength(4);
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const LoadErrorShowsBuiltInServices: Story = {
  parameters: { msw: { handlers: { services: scenario('services', { kind: 'error' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: DEFAULT_SERVICES.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(DEFAULT_SERVICES.services.map((s) => s.title));
    for (const link of canvas.getAllByRole('link')) await expect(link).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByText(section.description)).toBeNull();
  },
};

export const NoActiveSectionShowsBuiltInServices: Story = {
  parameters: { msw: { handlers: { services: scenario('services', { kind: 'empty' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: DEFAULT_SERVICES.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(DEFAULT_SERVICES.services.length);
  },
};

export const SectionWithoutServices: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.serviceSections[0].services = [];
      db.serviceSections[0].title = 'What We Plan';
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'What We Plan' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(DEFAULT_SERVICES.services.map((s) => s.title));
  },
};

const extra: Service[] = [7, 8].map((n) => ({
  _id: `66500000000000000000029${n}`,
  title: `Extra Service ${n}`,
  description: `Service number ${n}, beyond the six the home page shows.`,
  button: { text: 'Learn More' },
  order: n,
}));

export const MoreThanSixServicesShowsFirstSixByOrder: Story = {
  parameters: {
    // Unsorted and uncapped, as a server might send them: the section sorts by order and keeps 6.
    msw: { handlers: { services: rawSection([extra[1], ...[...byOrder].reverse(), extra[0]]) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: section.title });
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(byOrder.slice(0, 6).map((s) => s.title));
    await expect(canvas.queryByText('Extra Service 7')).toBeNull();
    await expect(canvas.queryByText('Extra Service 8')).toBeNull();
  },
};

export const MoreThanSixServicesFromTheMocks: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.serviceSections[0].services.push(...structuredClone(extra));
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: section.title });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.queryByText('Extra Service 7')).toBeNull();
  },
};

export const CardLinksToServiceDetails: Story = {
  decorators: withProbe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: withoutUrl.title });
    const card = cardOf(canvasElement, withoutUrl.title);
    // A mouse over the card shows its back; a click there follows the link.
    await userEvent.hover(card);
    await expectFlipped(card, true);
    await userEvent.click(within(card).getByRole('link'));
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/service-details/${withoutUrl._id}`);
  },
};

export const CardWithButtonUrl: Story = {
  decorators: withProbe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: withUrl.title });
    const card = cardOf(canvasElement, withUrl.title);
    const link = within(card).getByRole('link');
    await expect(link).toHaveAttribute('href', withUrl.button!.url);
    await userEvent.hover(card);
    await userEvent.click(link);
    await expect(canvas.getByTestId('location')).toHaveTextContent(withUrl.button!.url!);
  },
};

export const CardWithExternalUrl: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.serviceSections[0].services[0].button = { text: 'Visit Partner Lab', url: 'https://lab.novaguide.example/guides' };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: byOrder[0].title });
    const link = within(cardOf(canvasElement, byOrder[0].title)).getByRole('link', { name: /Visit Partner Lab/ });
    // A normal link that leaves the site (not clicked here: the story would leave too).
    await expect(link).toHaveAttribute('href', 'https://lab.novaguide.example/guides');
  },
};

export const BackTextCutAt70: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.serviceSections[0].services[5].description = 'Short enough to show whole.';
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: longest.title });
    const back = within(cardOf(canvasElement, longest.title)).getByTestId('service-card-back');
    const text = back.querySelector('p')!.textContent!;
    await expect(text).toBe(`${longest.description!.slice(0, 70).trimEnd()}…`);
    await expect(text.length).toBeLessThanOrEqual(71);
    const shortBack = within(cardOf(canvasElement, byOrder[5].title)).getByTestId('service-card-back');
    await expect(shortBack.querySelector('p')).toHaveTextContent(/^Short enough to show whole\.$/);
  },
};

export const FlipByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: byOrder[0].title });
    const card = cardOf(canvasElement, byOrder[0].title);
    const toggle = within(card).getByRole('button', { name: `Show details of ${byOrder[0].title}` });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expectFlipped(card, false);
    await userEvent.keyboard('{Enter}');
    await expectFlipped(card, true);
    await userEvent.keyboard(' ');
    await expectFlipped(card, false);
    // Focus on the card's link flips it too, and leaving it flips it back.
    await userEvent.tab();
    await expect(within(card).getByRole('link')).toHaveFocus();
    await expectFlipped(card, true);
    await userEvent.tab();
    await expectFlipped(card, false);
  },
};

export const FlipOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: byOrder[1].title });
    const card = cardOf(canvasElement, byOrder[1].title);
    await userEvent.hover(card);
    await expectFlipped(card, true);
    await userEvent.unhover(card);
    await expectFlipped(card, false);
  },
};

export const TapFlipsThenFollowsLink: Story = {
  decorators: withProbe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: withoutUrl.title });
    const card = cardOf(canvasElement, withoutUrl.title);
    const front = card.querySelector<HTMLElement>('.service-flip-card__front')!;
    // First tap flips the card and stays on the page.
    await userEvent.pointer({ keys: '[TouchA]', target: card.querySelector<HTMLElement>('.service-flip-card__toggle')! });
    await expectFlipped(card, true);
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(front).toBeInTheDocument();
    // A second tap follows the card's link.
    await userEvent.pointer({ keys: '[TouchA]', target: within(card).getByRole('link') });
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/service-details/${withoutUrl._id}`);
  },
};
