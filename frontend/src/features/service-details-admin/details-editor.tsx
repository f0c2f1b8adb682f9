import { useState, type FormEvent } from 'react';
import { Button, Card } from 'react-bootstrap';
import { newSection, validateDraft, type DetailsDraft, type DraftErrors, type SectionDraft } from './details-draft';
import { HeroCard } from './hero-card';
import { SectionEditor } from './section-editor';
import { LIMITS, MESSAGES } from './service-details-rules';
import type { Notify } from './use-status-banner';

export const DETAILS_FORM_ID = 'service-details-form';

interface DetailsEditorProps {
  initial: DetailsDraft;
  notify: Notify;
  onSave: (draft: DetailsDraft) => void;
}

/** The hero and content sections of one service's detail page; 'Save Changes' submits it. */
export function DetailsEditor({ initial, notify, onSave }: DetailsEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});

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
      return;
    }
    onSave(draft);
  };

  return (
    <form id={DETAILS_FORM_ID} noValidate onSubmit={submit} aria-label="Service details">
      <HeroCard hero={draft.hero} onChange={(p) => setDraft((d) => ({ ...d, hero: { ...d.hero, ...p } }))} />

      <Card as="section" className="mb-4" aria-labelledby="service-details-sections-heading">
        <Card.Header className="d-flex justify-content-between align-items-center">
          <h2 id="service-details-sections-heading" className="h5 mb-0">
            Content Sections ({draft.sections.length})
          </h2>
          <Button size="sm" variant="outline-primary" onClick={addSection} disabled={draft.sections.length >= LIMITS.sections}>
            Add Section
          </Button>
        </Card.Header>
        <Card.Body>
          {draft.sections.length === 0 ? (
            <p className="text-body-secondary mb-0">No sections yet. Click &quot;Add Section&quot; to add one.</p>
          ) : (
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
          )}
        </Card.Body>
      </Card>
    </form>
  );
}
