import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { BookingsTab } from './bookings-tab';
import { MessagesTab } from './messages-tab';
import { NewsletterTab } from './newsletter-tab';

export type InboxTab = 'bookings' | 'messages' | 'newsletter';

/** The admin Inbox (DECISIONS 17): bookings, contact messages and newsletter subscribers. */
export function InboxPage({ initialTab = 'bookings' }: { initialTab?: InboxTab }) {
  const [tab, setTab] = useState<InboxTab>(initialTab);
  return (
    <section>
      <h1 className="h3 mb-3">Inbox</h1>
      <Tabs id="inbox-tabs" activeKey={tab} onSelect={(k) => k && setTab(k as InboxTab)} className="mb-3" mountOnEnter transition={false}>
        <Tab eventKey="bookings" title="Bookings">
          <BookingsTab />
        </Tab>
        <Tab eventKey="messages" title="Messages">
          <MessagesTab />
        </Tab>
        <Tab eventKey="newsletter" title="Newsletter">
          <NewsletterTab />
        </Tab>
      </Tabs>
    </section>
  );
}
