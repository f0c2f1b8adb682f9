import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddSectionForm } from './add-section-form';
import type { LegalScreenConfig } from './legal-config';
import { sortedSections } from './legal-rules';
import type { LegalDocument } from './legal-types';
import { SectionCard } from './section-card';
import { usePendingConfirm } from './use-pending-confirm';

/** The 'Sections' tab: the add form, then the existing sections by order; one confirm dialog for every delete. */
export function SectionsTab({ config, doc }: { config: LegalScreenConfig; doc: LegalDocument }) {
  const confirm = usePendingConfirm();
  const sections = sortedSections(doc);
  return (
    <>
      <AddSectionForm config={config} doc={doc} />
      <section aria-labelledby="legal-existing-sections-heading">
        <h2 id="legal-existing-sections-heading" className="h5 mb-3">
          Existing Sections ({sections.length})
        </h2>
        {sections.length ? (
          <ul className="list-unstyled mb-0" aria-label="Existing Sections">
            {sections.map((s) => (
              <SectionCard key={s._id} config={config} docId={doc._id} section={s} onConfirm={confirm.ask} />
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">No sections yet. Add the first one above.</p>
        )}
      </section>
      <ConfirmDialog
        show={confirm.open}
        title={confirm.request?.title ?? ''}
        message={confirm.request?.message ?? ''}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        variant="danger"
        busy={confirm.busy}
        onConfirm={() => void confirm.confirm()}
        onCancel={confirm.cancel}
      />
    </>
  );
}
