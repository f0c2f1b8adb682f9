import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { LegalScreenConfig } from './legal-config';
import { LIMITS, MESSAGES } from './legal-rules';
import type { LegalSection, Subsection } from './legal-types';
import { useAddPrivacySubsectionMutation, useDeletePrivacySubsectionMutation, useUpdatePrivacySubsectionMutation } from './privacy-subsections-api';
import { SubsectionItem } from './subsection-item';
import type { TextEntryValues } from './text-entry-form';
import { TextEntryModal } from './text-entry-modal';
import type { AskConfirm } from './use-pending-confirm';
import { useReportedWrite } from './use-reported-write';

interface SubsectionListProps {
  config: LegalScreenConfig;
  docId: string;
  section: LegalSection;
  onConfirm: AskConfirm;
}

/** A section's subsections: added, edited and deleted on the privacy policy; read-only on the terms. */
export function SubsectionList({ config, docId, section, onConfirm }: SubsectionListProps) {
  const editable = config.editableSubsections;
  const subsections = section.subsections ?? [];
  const [modal, setModal] = useState<{ open: boolean; subsection?: Subsection }>({ open: false });
  const [add] = useAddPrivacySubsectionMutation();
  const [update] = useUpdatePrivacySubsectionMutation();
  const [remove] = useDeletePrivacySubsectionMutation();
  const { run } = useReportedWrite();
  const path = { id: docId, sid: section._id };
  if (!editable && !subsections.length) return null;

  const save = ({ title, content }: TextEntryValues) => {
    const body = { title: title.trim(), content: content.trim() };
    const sub = modal.subsection;
    return sub
      ? run(() => update({ ...path, subid: sub._id, body }).unwrap(), MESSAGES.subsectionUpdated, MESSAGES.subsectionUpdateFailed)
      : run(() => add({ ...path, body }).unwrap(), MESSAGES.subsectionAdded, MESSAGES.subsectionAddFailed);
  };

  const askDelete = (sub: Subsection) =>
    onConfirm({
      title: 'Delete Subsection',
      message: `Are you sure you want to delete the subsection "${sub.title}"? This action cannot be undone.`,
      action: () => run(() => remove({ ...path, subid: sub._id }).unwrap(), MESSAGES.subsectionDeleted, MESSAGES.subsectionDeleteFailed),
    });

  return (
    <div>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h4 className="h6 mb-0">Subsections</h4>
        {editable && (
          <Button size="sm" variant="outline-secondary" onClick={() => setModal({ open: true })}>
            Add Subsection
          </Button>
        )}
      </div>
      {!editable && <p className="small text-body-secondary">The terms&apos; subsections are shown here read-only.</p>}
      {subsections.length ? (
        <ul className="list-unstyled mb-0" aria-label="Subsections">
          {subsections.map((sub) => (
            <SubsectionItem
              key={sub._id}
              subsection={sub}
              {...(editable ? { onEdit: () => setModal({ open: true, subsection: sub }), onDelete: () => askDelete(sub) } : {})}
            />
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary mb-0">No subsections yet.</p>
      )}
      {editable && (
        <TextEntryModal
          show={modal.open}
          onHide={() => setModal((m) => ({ ...m, open: false }))}
          idPrefix={`legal-subsection-${section._id}`}
          heading={modal.subsection ? 'Edit Subsection' : 'Add Subsection'}
          saveLabel={modal.subsection ? 'Save Changes' : 'Add Subsection'}
          initial={{ title: modal.subsection?.title ?? '', content: modal.subsection?.content ?? '', sectionType: '' }}
          limits={{ title: LIMITS.subsectionTitle, content: LIMITS.subsectionContent }}
          onSave={save}
        />
      )}
    </div>
  );
}
