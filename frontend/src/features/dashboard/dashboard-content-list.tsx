import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { DashboardStats } from './dashboard-api';
import { CONTENT_AREAS, plural } from './dashboard-areas';

/** Every content area with its record count and a link to its management screen. */
export function DashboardContentList({ content }: { content: DashboardStats['content'] }) {
  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby="dashboard-content">
      <Card.Header as="h2" id="dashboard-content" className="h5 mb-0">
        Website Content
      </Card.Header>
      <ListGroup as="ul" variant="flush" aria-label="Content areas">
        {CONTENT_AREAS.map((area) => (
          <ListGroup.Item as="li" key={area.to} className="d-flex justify-content-between align-items-center gap-2">
            <Link to={area.to} className="link-body-emphasis">
              {area.label}
            </Link>
            {area.countKey ? (
              <Badge bg="primary" pill data-testid={`count-${area.countKey}`}>
                {plural(content[area.countKey], area.unit!)}
              </Badge>
            ) : (
              <Badge bg="secondary" pill>
                Site-wide
              </Badge>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
