/**
 * The NovaGuide demo dataset, shared by the MSW mocks and the backend seed.
 * Images it refers to live in frontend/public/uploads/demo/.
 */
import { heroes } from './heroes';
import { serviceSections } from './services';
import { pricingConfigs } from './pricing';
import { testimonialSections } from './testimonials';
import { headers } from './header';
import { footers } from './footer';
import { homepageSettings, homepages } from './homepage';
import { serviceDetails } from './service-details';
import { articles } from './articles';
import { privacyPolicies } from './privacy-policy';
import { termsConditions } from './terms';
import { demoAdmins } from './admins';
import { bookings, contactMessages, newsletterSubscribers } from './inbox';
import { fileAssets } from './files';
import { revisions } from './revisions';
import { activityEvents } from './activity';
import { releaseDrafts, releases } from './releases';
import { mailDeliveries, notificationSettings } from './notifications';
import { chatConversations } from './chat';
import { healthConsentTexts } from './health-consent';
import { contentTranslations } from './translations';

export const demoData = {
  heroes,
  serviceSections,
  pricingConfigs,
  testimonialSections,
  headers,
  footers,
  homepageSettings,
  homepages,
  serviceDetails,
  privacyPolicies,
  termsConditions,
  articles,
  demoAdmins,
  bookings,
  contactMessages,
  newsletterSubscribers,
  fileAssets,
  revisions,
  activityEvents,
  notificationSettings,
  mailDeliveries,
  releases,
  releaseDrafts,
  chatConversations,
  healthConsentTexts,
} as const;

export type DemoData = typeof demoData;

export * from './ids';
export { REVISION_IDS } from './revisions';
export { DEMO_SITE_URL, type DemoDelivery } from './notifications';
export type { DemoAdmin } from './admins';
export type { DemoChatConversation, DemoChatMessage, DemoChatEvent } from './chat';
export { demoChatEvents, demoSeenAt } from './chat';
export {
  heroes,
  serviceSections,
  pricingConfigs,
  testimonialSections,
  headers,
  footers,
  homepageSettings,
  homepages,
  serviceDetails,
  privacyPolicies,
  termsConditions,
  demoAdmins,
  bookings,
  contactMessages,
  newsletterSubscribers,
  fileAssets,
  revisions,
  activityEvents,
  notificationSettings,
  mailDeliveries,
  releases,
  releaseDrafts,
  contentTranslations,
};
export { demoLanguages, type DemoTranslation } from './translations';
