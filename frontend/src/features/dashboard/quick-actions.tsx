import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

/** Shortcuts to the screens admins open most. /admin/homepage redirects to /admin/homepage-settings (docs/product/screens.md). */
const ACTIONS = [
  { to: '/admin/homepage', label: 'Homepage Settings', variant: 'primary' },
  { to: '/admin/inbox', label: 'Open Inbox', variant: 'outline-primary' },
  { to: '/admin/hero', label: 'Edit Hero Section', variant: 'outline-primary' },
  { to: '/admin/services', label: 'Manage Services', variant: 'outline-primary' },
] as const;

export function QuickActions() {
  return (
    <Card className="shadow-sm mb-4" as="section" aria-labelledby="dashboard-quick-actions">
      <Card.Body>
        <h2 id="dashboard-quick-actions" className="h5">
          Quick Actions
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {ACTIONS.map((a) => (
            <Link key={a.to} to={a.to} className={`btn btn-${a.variant}`}>
              {a.label}
            </Link>
          ))}
        </div>
      </Card.Body>
    </Card>
  );
}
