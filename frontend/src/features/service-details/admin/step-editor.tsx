import { Button, Col, Form, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { stepColorClasses } from '@/features/service-details/step-colors';
import type { StepDraft } from './details-draft';
import { LIMITS, STEP_COLORS, type StepColor } from './service-details-rules';

interface StepEditorProps {
  index: number;
  step: StepDraft;
  error?: string;
  onChange: (patch: Partial<StepDraft>) => void;
  onRemove: () => void;
}

/** One numbered step: title, description and colour, with the number shown in that colour. */
export function StepEditor({ index, step, error, onChange, onRemove }: StepEditorProps) {
  const id = `step-${step.key}`;
  const label = `Step ${index + 1}`;
  return (
    <li className="border rounded p-3 mb-3" aria-label={label}>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <div className="d-flex align-items-center gap-2">
          <span
            className={`d-inline-flex align-items-center justify-content-center rounded-circle fw-bold ${stepColorClasses(step.color)}`}
            style={{ width: 32, height: 32 }}
            data-testid="step-swatch"
            data-color={step.color}
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h4 className="h6 mb-0">{label}</h4>
        </div>
        <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove Step
        </Button>
      </div>
      <Row className="gx-3">
        <Col xs={12} md={8}>
          <CountedField
            id={`${id}-title`}
            label="Step Title"
            required
            value={step.title}
            maxLength={LIMITS.stepTitle}
            error={error}
            onChange={(title) => onChange({ title })}
          />
        </Col>
        <Col xs={12} md={4}>
          <Form.Group className="mb-3" controlId={`${id}-color`}>
            <Form.Label>Color</Form.Label>
            <Form.Select value={step.color} onChange={(e) => onChange({ color: e.target.value as StepColor })}>
              {STEP_COLORS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <CountedField
        id={`${id}-description`}
        label="Step Description"
        as="textarea"
        rows={2}
        value={step.description}
        maxLength={LIMITS.stepDescription}
        onChange={(description) => onChange({ description })}
      />
    </li>
  );
}
