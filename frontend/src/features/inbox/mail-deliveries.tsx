import { Badge } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { deliveryStatusWords, MAIL_KIND_LABEL } from './mail-delivery-words';

interface MailDeliveriesProps {
  deliveries?: components['schemas']['MailDelivery'][];
  /** The booking's or message's id: makes the heading's id unique on the page. */
  ownerId: string;
  /** The heading's level under its container's own heading. */
  headingLevel: 3 | 4;
  /** Added to the list's wrapper, e.g. its margins. */
  className?: string;
}

/** The emails a booking or message caused: what, to whom and how it went. Nothing when there were none. */
export function MailDeliveries({ deliveries, ownerId, headingLevel, className = '' }: MailDeliveriesProps) {
  if (!deliveries?.length) return null;
  const Heading = `h${headingLevel}` as const;
  const headingId = `emails-${ownerId}`;
  return (
    <div className={`small ${className}`.trim()}>
      <Heading id={headingId} className="h6 mb-1">
        Emails
      </Heading>
      <ul aria-labelledby={headingId} className="list-unstyled mb-0">
        {deliveries.map((d) => {
          const status = deliveryStatusWords(d);
          return (
            <li key={d._id} className="mb-2" data-testid="mail-delivery">
              <div className="text-break">
                <span className="fw-semibold">{MAIL_KIND_LABEL[d.kind]}</span> to {d.to.join(', ')}
              </div>
              <div className="text-break">
                <Badge bg={status.variant} text={status.variant === 'warning' ? 'dark' : undefined}>
                  {status.badge}
                </Badge>
                {status.rest}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
