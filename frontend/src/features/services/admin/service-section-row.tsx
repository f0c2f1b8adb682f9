import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { serviceCount, type ServiceSection } from './services-rules';

interface ServiceSectionRowProps {
  section: ServiceSection;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One existing section: a button that loads it into the form, its active switch and Delete. */
export function ServiceSectionRow({ section, selected, busy, onSelect, onToggle, onDelete }: ServiceSectionRowProps) {
  const id = `service-section-${section._id}`;
  return (
    <ListGroup.Item
      as="li"
      aria-label={section.title}
      className={`d-flex flex-wrap align-items-center gap-3 py-3 ${selected ? 'border-primary border-2' : ''}`}
    >
      {/* The title is the button (its whole name); the details under it are its description, and clicking them
          presses it too (stretched-link covers this block). */}
      <div className="position-relative flex-grow-1" style={{ minWidth: 0, flexBasis: '14rem' }}>
        <button
          type="button"
          className="btn btn-link stretched-link d-block text-start text-decoration-none text-body p-0 h6 mb-1 text-break"
          aria-describedby={`${id}-details`}
          aria-current={selected || undefined}
          onClick={onSelect}
        >
          {section.title}
        </button>
        <div id={`${id}-details`} className="small text-body-secondary">
          {section.description && <span className="d-block text-break">{section.description}</span>}
          <span className="d-inline-flex flex-wrap gap-2 align-items-center mt-1">
            <span>{serviceCount(section.services.length)}</span>
            {section.isActive && <Badge bg="success">Active</Badge>}
            {selected && <Badge bg="primary">Editing</Badge>}
          </span>
        </div>
      </div>
      <Form.Check type="switch" id={`${id}-active`} label="Active" checked={section.isActive} disabled={busy} onChange={onToggle} />
      <Button size="sm" variant="outline-danger" onClick={onDelete} disabled={busy}>
        Delete
      </Button>
    </ListGroup.Item>
  );
}
