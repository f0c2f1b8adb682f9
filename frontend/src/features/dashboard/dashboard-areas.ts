import type { DashboardActivity, DashboardStats } from './dashboard-api';

type ContentKey = keyof DashboardStats['content'];

/** One content area of the back-office: its management screen and, where the stats count it, its count. */
export interface ContentArea {
  label: string;
  to: string;
  countKey?: ContentKey;
  unit?: string;
}

export const CONTENT_AREAS: ContentArea[] = [
  { label: 'Hero Sections', to: '/admin/hero', countKey: 'heroes', unit: 'hero' },
  { label: 'Services', to: '/admin/services', countKey: 'services', unit: 'service' },
  { label: 'Pricing Plans', to: '/admin/pricing', countKey: 'pricingPlans', unit: 'plan' },
  { label: 'Testimonials', to: '/admin/testimonials', countKey: 'testimonials', unit: 'testimonial' },
  { label: 'Service Details', to: '/admin/service-details', countKey: 'serviceDetails', unit: 'page' },
  { label: 'Privacy Policy', to: '/admin/privacy-policy', countKey: 'privacySections', unit: 'section' },
  { label: 'Terms & Conditions', to: '/admin/terms-conditions', countKey: 'termsSections', unit: 'section' },
  { label: 'Header', to: '/admin/header' },
  { label: 'Footer', to: '/admin/footer' },
];

/** Where each recent-activity resource is managed, and what to call it. */
export const ACTIVITY_RESOURCES: Record<DashboardActivity['resource'], { label: string; to: string }> = {
  hero: { label: 'Hero', to: '/admin/hero' },
  header: { label: 'Header', to: '/admin/header' },
  services: { label: 'Services', to: '/admin/services' },
  pricing: { label: 'Pricing', to: '/admin/pricing' },
  testimonials: { label: 'Testimonials', to: '/admin/testimonials' },
  footer: { label: 'Footer', to: '/admin/footer' },
  'homepage-settings': { label: 'Homepage Settings', to: '/admin/homepage-settings' },
  'service-details': { label: 'Service Details', to: '/admin/service-details' },
  'privacy-policy': { label: 'Privacy Policy', to: '/admin/privacy-policy' },
  'terms-conditions': { label: 'Terms & Conditions', to: '/admin/terms-conditions' },
};

/** Plurals that are not the unit with an 's' (the units above: hero, service, plan, testimonial, page, section). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { hero: 'heroes' };

/** '1 hero', '3 heroes', '2 plans'. */
export const plural = (n: number, unit: string) => `${n} ${n === 1 ? unit : (IRREGULAR_PLURALS[unit] ?? `${unit}s`)}`;
