import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { loadStateStories } from './legal-page-story-kit';
import { TermsPage } from './terms-page';

const terms = demoData.termsConditions[0];
const byOrder = [...terms.sections].sort((a, b) => a.order - b.order);
const contactSection = terms.sections.find((s) => /contact/i.test(s.title))!;
const withBullets = byOrder.find((s) => s.bulletPoints.length)!;
const withSubsections = byOrder.find((s) => s.subsections.some((sub) => sub.content && sub.bulletPoints.length))!;

const meta = {
  title: 'Public/Legal/Terms and Conditions',
  component: TermsPage,
  parameters: { route: { path: '/terms-conditions', pattern: '/terms-conditions' } },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: terms.title })).toBeVisible();
    await expect(canvas.getByText(terms.subtitle!)).toBeVisible();
    await expect(canvas.getByText('Last updated: October 1, 2026')).toBeVisible();
    await expect(canvas.getByText(terms.acceptanceStatement!)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(byOrder.map((s) => s.title));

    const bulleted = within(canvas.getByRole('region', { name: withBullets.title }));
    await expect(bulleted.getByText(withBullets.content!)).toBeVisible();
    await expect(bulleted.getAllByRole('listitem').map((li) => li.textContent)).toEqual(withBullets.bulletPoints.map((b) => b.text));

    const nested = within(canvas.getByRole('region', { name: withSubsections.title }));
    for (const sub of withSubsections.subsections) {
      await expect(nested.getByRole('heading', { level: 3, name: sub.title })).toBeVisible();
      if (sub.content) await expect(nested.getByText(sub.content)).toBeVisible();
      for (const b of sub.bulletPoints) await expect(nested.getByText(b.text)).toBeVisible();
    }

    // The contact box sits in the section whose title contains 'contact', and only there.
    const boxes = canvas.getAllByRole('complementary', { name: 'Contact details' });
    await expect(boxes).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: contactSection.title })).toContainElement(boxes[0]);
    const box = within(boxes[0]);
    const info = terms.contactInfo!;
    await expect(box.getByText(info.companyName!)).toBeVisible();
    await expect(box.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`);
    await expect(box.getByRole('link', { name: info.phone })).toBeVisible();
    await expect(box.getByText(info.address!)).toBeVisible();
    for (const label of ['Email', 'Phone', 'Address']) await expect(box.getByText(label)).toBeVisible();
  },
};

export const ContactSectionMatchedCaseInsensitively: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      const sections = db.termsConditions[0].sections;
      sections.find((s) => s._id === contactSection._id)!.title = 'Questions';
      sections.find((s) => s._id === withBullets._id)!.title = 'How to CONTACT Our Team';
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('complementary', { name: 'Contact details' });
    await expect(canvas.getByRole('region', { name: 'How to CONTACT Our Team' })).toContainElement(box);
    await expect(within(canvas.getByRole('region', { name: 'Questions' })).queryByRole('complementary')).toBeNull();
  },
};

const states = loadStateStories({
  resource: 'terms',
  clear: (db) => {
    db.termsConditions = [];
  },
  loadingText: 'Loading terms and conditions...',
  unavailableTitle: 'Terms and Conditions Not Available',
  notFound: 'Terms and conditions not found',
});
export const Loading: Story = states.Loading;
export const LoadError: Story = states.LoadError;
export const NoDocument: Story = states.NoDocument;
