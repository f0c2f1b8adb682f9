import { Badge } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { formatDateTime } from '@/lib/format/date-time';

type MailDelivery = components['schemas']['MailDelivery'];

/** The two emails a review sends (openapi.yaml: MailDelivery.kind); the others belong to the Inbox. */
const KIND_WORDS: Partial<Record<MailDelivery['kind'], string>> = { 'release-review': 'Request to review', 'release-decision': 'Review decision' };

const STATUS: Record<MailDelivery['status'], { label: string; bg: string; text?: 'dark' }> = {
  sent: { label: 'Sent', bg: 'success' },
  pending: { label: 'Waiting', bg: 'warning', text: 'dark' },
  failed: { label: 'Failed', bg: 'danger' },
  skipped: { label: 'Not sent', bg: 'secondary' },
};

/** The emails the release's review sent: what, to whom, and how it went. Nothing when there were none. */
export function ReleaseMails({ deliveries }: { deliveries?: MailDelivery[] }) {
  if (!deliveries?.length) return null;
  return (
    <section aria-labelledby="release-mails-heading" className="mb-2">
      <h3 id="release-mails-heading" className="h6">
        Emails
      </h3>
      <ul className="list-unstyled small mb-0">
        {deliveries.map((d) => {
          const status = STATUS[d.status];
          return (
            <li key={d._id} className="mb-2 text-break" data-testid="release-mail">
              <span className="fw-semibold">{KIND_WORDS[d.kind] ?? d.kind}</span> to {d.to.join(', ')}{' '}
              <Badge bg={status.bg} text={status.text}>
                {status.label}
              </Badge>{' '}
              {d.status === 'sent' && d.sentAt && <time dateTime={d.sentAt}>{formatDateTime(d.sentAt)}</time>}
              {d.status !== 'sent' && d.lastError && <span>: {d.lastError}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
