import type { components } from '@shared/contract/schema';

export { formatDateTime } from '@/lib/format/date-time';
export { formatFileSize } from '@/lib/format/file-size';

type BookingStatus = components['schemas']['BookingStatus'];

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];

export const STATUS_VARIANT: Record<BookingStatus, string> = {
  pending: 'warning',
  confirmed: 'primary',
  completed: 'success',
  cancelled: 'secondary',
};

type SubscriberStatus = components['schemas']['NewsletterSubscriberStatus'];

/** A newsletter subscriber's state, in words and a badge colour: waiting for the email's link, on the list, off it. */
export const SUBSCRIBER_STATUS: Record<SubscriberStatus, { label: string; variant: string }> = {
  pending: { label: 'Pending confirmation', variant: 'warning' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  unsubscribed: { label: 'Unsubscribed', variant: 'secondary' },
};

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** A booking's requested day ('2026-11-24' -> 'Nov 24, 2026'); a calendar date, so read in UTC. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
