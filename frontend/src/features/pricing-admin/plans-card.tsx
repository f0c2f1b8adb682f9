import { Button, Card } from 'react-bootstrap';
import { PlanEditor } from './plan-editor';
import { MAX_PLANS, type PlanDraft } from './pricing-draft';
import type { PlanErrors } from './pricing-validation';

interface PlansCardProps {
  plans: PlanDraft[];
  errors?: Record<string, PlanErrors>;
  onAdd: () => void;
  onChange: (key: string, patch: Partial<PlanDraft>) => void;
  onDelete: (plan: PlanDraft) => void;
}

/** Spec section 2: the Pricing Plans card with 'Add Plan' and its empty state. */
export function PlansCard({ plans, errors, onAdd, onChange, onDelete }: PlansCardProps) {
  const full = plans.length >= MAX_PLANS;
  return (
    <Card as="section" className="mb-4" aria-labelledby="pricing-plans-heading">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 id="pricing-plans-heading" className="h5 mb-0">
          Pricing Plans
        </h2>
        <Button size="sm" variant="outline-primary" onClick={onAdd} disabled={full} aria-describedby={full ? 'pricing-plans-full' : undefined}>
          Add Plan
        </Button>
      </Card.Header>
      <Card.Body>
        {full && (
          <p id="pricing-plans-full" className="small text-body-secondary">
            A pricing configuration holds at most {MAX_PLANS} plans.
          </p>
        )}
        {plans.length === 0 ? (
          <p className="text-body-secondary mb-0">No pricing plans yet. Click &quot;Add Plan&quot; to create your first plan.</p>
        ) : (
          <ol className="list-unstyled mb-0" aria-label="Pricing plans">
            {plans.map((p, i) => (
              <PlanEditor key={p.key} index={i} plan={p} errors={errors?.[p.key]} onChange={(patch) => onChange(p.key, patch)} onDelete={() => onDelete(p)} />
            ))}
          </ol>
        )}
      </Card.Body>
    </Card>
  );
}
