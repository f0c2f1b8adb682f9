import { Card, ListGroup } from 'react-bootstrap';
import { ServiceSectionRow } from './service-section-row';
import type { ServiceSection } from './services-rules';

interface ServiceSectionListProps {
  sections: ServiceSection[];
  selectedId?: string;
  busy: boolean;
  onSelect: (section: ServiceSection) => void;
  onToggle: (section: ServiceSection) => void;
  onDelete: (section: ServiceSection) => void;
}

/** 'Existing Service Sections': the page shows it only when there are any (docs/product/screens.md). */
export function ServiceSectionList({ sections, selectedId, busy, onSelect, onToggle, onDelete }: ServiceSectionListProps) {
  return (
    <Card as="section" className="mb-4" aria-labelledby="service-sections-heading">
      <Card.Header>
        <h2 id="service-sections-heading" className="h5 mb-0">
          Existing Service Sections
        </h2>
        <p className="small text-body-secondary mb-0">Click on a service section to edit it</p>
      </Card.Header>
      <ListGroup as="ul" variant="flush" aria-label="Existing service sections">
        {sections.map((section) => (
          <ServiceSectionRow
            key={section._id}
            section={section}
            selected={section._id === selectedId}
            busy={busy}
            onSelect={() => onSelect(section)}
            onToggle={() => onToggle(section)}
            onDelete={() => onDelete(section)}
          />
        ))}
      </ListGroup>
    </Card>
  );
}
