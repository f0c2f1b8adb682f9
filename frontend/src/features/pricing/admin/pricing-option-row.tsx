import { Button, Col, Form, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { ADMIN_FORMATS, displayTextFor, toValue, type OptionDraft, type PricingFormat } from './pricing-draft';
import { LIMITS, type OptionErrors } from './pricing-validation';

const FORMAT_LABELS: Record<PricingFormat, string> = {
  fixed: 'Fixed',
  per_month: 'Per month',
  per_hour: 'Per hour',
  per_case: 'Per case',
  percentage: 'Percentage',
  currency: 'Currency (older data)',
};

interface PricingOptionRowProps {
  id: string;
  index: number;
  option: OptionDraft;
  errors?: OptionErrors;
  canRemove: boolean;
  onChange: (patch: Partial<OptionDraft>) => void;
  onRemove: () => void;
}

/** One pricing option: value, format (which fills the display text) and display text (docs/product/states.md and validation.md). */
export function PricingOptionRow({ id, index, option, errors, canRemove, onChange, onRemove }: PricingOptionRowProps) {
  const label = `Pricing option ${index + 1}`;
  // A stored format outside the admin's list (the contract's 'currency') stays selectable so it is not lost.
  const formats = option.format && !ADMIN_FORMATS.includes(option.format) ? [...ADMIN_FORMATS, option.format] : ADMIN_FORMATS;
  return (
    <li aria-labelledby={`${id}-heading`} className="border rounded p-3 mb-2">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h5 id={`${id}-heading`} className="h6 mb-0">
          {label}
        </h5>
        {canRemove && (
          <Button size="sm" variant="outline-danger" onClick={onRemove}>
            Remove Option<span className="visually-hidden"> {index + 1}</span>
          </Button>
        )}
      </div>
      <Row className="g-0 gx-3">
        <Col xs={12} sm={4}>
          <Form.Group className="mb-3" controlId={`${id}-value`}>
            <Form.Label>
              Value<span aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Control
              type="number"
              min={0}
              step={0.01}
              required
              value={option.value}
              {...invalidProps(errors?.value, `${id}-value-error`)}
              onChange={(e) => onChange({ value: e.target.value })}
              onBlur={() => onChange({ value: String(toValue(option.value)) })}
            />
            <FieldError id={`${id}-value-error`} error={errors?.value} />
          </Form.Group>
        </Col>
        <Col xs={12} sm={4}>
          <Form.Group className="mb-3" controlId={`${id}-format`}>
            <Form.Label>
              Format<span aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Select
              required
              value={option.format}
              {...invalidProps(errors?.format, `${id}-format-error`)}
              onChange={(e) => {
                const format = e.target.value as PricingFormat | '';
                onChange({ format, displayText: displayTextFor(format) });
              }}
            >
              {!option.format && <option value="">Choose a format</option>}
              {formats.map((f) => (
                <option key={f} value={f}>
                  {FORMAT_LABELS[f]}
                </option>
              ))}
            </Form.Select>
            <FieldError id={`${id}-format-error`} error={errors?.format} />
          </Form.Group>
        </Col>
        <Col xs={12} sm={4}>
          <CountedField
            id={`${id}-display`}
            label="Display Text"
            value={option.displayText}
            maxLength={LIMITS.displayText}
            error={errors?.displayText}
            onChange={(displayText) => onChange({ displayText })}
          />
        </Col>
      </Row>
    </li>
  );
}
