// The admin screens (admin-routes.tsx maps them to paths; they load on demand with the admin area).
export { DashboardPage } from '@/features/dashboard/dashboard-page';
export { HeaderAdminPage } from '@/features/header/admin/header-admin-page';
export { HeroAdminPage } from '@/features/hero/admin/hero-admin-page';
export { ServicesAdminPage } from '@/features/services/admin/services-admin-page';
export { ServiceDetailsAdminScreen as ServiceDetailsAdminPage } from '@/features/service-details/admin/service-details-admin-screen';
export { PricingAdminPage } from '@/features/pricing/admin/pricing-admin-page';
export { TestimonialsAdminPage } from '@/features/testimonials/admin/testimonials-admin-page';
export { PrivacyAdminPage } from '@/features/legal/admin/privacy-admin-page';
export { TermsAdminPage } from '@/features/legal/admin/terms-admin-page';
export { HomepageSettingsPage as HomepageSettingsAdminPage } from './homepage-settings-page';
export { HomepageLayoutAdminPage } from '@/features/homepage-layout-admin/homepage-layout-admin-page';
export { NotificationsAdminPage } from '@/features/notifications-admin/notifications-admin-page';
export { FooterAdminPage } from '@/features/footer/admin/footer-admin-page';
export { MediaLibraryPage } from '@/features/media-library/media-library-page';
export { InboxPage as InboxAdminPage } from '@/features/inbox/inbox-page';
export { ActivityPage } from '@/features/activity/activity-page';
export { AdminAccountsPage } from '@/features/admin-accounts/admin-accounts-page';
