import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockDb } from '@mocks/db';
import { LocationProbe } from '@/test/location-probe';
import { HomePage } from './home-page';

const sectionIds = (root: HTMLElement) => Array.from(root.querySelectorAll('section[id]')).map((s) => s.id);

const meta = {
  title: 'Public/Home/Page',
  component: HomePage,
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SpecOrder: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(sectionIds(canvasElement)).toEqual([
        'hero-section',
        'how-we-work',
        'pricing-section',
        'services-section',
        'testimonials-section',
        'contact-section',
      ]),
    );
  },
};

export const OrderAndVisibilityFromTheHomepageRecord: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      const record = db.homepages[0];
      record.sections = record.sections.map((s) =>
        s.key === 'services' ? { ...s, order: 1 } : s.key === 'hero' ? { ...s, order: 2 } : s.key === 'pricing' ? { ...s, isVisible: false } : s,
      );
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      expect(sectionIds(canvasElement).slice(0, 2)).toEqual(['services-section', 'hero-section']);
      expect(sectionIds(canvasElement)).not.toContain('pricing-section');
    });
  },
};

export const FeatureSwitchesHideBookingAndReviews: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.homepageSettings[0].features = { ...db.homepageSettings[0].features, enableBooking: false, enableReviews: false };
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await waitFor(() => {
      const ids = sectionIds(canvasElement);
      expect(ids).toContain('pricing-section');
      expect(ids).not.toContain('contact-section');
      expect(ids).not.toContain('testimonials-section');
    });
  },
};

/** With booking switched off the Get in Touch section is not on the page: its buttons go to the Contact page instead. */
export const BookingOffButtonsGoToTheContactPage: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  parameters: {
    mockDb: (db: MockDb) => {
      db.homepageSettings[0].features = { ...db.homepageSettings[0].features, enableBooking: false };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(sectionIds(canvasElement)).not.toContain('contact-section'));
    await userEvent.click(await canvas.findByRole('link', { name: 'Submit Case / Book Meeting' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/contact'));
  },
};
