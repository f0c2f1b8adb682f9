import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { LocationProbe } from '@/test/location-probe';
import { ServiceDetailPage } from './service-detail-page';
import { STEP_COLOR_CLASSES } from './step-colors';

const [first, second] = demoData.serviceDetails;
/** A record with a section that has no images, and that section. */
const withEmptySection = demoData.serviceDetails.find((d) => d.sections.some((s) => !s.images?.length))!;
const emptySection = withEmptySection.sections.find((s) => !s.images?.length)!;
const UNKNOWN_ID = '665000000000000000000fff';

const at = (serviceId: string, pattern = '/service-details/:serviceId') => ({ route: { path: `/service-details/${serviceId}`, pattern } });

/** Renders the page under its own route inside a catch-all, so the location probe stays when a link leaves the page. */
const withLocationProbe: Decorator = (Story) => (
  <>
    <Routes>
      <Route path="/service-details/:serviceId" element={<Story />} />
      <Route path="*" element={null} />
    </Routes>
    <LocationProbe />
  </>
);

/** '#rrggbb' as the browser reports a computed colour. */
function hexToRgb(hex: string) {
  const n = parseInt(hex.trim().replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Makes the service-details calls fail from the first render on, until the play function lifts it. */
function FailingFirst({ children }: { children: ReactNode }) {
  useState(() => setScenario('serviceDetails', { kind: 'error', message: 'Database is restarting' }));
  return children;
}

const meta = {
  title: 'Public/Service Detail Page',
  component: ServiceDetailPage,
  parameters: at(first.serviceId),
} satisfies Meta<typeof ServiceDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: first.heroSection.title })).toBeVisible();
    await expect(canvas.getByText(first.heroSection.description!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: first.heroSection.buttonText })).toHaveAttribute('href', '/contact');

    const rootStyle = getComputedStyle(document.documentElement);
    const regions = first.sections.map((s) => canvas.getByRole('region', { name: s.title }));
    for (const [i, section] of first.sections.entries()) {
      const region = within(regions[i]);
      await expect(region.getByText(section.description!)).toBeVisible();
      const items = region.getAllByRole('listitem');
      await expect(items).toHaveLength(section.steps!.length);
      for (const [j, step] of section.steps!.entries()) {
        const item = within(items[j]);
        await expect(item.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
        await expect(item.getByText(step.description!)).toBeVisible();
        const badge = item.getByTestId('step-number');
        await expect(badge).toHaveTextContent(String(j + 1));
        for (const cls of STEP_COLOR_CLASSES[step.color].split(' ')) await expect(badge).toHaveClass(cls);
        await expect(getComputedStyle(badge).backgroundColor).toBe(hexToRgb(rootStyle.getPropertyValue(`--bs-${step.color}`)));
      }
      for (const image of section.images!) {
        await waitFor(() => expect(region.getByRole('img', { name: image.alt })).toHaveAttribute('src', image.url));
      }
    }
    // Sections alternate background and layout order.
    await expect(regions[0]).toHaveClass('bg-body');
    await expect(regions[0]).toHaveAttribute('data-layout', 'text-first');
    await expect(regions[1]).toHaveClass('bg-body-tertiary');
    await expect(regions[1]).toHaveAttribute('data-layout', 'images-first');
    await expect(within(regions[1]).getByTestId('image-grid').parentElement).toHaveClass('order-lg-first');
    await expect(regions[2]).toHaveClass('bg-body');
    await expect(within(regions[0]).getByTestId('image-grid').parentElement).not.toHaveClass('order-lg-first');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { serviceDetails: scenario('serviceDetails', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading service details...')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: at(UNKNOWN_ID),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByText("The service you're looking for doesn't exist or hasn't been configured yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.queryByText('Something went wrong')).toBeNull();
  },
};

export const NotFoundTryAgainLoadsOnceConfigured: Story = {
  parameters: at(UNKNOWN_ID),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Service Not Found' });
    // The details get configured meanwhile; 'Try Again' asks again.
    db.serviceDetails.push({ ...structuredClone(second), _id: '665000000000000000000ffe', serviceId: UNKNOWN_ID });
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: second.heroSection.title })).toBeVisible();
  },
};

export const GoBackHomeNavigatesHome: Story = {
  parameters: at(UNKNOWN_ID, '*'),
  decorators: [withLocationProbe],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go Back Home' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(canvas.queryByText('Service Not Found')).toBeNull();
  },
};

export const HeroButtonGoesToContact: Story = {
  parameters: at(first.serviceId, '*'),
  decorators: [withLocationProbe],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: first.heroSection.buttonText }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/contact$/));
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { serviceDetails: scenario('serviceDetails', { kind: 'error', status: 500, message: 'Database unavailable' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('Database unavailable')).toBeVisible();
    await expect(canvas.queryByText('Service Not Found')).toBeNull();
  },
};

export const LoadErrorTryAgain: Story = {
  decorators: [(Story) => <FailingFirst>{<Story />}</FailingFirst>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Database is restarting')).toBeVisible();
    setScenario('serviceDetails', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: first.heroSection.title })).toBeVisible();
  },
};

export const NoSections: Story = {
  parameters: {
    mockDb: (mock: MockDb) => {
      mock.serviceDetails.find((d) => d.serviceId === first.serviceId)!.sections = [];
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: first.heroSection.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Service Details Coming Soon' })).toBeVisible();
    await expect(canvas.getByText('Detailed information for this service is being prepared. Please check back later.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: first.sections[0].title })).toBeNull();
  },
};

export const SectionWithoutImages: Story = {
  parameters: at(withEmptySection.serviceId),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: emptySection.title }));
    await expect(region.getByText('No images available for this section')).toBeVisible();
    await expect(region.queryByRole('img')).toBeNull();
    const other = withEmptySection.sections.find((s) => s.images?.length)!;
    await expect(within(canvas.getByRole('region', { name: other.title })).queryByText('No images available for this section')).toBeNull();
  },
};

export const BlankImageUrlShowsNoImage: Story = {
  parameters: {
    mockDb: (mock: MockDb) => {
      mock.serviceDetails.find((d) => d.serviceId === first.serviceId)!.sections[0].images = [{ url: '  ', alt: 'Blank picture' }];
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: first.sections[0].title }));
    await expect(region.getByText('No Image')).toBeVisible();
    await expect(region.queryByRole('img')).toBeNull();
  },
};

export const ImageLoadFailureShowsNoImage: Story = {
  parameters: {
    mockDb: (mock: MockDb) => {
      mock.serviceDetails.find((d) => d.serviceId === first.serviceId)!.sections[0].images = [
        { url: '/uploads/demo/this-image-does-not-exist.png', alt: 'Missing picture' },
        first.sections[0].images![0],
      ];
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: first.sections[0].title }));
    await waitFor(() => expect(region.getByText('No Image')).toBeVisible(), { timeout: 5000 });
    await expect(region.queryByRole('img', { name: 'Missing picture' })).toBeNull();
    // The image that loads stays.
    await expect(region.getByRole('img', { name: first.sections[0].images![0].alt })).toBeVisible();
  },
};

export const ScrollsToTopWhenServiceChanges: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <div style={{ height: 4000 }} aria-hidden="true" />
        {/* Below the fold: clicking it focuses it, which scrolls the page down, never up. */}
        <Link to={`/service-details/${second.serviceId}`}>Next service</Link>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: first.heroSection.title });
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(1000));
    await userEvent.click(canvas.getByRole('link', { name: 'Next service' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: second.heroSection.title })).toBeVisible();
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
