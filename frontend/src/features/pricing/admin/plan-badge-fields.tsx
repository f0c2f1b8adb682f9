import { Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import type { PlanDraft } from './pricing-draft';
import { LIMITS } from './pricing-validation';

interface PlanBadgeFieldsProps {
  id: string;
  plan: PlanDraft;
  error?: string;
  onChange: (patch: Partial<PlanDraft>) => void;
}

/**
 * The Active and Popular switches, and the badge a popular plan shows on its card: its own text, or
 * 'Recommended' when that is left empty (docs/product/screens.md, Pricing).
 */
export function PlanBadgeFields({ id, plan, error, onChange }: PlanBadgeFieldsProps) {
  const badgeId = `${id}-badge`;
  const hintId = `${badgeId}-hint`;
  const countId = `${badgeId}-count`;
  return (
    <>
      <div className="d-flex flex-wrap gap-4 mb-3">
        <Form.Check type="switch" id={`${id}-active`} label="Active" checked={plan.isActive} onChange={(e) => onChange({ isActive: e.target.checked })} />
        <Form.Check type="switch" id={`${id}-popular`} label="Popular" checked={plan.isPopular} onChange={(e) => onChange({ isPopular: e.target.checked })} />
      </div>
      <Form.Group className="mb-0" controlId={badgeId}>
        <Form.Label>Badge Text</Form.Label>
        <Form.Control
          value={plan.badgeText}
          maxLength={LIMITS.badgeText}
          placeholder="Recommended"
          {...invalidProps(error, `${badgeId}-error`, hintId, countId)}
          onChange={(e) => onChange({ badgeText: e.target.value })}
        />
        <FieldError id={`${badgeId}-error`} error={error} />
        <Form.Text id={hintId} className="d-block">
          Shown on the plan&apos;s card, which is highlighted, while the plan is Popular. Left empty, it reads &apos;Recommended&apos;.
        </Form.Text>
        <Form.Text id={countId} className={plan.badgeText.length >= LIMITS.badgeText ? 'text-danger' : undefined}>
          {plan.badgeText.length}/{LIMITS.badgeText} characters
        </Form.Text>
      </Form.Group>
    </>
  );
}
