import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { testimonials } from '@shared/content-kinds/testimonials';
import { useAppSelector } from '@/app/hooks';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { SectionInfoCard } from '@/components/ui/section-info-card';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { useSaveSection } from '@/platform/ordered-items/use-save-section';
import { DisplaySettingsCard } from './display-settings-card';
import { TestimonialEditor } from './testimonial-editor';
import { TestimonialsPreview } from './testimonials-preview';
import {
  hasErrors,
  LIMITS,
  newTestimonialDraft,
  SAVE_FAILED,
  toSectionInput,
  validateDraft,
  type DraftErrors,
  type SectionDraft,
  type TestimonialDraft,
} from './testimonials-rules';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface TestimonialsFormProps {
  initial: SectionDraft;
  resetting: boolean;
  onReset: () => void;
}

export function TestimonialsForm({ initial, resetting, onReset }: TestimonialsFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const admin = useAppSelector(selectAdmin);
  const { save, saving } = useSaveSection(testimonials, SAVE_FAILED);
  const saveLabel = useSaveLabel('Save Testimonials Configuration');
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const patch = (p: Partial<SectionDraft>) => setDraft((d) => ({ ...d, ...p }));
  const patchItem = (key: string, p: Partial<TestimonialDraft>) =>
    setDraft((d) => ({ ...d, testimonials: d.testimonials.map((t) => (t.key === key ? { ...t, ...p } : t)) }));
  const add = () => setDraft((d) => ({ ...d, testimonials: [...d.testimonials, newTestimonialDraft(d.testimonials.length + 1)] }));
  const remove = (key: string) => setDraft((d) => ({ ...d, testimonials: d.testimonials.filter((t) => t.key !== key) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    await save(draft._id, toSectionInput(draft, admin?._id));
  };

  const invalid = errors && hasErrors(errors);

  return (
    <>
      <form ref={ref} noValidate onSubmit={submit} aria-label="Testimonials configuration">
        {!draft._id && <Alert variant="info">No testimonials section exists yet. Saving will create it.</Alert>}
        <SectionInfoCard idPrefix="testimonials" draft={draft} limits={LIMITS} errors={{ title: errors?.title }} onChange={patch}>
          <Form.Check
            type="switch"
            id="testimonials-section-active"
            label="Section active"
            checked={draft.isActive}
            onChange={(e) => patch({ isActive: e.target.checked })}
          />
        </SectionInfoCard>
        <DisplaySettingsCard draft={draft} onChange={patch} />

        <FormCard
          headingId="testimonials-list-heading"
          title={`Testimonials (${draft.testimonials.length})`}
          action={
            <Button size="sm" variant="outline-primary" onClick={add}>
              Add Testimonial
            </Button>
          }
          empty={draft.testimonials.length === 0 && 'No testimonials yet. Click "Add Testimonial" to add one.'}
        >
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
        </FormCard>

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
            {saving ? 'Saving...' : saveLabel}
          </Button>
        </div>
      </form>
      <h2 className="h5 mt-4">Preview</h2>
      <TestimonialsPreview draft={draft} />
    </>
  );
}
