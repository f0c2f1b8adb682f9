import { Badge, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { LinesEditor } from './lines-editor';
import { PlanBadgeFields } from './plan-badge-fields';
import { PlanOptions } from './plan-options';
import { MAX_LINES, PLAN_LISTS, toOrder, type PlanDraft } from './pricing-draft';
import { LIMITS, type PlanErrors } from './pricing-validation';
import { TrashIcon } from './trash-icon';

interface PlanEditorProps {
  index: number;
  plan: PlanDraft;
  errors?: PlanErrors;
  onChange: (patch: Partial<PlanDraft>) => void;
  onDelete: () => void;
}

/**
 * One plan: name, options, description, its features, limitations and highlights, button text, order, Active and
 * Popular with the badge text, and Delete Plan (docs/product/screens.md; every text of the public plan card).
 */
export function PlanEditor({ index, plan, errors, onChange, onDelete }: PlanEditorProps) {
  const id = `plan-${plan.key}`;
  return (
    <Card as="li" className="mb-3" aria-labelledby={`${id}-heading`}>
      <Card.Header className="d-flex justify-content-between align-items-center gap-2">
        <h3 id={`${id}-heading`} className="h6 mb-0">
          <span className="visually-hidden">Plan {index + 1}: </span>
          {plan.name.trim() || 'New plan'}
          {!plan._id && (
            <Badge bg="secondary" className="ms-2">
              Unsaved
            </Badge>
          )}
        </h3>
        <Button size="sm" variant="outline-danger" aria-label="Delete Plan" title="Delete Plan" onClick={onDelete}>
          <TrashIcon />
        </Button>
      </Card.Header>
      <Card.Body>
        <CountedField
          id={`${id}-name`}
          label="Plan Name"
          required
          value={plan.name}
          maxLength={LIMITS.planName}
          error={errors?.name}
          onChange={(name) => onChange({ name })}
        />
        <PlanOptions id={id} options={plan.options} errors={errors} legacyPrice={plan.legacyPrice} onChange={(options) => onChange({ options })} />
        <CountedField
          id={`${id}-description`}
          label="Plan Description"
          as="textarea"
          rows={2}
          value={plan.description}
          maxLength={LIMITS.planDescription}
          error={errors?.description}
          onChange={(description) => onChange({ description })}
        />
        {PLAN_LISTS.map(({ field, title, item }) => (
          <LinesEditor
            key={field}
            id={`${id}-${field}`}
            title={title}
            itemName={item}
            lines={plan[field]}
            maxItems={MAX_LINES}
            maxLength={LIMITS.line}
            errors={errors?.line}
            listError={errors?.[field]}
            onChange={(lines) => onChange({ [field]: lines })}
          />
        ))}
        <Row className="g-0 gx-3 align-items-end">
          <Col xs={12} md={6}>
            <CountedField
              id={`${id}-button`}
              label="Button Text"
              value={plan.buttonText}
              maxLength={LIMITS.buttonText}
              error={errors?.buttonText}
              onChange={(buttonText) => onChange({ buttonText })}
            />
          </Col>
          <Col xs={12} md={6}>
            <Form.Group className="mb-3" controlId={`${id}-order`}>
              <Form.Label>Order</Form.Label>
              <Form.Control
                type="number"
                min={1}
                step={1}
                value={plan.order}
                {...invalidProps(errors?.order, `${id}-order-error`)}
                onChange={(e) => onChange({ order: e.target.value })}
                onBlur={() => onChange({ order: String(toOrder(plan.order)) })}
              />
              <FieldError id={`${id}-order-error`} error={errors?.order} />
            </Form.Group>
          </Col>
        </Row>
        <PlanBadgeFields id={id} plan={plan} error={errors?.badgeText} onChange={onChange} />
      </Card.Body>
    </Card>
  );
}
