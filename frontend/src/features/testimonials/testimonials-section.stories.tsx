import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { components } from '@shared/contract/schema';
import type { AppStore } from '@/app/store';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { testimonials } from '@shared/content-kinds/testimonials';
import { orderedItemsApi } from '@/platform/ordered-items/ordered-items-api';
import { TestimonialsSection } from './testimonials-section';

type Section = components['schemas']['TestimonialsSection'];

const section = demoData.testimonialSections[0];
const active = [...section.testimonials].filter((t) => t.isActive).sort((a, b) => a.order - b.order);
const inactive = section.testimonials.find((t) => !t.isActive)!;
const withImage = active.find((t) => t.image)!;
const missingImage = '/uploads/demo/missing.svg';

/** Waits until the testimonials call has finished, one way or the other. */
async function settled(loaded: Record<string, unknown>, status: 'fulfilled' | 'rejected') {
  const store = loaded.store as AppStore;
  await waitFor(() => expect(orderedItemsApi(testimonials).selectActive(store.getState()).status).toBe(status));
}

/** The names on the cards, in the order shown. */
const shownNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByTestId('testimonial-name')
    .map((n) => n.textContent);

const cardOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByText(name).closest<HTMLElement>('figure')!;

/** Answers the active testimonials call with this section exactly as given (unfiltered, unsorted, uncapped). */
const rawSection = (changes: Partial<Section>) => [
  http.get('*/api/testimonials/active', () => HttpResponse.json({ success: true, data: { ...structuredClone(section), ...changes } })),
];

const meta = {
  title: 'Public/Home/Testimonials',
  component: TestimonialsSection,
} satisfies Meta<typeof TestimonialsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await expect(canvas.getByText(section.subtitle!)).toBeVisible();
    await expect(canvas.getByText(section.description!)).toBeVisible();
    await expect(shownNames(canvasElement)).toEqual(active.map((t) => t.name));
    await expect(canvas.queryByText(inactive.name)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('img', { name: `Photo of ${withImage.name}` })).toHaveAttribute('src', withImage.image));
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'grid');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { testimonials: scenario('testimonials', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading testimonials')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const LoadErrorRendersNothing: Story = {
  parameters: { msw: { handlers: { testimonials: scenario('testimonials', { kind: 'error' }) } } },
  play: async ({ canvasElement, loaded }) => {
    await settled(loaded, 'rejected');
    await waitFor(() => {
      expect(canvasElement.querySelector('#testimonials-section')).toBeNull();
      expect(canvasElement.textContent).toBe('');
    });
  },
};

export const NoActiveSectionRendersNothing: Story = {
  parameters: { msw: { handlers: { testimonials: scenario('testimonials', { kind: 'empty' }) } } },
  play: async ({ canvasElement, loaded }) => {
    await settled(loaded, 'fulfilled');
    await waitFor(() => {
      expect(canvasElement.querySelector('#testimonials-section')).toBeNull();
    });
  },
};

export const InactiveSectionHidden: Story = {
  // Even when a section comes back switched off, none of it is shown.
  parameters: { msw: { handlers: { testimonials: rawSection({ isActive: false }) } } },
  play: async ({ canvasElement, loaded }) => {
    await settled(loaded, 'fulfilled');
    // The store settles a render before the DOM does.
    await waitFor(() => {
      expect(canvasElement.querySelector('#testimonials-section')).toBeNull();
      expect(within(canvasElement).queryByText(section.title)).toBeNull();
    });
  },
};

export const InactiveSectionInTheMocks: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.testimonialSections[0].isActive = false;
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await settled(loaded, 'fulfilled');
    await waitFor(() => {
      expect(canvasElement.querySelector('#testimonials-section')).toBeNull();
    });
  },
};

export const CappedAtMaxTestimonials: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.testimonialSections[0].displaySettings.maxTestimonials = 2;
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: section.title });
    await expect(shownNames(canvasElement)).toEqual(active.slice(0, 2).map((t) => t.name));
  },
};

export const InactiveExcludedSortedAndCapped: Story = {
  // Sent unfiltered and out of order: the section keeps active ones, sorts them by order and caps them.
  parameters: {
    msw: {
      handlers: {
        testimonials: rawSection({
          displaySettings: { ...section.displaySettings, maxTestimonials: 3 },
          testimonials: [...structuredClone(section.testimonials)].reverse().map((t) => (t.order === 1 ? { ...t, isActive: false } : t)),
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: section.title });
    await expect(shownNames(canvasElement)).toEqual(active.slice(1, 4).map((t) => t.name));
    await expect(canvas.queryByText(active[0].name)).toBeNull();
    await expect(canvas.queryByText(inactive.name)).toBeNull();
  },
};

export const ImageFailureShowsInitials: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.testimonialSections[0].testimonials.find((t) => t.name === 'Dr. Marcus Hale')!.image = missingImage;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: section.title });
    // The broken image becomes 'MH'; the empty one ('Dr. Priya Natarajan') is 'PN' from the start.
    const hale = cardOf(canvasElement, 'Dr. Marcus Hale');
    await waitFor(() => expect(within(hale).getByTestId('initials-avatar')).toHaveTextContent(/^MH$/), { timeout: 5000 });
    await expect(within(hale).queryByRole('img', { name: /Photo of/ })).toBeNull();
    await expect(within(cardOf(canvasElement, 'Dr. Priya Natarajan')).getByTestId('initials-avatar')).toHaveTextContent(/^PN$/);
    // The others keep their photos.
    await expect(canvas.getAllByRole('img', { name: /^Photo of / })).toHaveLength(active.filter((t) => t.image).length - 1);
  },
};

export const Ratings: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: section.title });
    for (const t of active) {
      const stars = within(cardOf(canvasElement, t.name)).getByRole('img', { name: `Rated ${t.rating} out of 5` });
      await expect(stars.querySelectorAll('path')).toHaveLength(5);
      await expect(stars.querySelectorAll('path[data-filled="true"]')).toHaveLength(t.rating);
    }
  },
};

export const RatingsAndImagesSwitchedOff: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      Object.assign(db.testimonialSections[0].displaySettings, { showRatings: false, showImages: false });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: section.title });
    await expect(shownNames(canvasElement)).toEqual(active.map((t) => t.name));
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.queryAllByTestId('initials-avatar')).toHaveLength(0);
  },
};

export const CarouselLayoutShownAsGrid: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.testimonialSections[0].displaySettings.layout = 'carousel';
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: section.title });
    const grid = canvasElement.querySelector('[data-layout]')!;
    await expect(grid).toHaveAttribute('data-layout', 'carousel');
    await expect(grid).toHaveClass('row');
    await expect(grid.querySelectorAll('figure')).toHaveLength(active.length);
  },
};
