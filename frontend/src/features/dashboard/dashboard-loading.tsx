import { Card, Col, Placeholder, Row, Spinner } from 'react-bootstrap';

/** Placeholders in the shape of the stat cards, so nothing shifts when the figures arrive. */
export function DashboardLoading() {
  return (
    <div role="status" aria-label="Loading dashboard" aria-busy="true">
      <div className="d-flex align-items-center gap-2 mb-3 text-body-secondary">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>Loading dashboard...</span>
      </div>
      <Row xs={1} sm={2} xl={4} className="g-3 mb-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Col key={i}>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <Placeholder as="p" animation="glow" className="mb-2">
                  <Placeholder xs={6} />
                </Placeholder>
                <Placeholder as="p" animation="glow" className="display-6 mb-1">
                  <Placeholder xs={3} />
                </Placeholder>
                <Placeholder as="p" animation="glow" className="mb-0">
                  <Placeholder xs={8} size="sm" />
                </Placeholder>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
