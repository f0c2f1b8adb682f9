import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { ServiceItemsEditor } from './service-items-editor';
import { ServicesPreview } from './services-preview';
import {
  LIMITS,
  TEXT,
  draftFromSection,
  hasErrors,
  newServiceDraft,
  renumber,
  validateDraft,
  type SectionDraft,
  type ServiceDraft,
  type ServiceSection,
} from './services-rules';
import { useReorderServices } from './use-reorder-services';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface ServiceSectionFormProps {
  /** The section being edited; none is create mode. */
  section?: ServiceSection;
  saving: boolean;
  onSave: (draft: SectionDraft) => void;
  onReset: () => void;
}

/** Create or edit one service section with its services (docs/product/screens.md and states.md). */
export function ServiceSectionForm({ section, saving, onSave, onReset }: ServiceSectionFormProps) {
  const [draft, setDraft] = useState(() => draftFromSection(section));
  const [submitted, setSubmitted] = useState(false);
  const setServices = (update: (services: ServiceDraft[]) => ServiceDraft[]) => setDraft((d) => ({ ...d, services: update(d.services) }));
  const { reorder, reordering, message, clearMessage } = useReorderServices(section, setServices);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const errors = submitted ? validateDraft(draft) : null;
  const saveLabel = useSaveLabel(section ? 'Update Services' : 'Create Services');
  const invalid = errors !== null && hasErrors(errors);
  const heading = section ? 'Edit Service Section' : 'Create New Service Section';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateDraft(draft))) focusFirstInvalid();
    else onSave(draft);
  };

  return (
    <Card className="mb-4">
      <Card.Header>
        <h2 id="service-form-heading" className="h5 mb-0">
          {heading}
        </h2>
      </Card.Header>
      <Card.Body>
        <Form ref={ref} noValidate onSubmit={submit} aria-labelledby="service-form-heading">
          <CountedField
            id="service-section-title"
            label="Section Title"
            required
            value={draft.title}
            maxLength={LIMITS.sectionTitle}
            error={errors?.title}
            onChange={(title) => setDraft((d) => ({ ...d, title }))}
          />
          <CountedField
            id="service-section-description"
            label="Section Description"
            as="textarea"
            rows={3}
            value={draft.description}
            maxLength={LIMITS.sectionDescription}
            onChange={(description) => setDraft((d) => ({ ...d, description }))}
          />
          <ServiceItemsEditor
            services={draft.services}
            errors={errors?.services ?? {}}
            disabled={saving}
            reordering={reordering}
            reorderMessage={message}
            onCloseMessage={clearMessage}
            onAdd={() => setServices((services) => [...services, newServiceDraft(services.length)])}
            onChange={(key, patch) => setServices((services) => services.map((s) => (s.key === key ? { ...s, ...patch } : s)))}
            onRemove={(key) => setServices((services) => renumber(services.filter((s) => s.key !== key)))}
            onReorder={(next) => void reorder(draft.services, next)}
          />
          {invalid && (
            <Alert variant="danger" role="alert">
              {[errors.title, Object.keys(errors.services).length ? TEXT.serviceTitleRequired : undefined].filter(Boolean).join(' ')}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <Button variant="outline-secondary" onClick={onReset} disabled={saving}>
              Reset Form
            </Button>
            <Button type="submit" disabled={saving || reordering}>
              {saving ? 'Saving...' : saveLabel}
            </Button>
          </div>
        </Form>
        <h3 className="h6 mt-4">Preview</h3>
        <ServicesPreview draft={draft} section={section} />
      </Card.Body>
    </Card>
  );
}
