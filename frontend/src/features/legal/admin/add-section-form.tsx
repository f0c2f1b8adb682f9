import { useState, type FormEvent } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { FormCard } from '@/components/ui/form-card';
import { useAddLegalSectionMutation } from './legal-admin-api';
import type { LegalScreenConfig } from './legal-config';
import { isBlank, LIMITS, MESSAGES, nextOrder } from './legal-rules';
import type { LegalDocument, SectionType } from './legal-types';
import { SectionTypeSelect } from './section-type-select';
import { useReportedWrite } from './use-reported-write';
import { useSaveLabel } from '@/platform/releases/use-save-label';

/** 'Add New Section': title, content and (privacy) type; the new section goes last. */
export function AddSectionForm({ config, doc }: { config: LegalScreenConfig; doc: LegalDocument }) {
  const addLabel = useSaveLabel('Add Section');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [sectionType, setSectionType] = useState<SectionType | ''>('');
  const [add] = useAddLegalSectionMutation();
  const { run, busy } = useReportedWrite();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || isBlank(title)) return;
    const body = { title: title.trim(), content: content.trim(), order: nextOrder(doc), ...(sectionType ? { sectionType } : {}) };
    const added = await run(() => add({ kind: config.kind, id: doc._id, body }).unwrap(), MESSAGES.sectionAdded, MESSAGES.sectionAddFailed);
    if (!added) return;
    setTitle('');
    setContent('');
    setSectionType('');
  };

  return (
    <FormCard headingId="legal-add-section-heading" title="Add New Section">
      <form noValidate onSubmit={submit} aria-label="Add New Section">
        <CountedField id="legal-new-section-title" label="Section Title" required value={title} maxLength={LIMITS.sectionTitle} onChange={setTitle} />
        <CountedField
          id="legal-new-section-content"
          label="Content"
          as="textarea"
          rows={4}
          value={content}
          maxLength={LIMITS.sectionContent}
          onChange={setContent}
        />
        {config.hasSectionType && <SectionTypeSelect id="legal-new-section-type" value={sectionType} onChange={setSectionType} />}
        <Button type="submit" disabled={busy || isBlank(title)} aria-busy={busy || undefined}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {addLabel}
        </Button>
      </form>
    </FormCard>
  );
}
