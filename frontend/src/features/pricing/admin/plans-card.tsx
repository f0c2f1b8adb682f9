import { Button } from 'react-bootstrap';
import { FormCard } from '@/components/ui/form-card';
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

/** docs/product/screens.md: the Pricing Plans card with 'Add Plan' and its empty state. */
export function PlansCard({ plans, errors, onAdd, onChange, onDelete }: PlansCardProps) {
  const full = plans.length >= MAX_PLANS;
  return (
    <FormCard
      headingId="pricing-plans-heading"
      title="Pricing Plans"
      action={
        <Button size="sm" variant="outline-primary" onClick={onAdd} disabled={full} aria-describedby={full ? 'pricing-plans-full' : undefined}>
          Add Plan
        </Button>
      }
      empty={plans.length === 0 && 'No pricing plans yet. Click "Add Plan" to create your first plan.'}
    >
      {full && (
        <p id="pricing-plans-full" className="small text-body-secondary">
          A pricing configuration holds at most {MAX_PLANS} plans.
        </p>
      )}
      <ol className="list-unstyled mb-0" aria-label="Pricing plans">
        {plans.map((p, i) => (
          <PlanEditor key={p.key} index={i} plan={p} errors={errors?.[p.key]} onChange={(patch) => onChange(p.key, patch)} onDelete={() => onDelete(p)} />
        ))}
      </ol>
    </FormCard>
  );
}
