// The admin screens (admin-routes.tsx maps them to paths; they load on demand with the admin area). A content
// kind's screen is found by its kind: its path is the menu path its declaration gives (shared/content-kinds).
import type { ComponentType } from 'react';
import type { RevisionKind } from '@shared/content-kinds';
import { HeaderAdminPage } from '@/features/header/admin/header-admin-page';
import { HeroAdminPage } from '@/features/hero/admin/hero-admin-page';
import { ServicesAdminPage } from '@/features/services/admin/services-admin-page';
import { ServiceDetailsAdminScreen } from '@/features/service-details/admin/service-details-admin-screen';
import { PricingAdminPage } from '@/features/pricing/admin/pricing-admin-page';
import { TestimonialsAdminPage } from '@/features/testimonials/admin/testimonials-admin-page';
import { PrivacyAdminPage } from '@/features/legal/admin/privacy-admin-page';
import { TermsAdminPage } from '@/features/legal/admin/terms-admin-page';
import { HomepageSettingsPage } from './homepage-settings-page';
import { HomepageLayoutAdminPage } from '@/features/homepage-layout-admin/homepage-layout-admin-page';
import { FooterAdminPage } from '@/features/footer/admin/footer-admin-page';
import { ArticleAdminPage } from '@/features/article/article-admin-page';
import { DashboardPage as Dashboard } from '@/features/dashboard/dashboard-page';
import { ProfileCard } from '@/features/my-profile/profile-card';

/** Every content kind's screen: a kind declared without one fails the typecheck. */
export const CONTENT_KIND_PAGES: Record<RevisionKind, ComponentType> = {
  header: HeaderAdminPage,
  hero: HeroAdminPage,
  services: ServicesAdminPage,
  'service-details': ServiceDetailsAdminScreen,
  pricing: PricingAdminPage,
  testimonials: TestimonialsAdminPage,
  'privacy-policy': PrivacyAdminPage,
  'terms-conditions': TermsAdminPage,
  'homepage-settings': HomepageSettingsPage,
  homepage: HomepageLayoutAdminPage,
  footer: FooterAdminPage,
  article: ArticleAdminPage,
};

/** The dashboard with the signed-in admin's own public profile under it: every admin reaches it from the side menu. */
export const DashboardPage = () => <Dashboard profile={<ProfileCard />} />;
export { NotificationsAdminPage } from '@/features/notifications-admin/notifications-admin-page';
export { MediaLibraryPage } from '@/features/media-library/media-library-page';
export { InboxPage as InboxAdminPage } from '@/features/inbox/inbox-page';
export { ConversationsPage } from '@/features/conversations/conversations-page';
export { ReleasesPage } from '@/features/releases/releases-page';
export { ActivityPage } from '@/features/activity/activity-page';
export { AdminAccountsPage } from '@/features/admin-accounts/admin-accounts-page';
