import { Col, Row } from 'react-bootstrap';
import type { DashboardStats } from './dashboard-api';
import { StatCard } from './stat-card';

/** The headline figures: bookings, messages, open chat conversations, subscribers and content records (ADR 0024). */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  const c = stats.content;
  const contentRecords = c.heroes + c.services + c.pricingPlans + c.testimonials + c.serviceDetails + c.privacySections + c.termsSections;
  return (
    <Row xs={1} sm={2} lg={3} xxl={5} className="g-3 mb-4">
      <Col>
        <StatCard label="New Bookings" value={stats.bookings.pending} detail={`${stats.bookings.total} bookings in total`} />
      </Col>
      <Col>
        <StatCard label="Unread Messages" value={stats.messages.unread} detail={`${stats.messages.total} messages in total`} />
      </Col>
      <Col>
        <StatCard label="Open Conversations" value={stats.chats.open} detail={`${stats.chats.waiting} waiting for a reply`} />
      </Col>
      <Col>
        <StatCard label="Newsletter Subscribers" value={stats.subscribers} />
      </Col>
      <Col>
        <StatCard
          label="Content Records"
          value={contentRecords}
          detail={`${c.heroes} heroes, ${c.services} services, ${c.pricingPlans} pricing plans, ${c.testimonials} testimonials, ${c.serviceDetails} service details, ${c.privacySections} privacy and ${c.termsSections} terms sections`}
        />
      </Col>
    </Row>
  );
}
