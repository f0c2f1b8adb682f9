import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SUPER_ADMIN_ID } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { db } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { LocationProbe } from '@/test/location-probe';
import { summaryAnswer } from '@/platform/translations/translation-story-kit';
import { DashboardPage } from './dashboard-page';

const sum = <T,>(items: T[], count: (item: T) => number) => items.reduce((total, item) => total + count(item), 0);
const value = (canvasElement: HTMLElement, id: string) => within(canvasElement).getByTestId(`stat-${id}-value`);

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardPage,
  // The missing translations' counts: the card has its own stories (missing-translations-card.stories.tsx).
  parameters: { route: { path: '/admin' }, signedInAs: 'super_admin', msw: { handlers: { translations: [summaryAnswer()] } } },
  decorators: [
    (Story) => (
      <div className="p-3">
        <Story />
        <LocationProbe />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'New Bookings' })).toBeVisible();

    // The figures are the mock database's real counts (ADR 0024), not placeholders.
    const pending = db.bookings.filter((b) => b.status === 'pending').length;
    const unread = db.contactMessages.filter((m) => !m.isRead).length;
    await expect(value(canvasElement, 'new-bookings')).toHaveTextContent(String(pending));
    await expect(canvas.getByText(`${db.bookings.length} bookings in total`)).toBeVisible();
    await expect(value(canvasElement, 'unread-messages')).toHaveTextContent(String(unread));
    await expect(canvas.getByText(`${db.contactMessages.length} messages in total`)).toBeVisible();
    await expect(value(canvasElement, 'newsletter-subscribers')).toHaveTextContent(
      String(db.newsletterSubscribers.filter((s) => s.status === 'confirmed').length),
    );

    const counts = {
      heroes: db.heroes.length,
      services: sum(db.serviceSections, (s) => s.services.length),
      pricingPlans: sum(db.pricingConfigs, (p) => p.plans.length),
      testimonials: sum(db.testimonialSections, (t) => t.testimonials.length),
      serviceDetails: db.serviceDetails.length,
      privacySections: sum(db.privacyPolicies, (p) => p.sections.length),
      termsSections: sum(db.termsConditions, (t) => t.sections.length),
    };
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    await expect(value(canvasElement, 'content-records')).toHaveTextContent(String(total));
    for (const [key, n] of Object.entries(counts)) {
      await expect(canvas.getByTestId(`count-${key}`)).toHaveTextContent(new RegExp(`^${n} `));
    }

    // Every content area links to its management screen.
    const areas = within(canvas.getByRole('list', { name: 'Content areas' }));
    const hrefs = areas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/admin/hero',
      '/admin/services',
      '/admin/pricing',
      '/admin/testimonials',
      '/admin/service-details',
      '/admin/privacy-policy',
      '/admin/terms-conditions',
      '/admin/header',
      '/admin/footer',
    ]);

    // Recent activity: the newest edit first, with its time and who made it.
    const edited = db.heroes.filter((h) => h.lastModifiedAt);
    const newestHero = edited.sort((a, b) => Date.parse(b.lastModifiedAt!) - Date.parse(a.lastModifiedAt!))[0];
    const items = canvas.getAllByTestId('activity-item');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThanOrEqual(10);
    const times = items.map((li) => Date.parse(li.querySelector('time')!.getAttribute('datetime')!));
    await expect([...times].sort((a, b) => b - a)).toEqual(times);
    const heroItem = items.find((li) => within(li).queryByRole('link', { name: newestHero.title }))!;
    await expect(heroItem).toBeDefined();
    await expect(heroItem.querySelector('time')).toHaveAttribute('datetime', newestHero.lastModifiedAt);
    // Who made it, by name ('you' for the signed-in admin), never by id.
    const editor = db.admins.find((a) => a.admin._id === newestHero.lastModifiedBy)!.admin;
    await expect(heroItem).toHaveTextContent(editor._id === SUPER_ADMIN_ID ? ' by you' : ` by ${editor.name}`);
    await expect(heroItem).not.toHaveTextContent(newestHero.lastModifiedBy!);
    // Plurals in words: '3 heroes', not '3 heros'.
    await expect(canvas.getByTestId('count-heroes')).toHaveTextContent(`${counts.heroes} ${counts.heroes === 1 ? 'hero' : 'heroes'}`);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboard: scenario('dashboard', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading dashboard' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading dashboard...')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'New Bookings' })).toBeNull();
  },
};

export const LoadErrorThenTryAgain: Story = {
  // The first load fails; the play function clears the failure and retries.
  beforeEach: () => {
    setScenario('dashboard', { kind: 'error', message: 'Database is restarting' });
    return () => setScenario('dashboard', null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard');
    await expect(alert).toHaveTextContent('Database is restarting');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'New Bookings' })).toBeNull();

    setScenario('dashboard', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'New Bookings' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    const pending = db.bookings.filter((b) => b.status === 'pending').length;
    await expect(value(canvasElement, 'new-bookings')).toHaveTextContent(String(pending));
  },
};

export const EmptyActivity: Story = {
  parameters: {
    // No content record carries an edit time, so there is nothing to list.
    mockDb: (mock: MockDb) => {
      for (const collection of Object.values(mock)) {
        if (!Array.isArray(collection)) continue;
        for (const record of collection as { lastModifiedAt?: string; lastUpdated?: string }[]) {
          delete record.lastModifiedAt;
          delete record.lastUpdated;
        }
      }
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recent activity yet. Content edits will show up here.')).toBeVisible();
    await expect(canvas.queryAllByTestId('activity-item')).toHaveLength(0);
    // The figures still show.
    await expect(value(canvasElement, 'newsletter-subscribers')).toHaveTextContent(
      String(db.newsletterSubscribers.filter((s) => s.status === 'confirmed').length),
    );
  },
};

export const QuickActionToHomepage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = within(await canvas.findByRole('region', { name: 'Quick Actions' }));
    await expect(actions.getByRole('link', { name: 'Open Inbox' })).toHaveAttribute('href', '/admin/inbox');
    await expect(actions.getByRole('link', { name: 'Edit Hero Section' })).toHaveAttribute('href', '/admin/hero');
    await userEvent.click(actions.getByRole('link', { name: 'Homepage Settings' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/admin/homepage');
  },
};

/** The live chat's figure: the open conversations, and how many of them wait for a reply. */
export const OpenConversations: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboard: [
          http.get('*/api/dashboard/stats', () =>
            HttpResponse.json({
              success: true,
              data: {
                bookings: { total: 0, pending: 0 },
                messages: { total: 0, unread: 0 },
                subscribers: 0,
                chats: { open: 4, waiting: 3, unread: 5, closed: 9 },
                content: { heroes: 0, services: 0, pricingPlans: 0, testimonials: 0, serviceDetails: 0, privacySections: 0, termsSections: 0 },
                recentActivity: [],
              },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Open Conversations' })).toBeVisible();
    await expect(value(canvasElement, 'open-conversations')).toHaveTextContent('4');
    await expect(canvas.getByText('3 waiting for a reply')).toBeVisible();
  },
};
