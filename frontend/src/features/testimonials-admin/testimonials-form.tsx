import { useState, type FormEvent } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { DisplaySettingsCard } from './display-settings-card';
import { SectionInfoCard } from './section-info-card';
import { TestimonialEditor } from './testimonial-editor';
import { hasErrors, newTestimonialDraft, validateDraft, type DraftErrors, type SectionDraft, type TestimonialDraft } from './testimonials-rules';
import { useSaveTestimonials } from './use-save-testimonials';

interface TestimonialsFormProps {
  initial: SectionDraft;
  resetting: boolean;
  onReset: () => void;
}

export function TestimonialsForm({ initial, resetting, onReset }: TestimonialsFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const { save, saving } = useSaveTestimonials();

  const patch = (p: Partial<SectionDraft>) => setDraft((d) => ({ ...d, ...p }));
  const patchItem = (key: string, p: Partial<TestimonialDraft>) =>
    setDraft((d) => ({ ...d, testimonials: d.testimonials.map((t) => (t.key === key ? { ...t, ...p } : t)) }));
  const add = () => setDraft((d) => ({ ...d, testimonials: [...d.testimonials, newTestimonialDraft(d.testimonials.length + 1)] }));
  const remove = (key: string) => setDraft((d) => ({ ...d, testimonials: d.testimonials.filter((t) => t.key !== key) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    await save(draft);
  };

  const invalid = errors && hasErrors(errors);

  return (
    <form noValidate onSubmit={submit} aria-label="Testimonials configuration">
      {!draft._id && <Alert variant="info">No testimonials section exists yet. Saving will create it.</Alert>}
      <SectionInfoCard draft={draft} titleError={errors?.title} onChange={patch} />
      <DisplaySettingsCard draft={draft} onChange={patch} />

      <Card as="section" className="mb-4" aria-labelledby="testimonials-list-heading">
        <Card.Header className="d-flex justify-content-between align-items-center">
          <h2 id="testimonials-list-heading" className="h5 mb-0">
            Testimonials ({draft.testimonials.length})
          </h2>
          <Button size="sm" variant="outline-primary" onClick={add}>
            Add Testimonial
          </Button>
        </Card.Header>
        <Card.Body>
          {draft.testimonials.length === 0 ? (
            <p className="text-body-secondary mb-0">No testimonials yet. Click &quot;Add Testimonial&quot; to add one.</p>
          ) : (
            <ul className="list-unstyled mb-0" aria-label="Testimonials">
              {draft.testimonials.map((t, i) => (
                <TestimonialEditor
                  key={t.key}
                  index={i}
                  item={t}
                  errors={errors?.testimonials[t.key]}
                  onChange={(p) => patchItem(t.key, p)}
                  onRemove={() => remove(t.key)}
                />
              ))}
            </ul>
          )}
        </Card.Body>
      </Card>

      {invalid && (
        <Alert variant="danger" role="alert">
          {errors.title ?? 'Please fix the highlighted testimonial fields.'}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={onReset} disabled={saving || resetting}>
          {resetting ? 'Resetting...' : 'Reset'}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Testimonials Configuration'}
        </Button>
      </div>
    </form>
  );
}
