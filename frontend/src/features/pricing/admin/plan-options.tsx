import { Button, Form } from 'react-bootstrap';
import { MAX_OPTIONS, newOptionDraft, type OptionDraft } from './pricing-draft';
import { PricingOptionRow } from './pricing-option-row';
import type { PlanErrors } from './pricing-validation';

interface PlanOptionsProps {
  id: string;
  options: OptionDraft[];
  errors?: PlanErrors;
  /** A legacy text price that became the first option. */
  legacyPrice?: string;
  onChange: (options: OptionDraft[]) => void;
}

/** Up to two options: 'Add Option' hidden at two, remove shown only when more than one (docs/product/validation.md). */
export function PlanOptions({ id, options, errors, legacyPrice, onChange }: PlanOptionsProps) {
  const patch = (key: string, p: Partial<OptionDraft>) => onChange(options.map((o) => (o.key === key ? { ...o, ...p } : o)));
  return (
    // With no option at all the group itself is what is invalid: it takes the focus on a failed save.
    <div
      role="group"
      className="mb-3"
      aria-labelledby={`${id}-options-heading`}
      aria-describedby={errors?.options ? `${id}-options-error` : undefined}
      aria-invalid={errors?.options ? true : undefined}
      tabIndex={errors?.options ? -1 : undefined}
    >
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h4 id={`${id}-options-heading`} className="h6 mb-0">
          Pricing Options
        </h4>
        {options.length < MAX_OPTIONS && (
          <Button size="sm" variant="outline-primary" onClick={() => onChange([...options, newOptionDraft()])}>
            Add Option
          </Button>
        )}
      </div>
      {legacyPrice && (
        <Form.Text as="p" className="mt-0">
          Converted from the older price text &quot;{legacyPrice}&quot;. Check the value before saving.
        </Form.Text>
      )}
      {options.length === 0 ? (
        <p className="text-body-secondary mb-2">No pricing options yet. Click &quot;Add Option&quot; to create your first pricing option.</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label="Pricing options">
          {options.map((o, i) => (
            <PricingOptionRow
              key={o.key}
              id={`${id}-${o.key}`}
              index={i}
              option={o}
              errors={errors?.option[o.key]}
              canRemove={options.length > 1}
              onChange={(p) => patch(o.key, p)}
              onRemove={() => onChange(options.filter((x) => x.key !== o.key))}
            />
          ))}
        </ul>
      )}
      {errors?.options && (
        <div id={`${id}-options-error`} className="invalid-feedback d-block">
          {errors.options}
        </div>
      )}
    </div>
  );
}
