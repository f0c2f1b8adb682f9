import { Button, Col, Row } from 'react-bootstrap';
import { COUNTER_ABOVE, LIMITS, type DropdownDraft } from './header-draft';
import { FIELD_IDS, isNavUrl, type HeaderErrors } from './header-validation';
import { LimitedField } from './limited-field';
import { LinkField } from './link-field';

interface DropdownItemEditorProps {
  item: DropdownDraft;
  index: number;
  errors: HeaderErrors;
  onChange: (patch: Partial<DropdownDraft>) => void;
  onRemove: () => void;
}

/** One entry of a navigation item's dropdown: label (max 120) and link. */
export function DropdownItemEditor({ item, index, errors, onChange, onRemove }: DropdownItemEditorProps) {
  const name = `Dropdown item ${index + 1}`;
  return (
    <li aria-label={name} className="border rounded p-2 mb-2 bg-body-tertiary">
      <Row className="gx-2 align-items-start">
        <Col xs={12} md={5}>
          <LimitedField
            id={FIELD_IDS.dropdownLabel(item.key)}
            label="Dropdown Label"
            value={item.label}
            maxLength={LIMITS.dropdownLabel}
            counterAbove={COUNTER_ABOVE.dropdownLabel}
            error={errors[FIELD_IDS.dropdownLabel(item.key)]}
            onChange={(label) => onChange({ label })}
          />
        </Col>
        <Col xs={12} md={5}>
          <LinkField
            id={FIELD_IDS.dropdownHref(item.key)}
            label="Dropdown Link"
            placeholder="/service-details/..."
            value={item.href}
            valid={isNavUrl(item.href)}
            error={errors[FIELD_IDS.dropdownHref(item.key)]}
            onChange={(href) => onChange({ href })}
          />
        </Col>
        <Col xs={12} md={2} className="pt-md-4 mt-md-2">
          <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={`Remove ${name.toLowerCase()}`}>
            Remove
          </Button>
        </Col>
      </Row>
    </li>
  );
}
