import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

interface StatCardProps {
  label: string;
  value: number;
  detail?: ReactNode;
}

/** One figure on the dashboard; the label names the figure for assistive tech too. */
export function StatCard({ label, value, detail }: StatCardProps) {
  const id = `stat-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby={id}>
      <Card.Body>
        <h2 id={id} className="h6 text-body-secondary text-uppercase mb-2">
          {label}
        </h2>
        <p className="display-6 fw-semibold mb-1" data-testid={`${id}-value`}>
          {value}
        </p>
        {detail && <p className="small text-body-secondary mb-0">{detail}</p>}
      </Card.Body>
    </Card>
  );
}
