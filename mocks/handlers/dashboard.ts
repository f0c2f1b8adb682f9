import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { route, ok } from '../route';
import { chatSummary } from '../chat';

type Stats = components['schemas']['DashboardStats'];
type Activity = Stats['recentActivity'][number];

interface Edited {
  _id: string;
  lastModifiedAt?: string;
  lastModifiedBy?: string;
  lastUpdated?: string;
}

const sum = <T>(items: T[], count: (item: T) => number) => items.reduce((total, item) => total + count(item), 0);

/** One content record as a recent-activity entry, or nothing when it carries no edit time. */
function activity<T extends Edited>(resource: Activity['resource'], records: T[], title: (record: T) => string | undefined): Activity[] {
  return records.flatMap((record): Activity[] => {
    const lastModifiedAt = record.lastModifiedAt ?? record.lastUpdated;
    if (!lastModifiedAt) return [];
    const entry: Activity = { resource, id: record._id, title: title(record) || resource, lastModifiedAt };
    if (record.lastModifiedBy) entry.lastModifiedBy = record.lastModifiedBy;
    return [entry];
  });
}

function recentActivity(): Activity[] {
  return [
    ...activity('hero', db.heroes, (r) => r.title),
    ...activity('header', db.headers, (r) => r.companyName),
    ...activity('services', db.serviceSections, (r) => r.title),
    ...activity('pricing', db.pricingConfigs, (r) => r.title),
    ...activity('testimonials', db.testimonialSections, (r) => r.title),
    ...activity('footer', db.footers, (r) => r.companyName),
    ...activity('homepage-settings', db.homepageSettings, (r) => r.siteName),
    ...activity('service-details', db.serviceDetails, (r) => r.serviceTitle ?? r.heroSection.title),
    ...activity('privacy-policy', db.privacyPolicies, (r) => r.title),
    ...activity('terms-conditions', db.termsConditions, (r) => r.title),
  ]
    .sort((a, b) => Date.parse(b.lastModifiedAt) - Date.parse(a.lastModifiedAt))
    .slice(0, 10);
}

export const dashboardRoutes = [
  route('get', '/dashboard/stats', () => {
    const stats: Stats = {
      bookings: { total: db.bookings.length, pending: db.bookings.filter((b) => b.status === 'pending').length },
      messages: { total: db.contactMessages.length, unread: db.contactMessages.filter((m) => !m.isRead).length },
      chats: chatSummary(),
      subscribers: db.newsletterSubscribers.filter((s) => s.status === 'confirmed').length,
      content: {
        heroes: db.heroes.length,
        services: sum(db.serviceSections, (s) => s.services.length),
        pricingPlans: sum(db.pricingConfigs, (p) => p.plans.length),
        testimonials: sum(db.testimonialSections, (t) => t.testimonials.length),
        serviceDetails: db.serviceDetails.length,
        privacySections: sum(db.privacyPolicies, (p) => p.sections.length),
        termsSections: sum(db.termsConditions, (t) => t.sections.length),
      },
      recentActivity: recentActivity(),
    };
    return ok(stats);
  }),
];
