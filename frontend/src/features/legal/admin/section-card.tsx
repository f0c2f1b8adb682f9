import { useId, useState } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { BulletPointsEditor } from './bullet-points-editor';
import { useDeleteLegalSectionMutation, useUpdateLegalSectionMutation } from './legal-admin-api';
import type { LegalScreenConfig } from './legal-config';
import { LIMITS, MESSAGES, SECTION_TYPE_LABELS, sectionTypeOf } from './legal-rules';
import type { LegalSection } from './legal-types';
import { SubsectionList } from './subsection-list';
import type { TextEntryValues } from './text-entry-form';
import { TextEntryModal } from './text-entry-modal';
import type { AskConfirm } from './use-pending-confirm';
import { useReportedWrite } from './use-reported-write';

interface SectionCardProps {
  config: LegalScreenConfig;
  docId: string;
  section: LegalSection;
  onConfirm: AskConfirm;
}

/** One of the 'Existing Sections': title, content, Edit (modal) and Delete (confirmed), bullets, subsections. */
export function SectionCard({ config, docId, section, onConfirm }: SectionCardProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateLegalSectionMutation();
  const [remove] = useDeleteLegalSectionMutation();
  const { run } = useReportedWrite();
  const path = { kind: config.kind, id: docId, sid: section._id };
  const type = sectionTypeOf(section);

  const save = ({ title, content, sectionType }: TextEntryValues) =>
    run(
      () => update({ ...path, body: { title: title.trim(), content: content.trim(), ...(sectionType ? { sectionType } : {}) } }).unwrap(),
      MESSAGES.sectionUpdated,
      MESSAGES.sectionUpdateFailed,
    );

  const askDelete = () =>
    onConfirm({
      title: 'Delete Section',
      message: `Are you sure you want to delete the section "${section.title}"? This action cannot be undone.`,
      action: () => run(() => remove(path).unwrap(), MESSAGES.sectionDeleted, MESSAGES.sectionDeleteFailed),
    });

  return (
    <Card as="li" className="mb-3" aria-labelledby={headingId}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h3 id={headingId} className="h6 mb-0">
          {section.title}
        </h3>
        {type && <Badge bg="info">{SECTION_TYPE_LABELS[type]}</Badge>}
        <div className="ms-auto d-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="sm" variant="outline-danger" onClick={askDelete}>
            Delete
          </Button>
        </div>
      </Card.Header>
      <Card.Body>
        {section.content ? <p style={{ whiteSpace: 'pre-line' }}>{section.content}</p> : <p className="text-body-secondary fst-italic">No content.</p>}
        <BulletPointsEditor config={config} docId={docId} section={section} onConfirm={onConfirm} />
        <SubsectionList config={config} docId={docId} section={section} onConfirm={onConfirm} />
      </Card.Body>
      <TextEntryModal
        show={editing}
        onHide={() => setEditing(false)}
        idPrefix={`legal-edit-${section._id}`}
        heading="Edit Section"
        saveLabel="Save Changes"
        initial={{ title: section.title, content: section.content ?? '', sectionType: type ?? '' }}
        limits={{ title: LIMITS.sectionTitle, content: LIMITS.sectionContent }}
        sectionType={config.hasSectionType ? { noneDisabled: !!type } : undefined}
        onSave={save}
      />
    </Card>
  );
}
