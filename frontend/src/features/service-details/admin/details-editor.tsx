import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { newSection, validateDraft, type DetailsDraft, type DraftErrors, type SectionDraft } from './details-draft';
import { DetailsPreview } from './details-preview';
import { HeroCard } from './hero-card';
import { SectionEditor } from './section-editor';
import { LIMITS, MESSAGES } from './service-details-rules';
import type { Notify } from './use-status-banner';

export const DETAILS_FORM_ID = 'service-details-form';

interface DetailsEditorProps {
  initial: DetailsDraft;
  /** The service's name, as its page shows it where the hero has no title. */
  serviceTitle: string;
  notify: Notify;
  onSave: (draft: DetailsDraft) => void;
}

/** The hero and content sections of one service's detail page; 'Save Changes' submits it. */
export function DetailsEditor({ initial, serviceTitle, notify, onSave }: DetailsEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const updateSection = (key: string, update: (s: SectionDraft) => SectionDraft) =>
    setDraft((d) => ({ ...d, sections: d.sections.map((s) => (s.key === key ? update(s) : s)) }));
  const addSection = () => setDraft((d) => ({ ...d, sections: [...d.sections, newSection()] }));
  const removeSection = (key: string) => setDraft((d) => ({ ...d, sections: d.sections.filter((s) => s.key !== key) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      notify(MESSAGES.titlesRequired, 'danger');
      focusFirstInvalid();
      return;
    }
    onSave(draft);
  };

  return (
    <>
      <form ref={ref} id={DETAILS_FORM_ID} noValidate onSubmit={submit} aria-label="Service details">
        <HeroCard hero={draft.hero} onChange={(p) => setDraft((d) => ({ ...d, hero: { ...d.hero, ...p } }))} />

        <FormCard
          headingId="service-details-sections-heading"
          title={`Content Sections (${draft.sections.length})`}
          action={
            <Button size="sm" variant="outline-primary" onClick={addSection} disabled={draft.sections.length >= LIMITS.sections}>
              Add Section
            </Button>
          }
          empty={draft.sections.length === 0 && 'No sections yet. Click "Add Section" to add one.'}
        >
          <ul className="list-unstyled mb-0" aria-label="Content sections">
            {draft.sections.map((section, i) => (
              <SectionEditor
                key={section.key}
                index={i}
                section={section}
                errors={errors}
                notify={notify}
                onChange={(update) => updateSection(section.key, update)}
                onRemove={() => removeSection(section.key)}
              />
            ))}
          </ul>
        </FormCard>
      </form>
      <h2 className="h5">Preview</h2>
      <DetailsPreview draft={draft} serviceTitle={serviceTitle} />
    </>
  );
}
