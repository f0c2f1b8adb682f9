import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { BookingsTab } from './bookings-tab';
import { MessagesTab } from './messages-tab';
import { NewsletterTab } from './newsletter-tab';
import { PersonTab } from './person-tab';

export type InboxTab = 'bookings' | 'messages' | 'newsletter' | 'person';

const TABS: readonly InboxTab[] = ['bookings', 'messages', 'newsletter', 'person'];
const isTab = (value: string | null): value is InboxTab => TABS.includes(value as InboxTab);

/**
 * The admin Inbox (ADR 0023): bookings, contact messages, newsletter subscribers and one person's data (ADR 0043).
 * The emails about a new booking or message link here: `?booking=<id>` opens that booking, `?message=<id>` shows that
 * message; `?tab=<name>` opens a tab (`?tab=person`).
 */
export function InboxPage({ initialTab = 'bookings' }: { initialTab?: InboxTab }) {
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? undefined;
  const messageId = params.get('message') ?? undefined;
  const namedTab = params.get('tab');
  const linkedTab: InboxTab | undefined = messageId ? 'messages' : bookingId ? 'bookings' : isTab(namedTab) ? namedTab : undefined;
  const [tab, setTab] = useState<InboxTab>(linkedTab ?? initialTab);
  // Another link followed while the Inbox is open shows its tab.
  const link = params.toString();
  const [seenLink, setSeenLink] = useState(link);
  if (link !== seenLink) {
    setSeenLink(link);
    if (linkedTab) setTab(linkedTab);
  }

  return (
    <section>
      <h1 className="h3 mb-3">Inbox</h1>
      <Tabs id="inbox-tabs" activeKey={tab} onSelect={(k) => k && setTab(k as InboxTab)} className="mb-3" mountOnEnter transition={false}>
        <Tab eventKey="bookings" title="Bookings">
          <BookingsTab linkedId={bookingId} />
        </Tab>
        <Tab eventKey="messages" title="Messages">
          <MessagesTab linkedId={messageId} />
        </Tab>
        <Tab eventKey="newsletter" title="Newsletter">
          <NewsletterTab />
        </Tab>
        <Tab eventKey="person" title="Person">
          <PersonTab />
        </Tab>
      </Tabs>
    </section>
  );
}
