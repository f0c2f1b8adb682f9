import { useState, type FormEvent } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { isBlank } from './legal-rules';
import { SectionTypeSelect } from './section-type-select';
import type { SectionType } from './legal-types';
import { useSaveLabel } from '@/platform/releases/use-save-label';

export interface TextEntryValues {
  title: string;
  content: string;
  sectionType: SectionType | '';
}

export interface TextEntryFormProps {
  idPrefix: string;
  heading: string;
  headingId: string;
  initial: TextEntryValues;
  limits: { title: number; content: number };
  saveLabel: string;
  /** Privacy sections: offer the section type (noneDisabled: a stored type cannot be cleared). */
  sectionType?: { noneDisabled: boolean };
  /** Resolves true when saved; the modal then closes. */
  onSave: (values: TextEntryValues) => Promise<boolean>;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The modal's form: Title, Content (6 rows), Save / Cancel; capped at 80% of the viewport, the body scrolls. */
export function TextEntryForm({ idPrefix, heading, headingId, initial, limits, saveLabel, sectionType, onSave, onCancel, onBusyChange }: TextEntryFormProps) {
  const label = useSaveLabel(saveLabel);
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const patch = (p: Partial<TextEntryValues>) => setValues((v) => ({ ...v, ...p }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isBlank(values.title) || saving) return;
    setSaving(true);
    onBusyChange(true);
    const saved = await onSave(values);
    setSaving(false);
    onBusyChange(false);
    if (saved) onCancel();
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="d-flex flex-column" style={{ maxHeight: '80vh' }} data-testid="modal-form">
      <Modal.Header closeButton={!saving}>
        <Modal.Title id={headingId} as="h2" className="h5">
          {heading}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="overflow-auto">
        <CountedField id={`${idPrefix}-title`} label="Title" required value={values.title} maxLength={limits.title} onChange={(title) => patch({ title })} />
        <CountedField
          id={`${idPrefix}-content`}
          label="Content"
          as="textarea"
          rows={6}
          value={values.content}
          maxLength={limits.content}
          onChange={(content) => patch({ content })}
        />
        {sectionType && (
          <SectionTypeSelect
            id={`${idPrefix}-type`}
            value={values.sectionType}
            noneDisabled={sectionType.noneDisabled}
            onChange={(t) => patch({ sectionType: t })}
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || isBlank(values.title)}>
          {saving ? 'Saving...' : label}
        </Button>
      </Modal.Footer>
    </form>
  );
}
