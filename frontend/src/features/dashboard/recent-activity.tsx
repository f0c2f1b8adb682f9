import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/platform/auth/auth-slice';
import type { DashboardActivity } from './dashboard-api';
import { ACTIVITY_RESOURCES } from './dashboard-areas';
import { formatActivityTime } from './format-activity-time';

/** The latest content edits, newest first, as the server lists them (by lastModifiedAt). */
export function RecentActivity({ items }: { items: DashboardActivity[] }) {
  const me = useAppSelector(selectAdmin);
  // Who made the edit, by name ('you' for the signed-in admin); nothing when the account no longer exists.
  const who = (item: DashboardActivity) => (me && item.lastModifiedBy === me._id ? 'you' : item.lastModifiedByName);
  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby="dashboard-activity">
      <Card.Header as="h2" id="dashboard-activity" className="h5 mb-0">
        Recent Activity
      </Card.Header>
      {items.length === 0 ? (
        <Card.Body>
          <p className="text-body-secondary mb-0">No recent activity yet. Content edits will show up here.</p>
        </Card.Body>
      ) : (
        <ListGroup as="ol" variant="flush" aria-label="Recent content edits">
          {items.map((item) => {
            const area = ACTIVITY_RESOURCES[item.resource];
            const by = who(item);
            return (
              <ListGroup.Item as="li" key={`${item.resource}-${item.id}`} data-testid="activity-item">
                <div className="d-flex flex-wrap justify-content-between gap-1">
                  <Link to={area.to} className="fw-semibold link-body-emphasis text-break">
                    {item.title}
                  </Link>
                  <span className="badge text-bg-light border">{area.label}</span>
                </div>
                <div className="small text-body-secondary">
                  Updated <time dateTime={item.lastModifiedAt}>{formatActivityTime(item.lastModifiedAt)}</time>
                  {by && <span> by {by}</span>}
                </div>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </Card>
  );
}
