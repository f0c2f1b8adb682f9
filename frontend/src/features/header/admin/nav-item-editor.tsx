import type { ReactNode } from 'react';
import { Badge, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { DropdownItemEditor } from './dropdown-item-editor';
import { COUNTER_ABOVE, LIMITS, MAX_DROPDOWN_ITEMS, type NavDraft } from './header-draft';
import { FIELD_IDS, isNavUrl, type HeaderErrors } from './header-validation';
import { LimitedField } from './limited-field';
import { LinkField } from './link-field';
import { addDropdownItem, patchDropdownItem, removeDropdownItem } from './nav-items';

interface NavItemEditorProps {
  item: NavDraft;
  /** The accessible name of the item, e.g. 'Pricing' or 'Navigation item 3'. */
  name: string;
  handle: ReactNode;
  errors: HeaderErrors;
  onChange: (next: NavDraft) => void;
  onRemove: () => void;
}

/** One navigation item: drag handle, label (max 30), link, the dropdown switches and the dropdown items. */
export function NavItemEditor({ item, name, handle, errors, onChange, onRemove }: NavItemEditorProps) {
  const id = `nav-${item.key}`;
  return (
    <Card>
      <Card.Header className="d-flex align-items-center gap-2">
        {handle}
        <h3 className="h6 mb-0 flex-grow-1 text-truncate">{name}</h3>
        <Badge bg="secondary">Order {item.order}</Badge>
        <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </Card.Header>
      <Card.Body>
        <Row className="gx-3">
          <Col xs={12} md={5}>
            <LimitedField
              id={FIELD_IDS.navLabel(item.key)}
              label="Label"
              value={item.label}
              maxLength={LIMITS.navLabel}
              counterAbove={COUNTER_ABOVE.navLabel}
              error={errors[FIELD_IDS.navLabel(item.key)]}
              onChange={(label) => onChange({ ...item, label })}
            />
          </Col>
          <Col xs={12} md={7}>
            <LinkField
              id={FIELD_IDS.navHref(item.key)}
              label="Link"
              placeholder="/services"
              mapNavPaths
              value={item.href}
              valid={isNavUrl(item.href)}
              error={errors[FIELD_IDS.navHref(item.key)]}
              onChange={(href) => onChange({ ...item, href })}
            />
          </Col>
        </Row>
        <div className="d-flex flex-wrap gap-3 mb-1">
          <Form.Check type="switch" id={`${id}-has-dropdown`} label="Has dropdown" checked={item.hasDropdown} disabled readOnly />
          <Form.Check type="switch" id={`${id}-show-dropdown`} label="Show dropdown" checked={item.showDropdown} disabled readOnly />
        </div>
        <Form.Text className="d-block mb-2">The dropdown turns on with its first item and off when its last item is removed.</Form.Text>
        {item.dropdownItems.length > 0 && (
          <ul className="list-unstyled mb-2" aria-label={`${name} dropdown items`}>
            {item.dropdownItems.map((dd, i) => (
              <DropdownItemEditor
                key={dd.key}
                item={dd}
                index={i}
                errors={errors}
                onChange={(patch) => onChange(patchDropdownItem(item, dd.key, patch))}
                onRemove={() => onChange(removeDropdownItem(item, dd.key))}
              />
            ))}
          </ul>
        )}
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => onChange(addDropdownItem(item))}
          disabled={item.dropdownItems.length >= MAX_DROPDOWN_ITEMS}
          aria-label={`Add dropdown item to ${name}`}
        >
          Add Dropdown Item
        </Button>
      </Card.Body>
    </Card>
  );
}
