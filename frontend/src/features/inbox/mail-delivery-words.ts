import type { components } from '@shared/contract/schema';
import { formatDateTime } from './inbox-format';

type MailDelivery = components['schemas']['MailDelivery'];

export const MAIL_KIND_LABEL: Record<MailDelivery['kind'], string> = {
  'booking-alert': 'Team alert',
  'booking-confirmation': 'Booking confirmation',
  'message-alert': 'Message alert',
  'release-review': 'Request to review',
  'release-decision': 'Review decision',
  'newsletter-confirmation': 'Subscription confirmation',
  'newsletter-article': 'Newsletter',
  'chat-alert': 'Chat alert',
  'chat-reply': 'Chat reply',
  'chat-transcript': 'Chat transcript',
};

export interface DeliveryStatusWords {
  /** The sentence's first words, shown as a badge. */
  badge: string;
  variant: 'success' | 'secondary' | 'warning' | 'danger';
  /** The rest of the sentence: 'Failed' + ' after 5 tries: Connection timeout'. */
  rest: string;
}

const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

/** How an email went, in words: 'Sent {time}', 'Waiting to send', 'Retrying (…), next try {time}', 'Failed after N tries: …', 'Not sent: …'. */
export function deliveryStatusWords(d: MailDelivery): DeliveryStatusWords {
  switch (d.status) {
    case 'sent':
      return { badge: 'Sent', variant: 'success', rest: d.sentAt ? ` ${formatDateTime(d.sentAt)}` : '' };
    case 'pending':
      if (!d.attempts) return { badge: 'Waiting', variant: 'secondary', rest: ' to send' };
      return {
        badge: 'Retrying',
        variant: 'warning',
        rest: ` (try ${d.attempts} failed${d.lastError ? `: ${d.lastError}` : ''})${d.nextAttemptAt ? `, next try ${formatDateTime(d.nextAttemptAt)}` : ''}`,
      };
    case 'failed':
      return { badge: 'Failed', variant: 'danger', rest: ` after ${tries(d.attempts)}${d.lastError ? `: ${d.lastError}` : ''}` };
    case 'skipped':
      return { badge: 'Not sent', variant: 'secondary', rest: ': no mail server is configured' };
  }
}
