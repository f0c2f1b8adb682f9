// The side menu: every admin screen (spec section 2 plus DECISIONS 17).
export const ADMIN_MENU = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/header', label: 'Header' },
  { to: '/admin/hero', label: 'Hero' },
  { to: '/admin/services', label: 'Services' },
  { to: '/admin/service-details', label: 'Service Details' },
  { to: '/admin/pricing', label: 'Pricing' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/privacy-policy', label: 'Privacy Policy' },
  { to: '/admin/terms-conditions', label: 'Terms & Conditions' },
  { to: '/admin/homepage-settings', label: 'Homepage Settings' },
  { to: '/admin/homepage-layout', label: 'Homepage Layout' },
  { to: '/admin/notifications', label: 'Notifications' },
  { to: '/admin/footer', label: 'Footer' },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/admins', label: 'Admin Accounts', superAdminOnly: true },
] as const;
