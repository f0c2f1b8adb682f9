import { Button, Card } from 'react-bootstrap';

interface EmptyLayoutProps {
  creating: boolean;
  onCreate: () => void;
}

/** No active homepage record: the home page uses the default order; 'Create layout' stores that order to edit. */
export function EmptyLayout({ creating, onCreate }: EmptyLayoutProps) {
  return (
    <Card as="section" aria-labelledby="empty-layout-heading">
      <Card.Body>
        <h2 id="empty-layout-heading" className="h5">
          No homepage layout yet
        </h2>
        <p>The home page shows every section in the default order. Create a layout to choose the order and which sections visitors see.</p>
        <Button onClick={onCreate} disabled={creating}>
          {creating ? 'Creating...' : 'Create layout'}
        </Button>
      </Card.Body>
    </Card>
  );
}
