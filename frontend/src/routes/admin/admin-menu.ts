// The side menu: every admin screen (docs/product/screens.md plus ADR 0023). The content kinds' screens come from
// their declarations (shared/content-kinds), placed among the others by their menu position.
import { CONTENT_KINDS } from '@shared/content-kinds';

export interface AdminMenuEntry {
  to: string;
  label: string;
  /** Active only on its own path, not on the paths under it. */
  end?: true;
  superAdminOnly?: true;
}

const OTHER_SCREENS: readonly (AdminMenuEntry & { position: number })[] = [
  { position: 0, to: '/admin', label: 'Dashboard', end: true },
  { position: 11, to: '/admin/notifications', label: 'Notifications' },
  // After the content screens (the footer's declaration takes 12): the releases that publish them (ADR 0033).
  { position: 13, to: '/admin/releases', label: 'Releases' },
  { position: 14, to: '/admin/media', label: 'Media Library' },
  { position: 15, to: '/admin/inbox', label: 'Inbox' },
  { position: 15.5, to: '/admin/conversations', label: 'Conversations' },
  { position: 16, to: '/admin/activity', label: 'Activity' },
  { position: 17, to: '/admin/admins', label: 'Admin Accounts', superAdminOnly: true },
];

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  ...CONTENT_KINDS.map(({ menu }) => ({ position: menu.position, to: menu.path, label: menu.label })),
  ...OTHER_SCREENS,
]
  .sort((a, b) => a.position - b.position)
  .map(({ position: _position, ...entry }) => entry);
