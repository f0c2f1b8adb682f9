import { useState, type FormEvent } from 'react';
import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { FieldError, invalidProps, useFocusFirstInvalid } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import type { DraftSection } from './footer-draft';

interface Props {
  sections: DraftSection[];
  disabled?: boolean;
  onAdd: (title: string) => void;
  onDelete: (section: DraftSection) => void;
}

/** Footer Sections: the list with Delete per section, and Add Section (a title is required, docs/product/validation.md). */
export function FooterSectionsEditor({ sections, disabled, onAdd, onDelete }: Props) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  const add = (e?: FormEvent) => {
    e?.preventDefault();
    if (!title.trim()) {
      setError('Section title is required');
      focusFirstInvalid();
      return;
    }
    onAdd(title);
    setTitle('');
    setError('');
  };

  return (
    <FormCard headingId="footer-sections-heading" title="Footer Sections">
      {sections.length === 0 ? (
        <p className="text-body-secondary">No footer sections yet.</p>
      ) : (
        <ListGroup as="ul" aria-label="Footer sections" className="mb-3">
          {sections.map((s) => (
            <ListGroup.Item as="li" key={s.key} aria-label={s.section.title} className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <div>
                <h3 className="h6 mb-1">{s.section.title}</h3>
                <small className="text-body-secondary">
                  {s.section.links?.length ?? 0} links{' '}
                  <Badge bg={s.section.isActive ? 'success' : 'secondary'}>{s.section.isActive ? 'Active' : 'Inactive'}</Badge>
                </small>
              </div>
              <Button size="sm" variant="outline-danger" onClick={() => onDelete(s)} disabled={disabled}>
                Delete
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <div ref={ref} className="d-flex flex-wrap align-items-start gap-2">
        <Form.Group controlId="footer-new-section-title" className="flex-grow-1">
          <Form.Label className="visually-hidden">New section title</Form.Label>
          <Form.Control
            value={title}
            placeholder="New section title"
            {...invalidProps(error, 'footer-new-section-title-error')}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') add(e);
            }}
          />
          <FieldError id="footer-new-section-title-error" error={error} />
        </Form.Group>
        <Button variant="outline-primary" onClick={() => add()} disabled={disabled}>
          Add Section
        </Button>
      </div>
    </FormCard>
  );
}
