import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import type { PersonRecords as Records } from '@shared/contract/person-data';
import { BookingStatusBadge, SubscriberStatusBadge } from './booking-status-badge';
import { formatDateTime, formatDay, formatFileSize, statusLabel } from './inbox-format';
import { MailDeliveries } from './mail-deliveries';

/** One kind's records under its heading; nothing when there are none. */
function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (!count) return null;
  return (
    <section aria-labelledby={`person-${id}`} className="mb-4">
      <h3 id={`person-${id}`} className="h6">
        {title} ({count})
      </h3>
      <ul className="list-unstyled mb-0" aria-labelledby={`person-${id}`}>
        {children}
      </ul>
    </section>
  );
}

const Item = ({ children, testId }: { children: ReactNode; testId: string }) => (
  <li className="border rounded p-2 mb-2 small" data-testid={testId}>
    {children}
  </li>
);

/** Every record stored for one address, by kind: what the admin would export or erase. */
export function PersonRecordsView({ records }: { records: Records }) {
  const { bookings, messages, subscriptions, conversations, emails, consents } = records;
  return (
    <>
      <Section id="bookings" title="Bookings" count={bookings.length}>
        {bookings.map((b) => (
          <Item key={b._id} testId="person-booking">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <span className="fw-semibold">{b.subject}</span>
              <BookingStatusBadge status={b.status} />
            </div>
            <div>
              {b.name}, for {formatDay(b.date)} at {b.time}; sent {formatDateTime(b.createdAt)}
            </div>
            {(b.caseUploads?.length || b.caseFile) && (
              <ul className="mb-0 mt-1" aria-label={`Case files of the booking “${b.subject}”`}>
                {b.caseUploads?.map((u) => (
                  <li key={u._id} data-testid="person-case-file">
                    {u.fileName} ({formatFileSize(u.size)})
                  </li>
                ))}
                {b.caseFile && (
                  <li data-testid="person-case-file">
                    {b.caseFile.originalName} ({formatFileSize(b.caseFile.fileSize)})
                  </li>
                )}
              </ul>
            )}
          </Item>
        ))}
      </Section>
      <Section id="messages" title="Contact messages" count={messages.length}>
        {messages.map((m) => (
          <Item key={m._id} testId="person-message">
            <div className="text-body-secondary">{formatDateTime(m.createdAt)}</div>
            <div className="text-break">{m.message}</div>
          </Item>
        ))}
      </Section>
      <Section id="subscriptions" title="Newsletter" count={subscriptions.length}>
        {subscriptions.map((s) => (
          <Item key={s._id} testId="person-subscription">
            <SubscriberStatusBadge status={s.status} /> since {formatDateTime(s.createdAt)}
          </Item>
        ))}
      </Section>
      <Section id="conversations" title="Chat conversations" count={conversations.length}>
        {conversations.map((c) => (
          <Item key={c._id} testId="person-conversation">
            <div>
              {statusLabel(c.status)}, {c.messageCount} {c.messageCount === 1 ? 'message' : 'messages'}; started {formatDateTime(c.createdAt)} on {c.page}
            </div>
            {c.lastMessage && <div className="text-break text-body-secondary">Last: {c.lastMessage.text}</div>}
          </Item>
        ))}
      </Section>
      {emails.length > 0 && <MailDeliveries deliveries={emails} ownerId="person" headingLevel={3} className="mb-4" />}
      <Section id="consents" title="Health-data consents" count={consents.length}>
        {consents.map((c) => (
          <Item key={`${c.source}-${c.recordId}`} testId="person-consent">
            <div>
              <Badge bg="secondary">Version {c.version}</Badge> given {formatDateTime(c.givenAt)} with {c.source === 'booking' ? 'a booking' : 'a chat'}
            </div>
            <blockquote className="mb-0 mt-1 fst-italic text-break">{c.text}</blockquote>
          </Item>
        ))}
      </Section>
    </>
  );
}
