import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoData } from '@shared/demo-content';
import type { MockDb } from '@mocks/db';
import { CONSENT_TEXTS } from '@shared/contract/consent';
import { HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { loadStateStories } from './legal-page-story-kit';
import { PrivacyPolicyPage } from './privacy-policy-page';

const policy = demoData.privacyPolicies[0];
const SECOND_TEXT = 'I agree that NovaGuide processes the scans and notes I send about my patient, which are health data, for planning.';
const byOrder = [...policy.sections].sort((a, b) => a.order - b.order);
const contactSection = policy.sections.find((s) => s.sectionType === 'contact')!;
const withBullets = byOrder.find((s) => s.bulletPoints.length && s.sectionType !== 'contact')!;
const withSubsections = byOrder.find((s) => s.subsections.some((sub) => sub.content && sub.bulletPoints.length))!;

const meta = {
  title: 'Public/Legal/Privacy Policy',
  component: PrivacyPolicyPage,
  parameters: { route: { path: '/privacy-policy', pattern: '/privacy-policy' } },
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the page adds after the document's own sections: the health-data consent and the trackers' purposes. */
/** The heading of the cookie banner's purposes, as the English page reads it. */
const TRACKER_PURPOSES_HEADING = 'Cookies and trackers';
const ADDED_TITLES = [HEALTH_CONSENT_TEXTS.policyHeading, TRACKER_PURPOSES_HEADING];

const sectionTitles = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    await expect(canvas.getByText(policy.subtitle!)).toBeVisible();
    await expect(canvas.getByText('Last updated: October 1, 2026')).toBeVisible();
    await expect(sectionTitles(canvasElement)).toEqual([...byOrder.map((s) => s.title), ...ADDED_TITLES]);

    // A section's content and bullet points.
    const bulleted = within(canvas.getByRole('region', { name: withBullets.title }));
    await expect(bulleted.getByText(withBullets.content!)).toBeVisible();
    const items = bulleted.getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual(withBullets.bulletPoints.map((b) => b.text));

    // Subsections: title, content and their own bullet points.
    const nested = within(canvas.getByRole('region', { name: withSubsections.title }));
    for (const sub of withSubsections.subsections) {
      await expect(nested.getByRole('heading', { level: 3, name: sub.title })).toBeVisible();
      if (sub.content) await expect(nested.getByText(sub.content)).toBeVisible();
      for (const b of sub.bulletPoints) await expect(nested.getByText(b.text)).toBeVisible();
    }

    // The contact box sits in the 'contact' section only.
    const boxes = canvas.getAllByRole('complementary', { name: 'Contact details' });
    await expect(boxes).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: contactSection.title })).toContainElement(boxes[0]);
    const box = within(boxes[0]);
    const info = policy.contactInfo!;
    await expect(box.getByText(info.companyName!)).toBeVisible();
    await expect(box.getByText('Email')).toBeVisible();
    await expect(box.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`);
    await expect(box.getByText('Phone')).toBeVisible();
    await expect(box.getByRole('link', { name: info.phone })).toBeVisible();
    await expect(box.getByText('Address')).toBeVisible();
    await expect(box.getByText(info.address!)).toBeVisible();
  },
};

/** The health-data consent text a booking with case files agrees to, with its version and date (ADR 0043). */
export const HealthConsentText: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.healthConsentTexts.push({ version: 2, text: SECOND_TEXT, updatedAt: '2027-01-12T09:00:00.000Z' });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: HEALTH_CONSENT_TEXTS.policyHeading }));
    await expect(await region.findByText(SECOND_TEXT)).toBeVisible();
    await expect(region.getByText('Version 2, January 12, 2027')).toBeVisible();
    // The cookie banner's purposes, in its own words.
    const trackers = within(canvas.getByRole('region', { name: TRACKER_PURPOSES_HEADING }));
    for (const purpose of ['necessary', 'analytics', 'marketing'] as const) {
      await expect(trackers.getByText(CONSENT_TEXTS.purposes[purpose].label)).toBeVisible();
      await expect(trackers.getByText(CONSENT_TEXTS.purposes[purpose].description)).toBeVisible();
    }
  },
};

export const LastUpdatedIsALongDate: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.privacyPolicies[0].lastUpdated = '2027-03-15T12:00:00.000Z';
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Last updated: March 15, 2027')).toBeVisible();
  },
};

export const SectionsFollowTheirOrder: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      db.privacyPolicies[0].sections.reverse();
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: policy.title });
    await expect(sectionTitles(canvasElement)).toEqual([...byOrder.map((s) => s.title), ...ADDED_TITLES]);
  },
};

export const ContactBoxFollowsSectionType: Story = {
  parameters: {
    mockDb: (db: MockDb) => {
      for (const s of db.privacyPolicies[0].sections) delete s.sectionType;
      db.privacyPolicies[0].sections.find((s) => s._id === withBullets._id)!.sectionType = 'contact';
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('complementary', { name: 'Contact details' });
    await expect(canvas.getByRole('region', { name: withBullets.title })).toContainElement(box);
    // A title with 'Contact' in it does not matter on the privacy policy.
    await expect(within(canvas.getByRole('region', { name: contactSection.title })).queryByRole('complementary')).toBeNull();
  },
};

const states = loadStateStories({
  resource: 'privacy',
  clear: (db) => {
    db.privacyPolicies = [];
  },
  loadingText: 'Loading privacy policy...',
  unavailableTitle: 'Privacy Policy Not Available',
  notFound: 'Privacy policy not found',
});
export const Loading: Story = states.Loading;
export const LoadError: Story = states.LoadError;
export const NoDocument: Story = states.NoDocument;
