import type { ActivityCategory, ActivityEvent } from './activity-api';

/** The Kind filter's option for each category. */
export const CATEGORY_OPTION: Record<ActivityCategory, string> = {
  content: 'Content changes',
  inbox: 'Inbox',
  'sign-in': 'Sign-ins',
  accounts: 'Admin accounts',
};

/** Each category's badge: a short word on a theme colour that reaches 4.5:1 with white. */
export const CATEGORY_BADGE: Record<ActivityCategory, { label: string; bg: string }> = {
  content: { label: 'Content', bg: 'primary' },
  inbox: { label: 'Inbox', bg: 'info' },
  'sign-in': { label: 'Sign-in', bg: 'secondary' },
  accounts: { label: 'Accounts', bg: 'dark' },
};

/** Who acted, in words: the admin's name, else the email a sign-in was tried with; never a raw id. */
export const whoDid = (event: ActivityEvent) => event.adminName || event.email || 'Unknown admin';
