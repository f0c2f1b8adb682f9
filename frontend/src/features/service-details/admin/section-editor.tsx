import { Button, Card } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { newStep, type DraftErrors, type SectionDraft, type StepDraft } from './details-draft';
import { SectionImages } from './section-images';
import { LIMITS } from './service-details-rules';
import { StepEditor } from './step-editor';
import type { Notify } from './use-status-banner';

interface SectionEditorProps {
  index: number;
  section: SectionDraft;
  errors: DraftErrors;
  notify: Notify;
  onChange: (update: (section: SectionDraft) => SectionDraft) => void;
  onRemove: () => void;
}

/** One content section: title, description, numbered steps and images. */
export function SectionEditor({ index, section, errors, notify, onChange, onRemove }: SectionEditorProps) {
  const id = `section-${section.key}`;
  const label = `Section ${index + 1}`;
  const patch = (p: Partial<SectionDraft>) => onChange((s) => ({ ...s, ...p }));
  const patchStep = (key: string, p: Partial<StepDraft>) => onChange((s) => ({ ...s, steps: s.steps.map((st) => (st.key === key ? { ...st, ...p } : st)) }));
  const addStep = () => onChange((s) => ({ ...s, steps: [...s.steps, newStep(s.steps.length)] }));
  const removeStep = (key: string) => onChange((s) => ({ ...s, steps: s.steps.filter((st) => st.key !== key) }));

  return (
    <Card as="li" className="mb-4" aria-label={label}>
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h3 className="h6 mb-0">{section.title.trim() || label}</h3>
        <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove Section
        </Button>
      </Card.Header>
      <Card.Body>
        <CountedField
          id={`${id}-title`}
          label="Section Title"
          required
          value={section.title}
          maxLength={LIMITS.sectionTitle}
          error={errors[section.key]}
          onChange={(title) => patch({ title })}
        />
        <CountedField
          id={`${id}-description`}
          label="Section Description"
          as="textarea"
          rows={3}
          value={section.description}
          maxLength={LIMITS.sectionDescription}
          onChange={(description) => patch({ description })}
        />

        <div className="d-flex justify-content-between align-items-center mb-2">
          <h4 className="h6 mb-0">Steps ({section.steps.length})</h4>
          <Button size="sm" variant="outline-primary" onClick={addStep} disabled={section.steps.length >= LIMITS.steps}>
            Add Step
          </Button>
        </div>
        {section.steps.length === 0 ? (
          <p className="text-body-secondary small">No steps yet. Click &quot;Add Step&quot; to add one.</p>
        ) : (
          <ol className="list-unstyled mb-3" aria-label={`${label} steps`}>
            {section.steps.map((step, i) => (
              <StepEditor
                key={step.key}
                index={i}
                step={step}
                error={errors[step.key]}
                onChange={(p) => patchStep(step.key, p)}
                onRemove={() => removeStep(step.key)}
              />
            ))}
          </ol>
        )}

        <SectionImages
          sectionKey={id}
          sectionLabel={label}
          images={section.images}
          notify={notify}
          onChange={(update) => onChange((s) => ({ ...s, images: update(s.images) }))}
        />
      </Card.Body>
    </Card>
  );
}
