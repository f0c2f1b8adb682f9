import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { serverMessageOr } from '@/app/api';
import { AdminLoad, AdminScreen } from '@/components/ui/admin-screen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusAlert } from '@/components/ui/status-alert';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useRestoreKey } from '@/platform/revisions/use-restore-key';
import { ServiceSectionForm } from './service-section-form';
import { ServiceSectionList } from './service-section-list';
import { useListServiceSectionsAdminQuery } from './services-admin-api';
import { STATUS_MESSAGE_MS, TEXT, type SectionDraft, type ServiceSection } from './services-rules';
import { useFlashMessage } from './use-flash-message';
import { useServiceSectionActions } from './use-service-section-actions';

type Choice = { mode: 'create' } | { mode: 'edit'; section: ServiceSection };

/** Admin: Services Management (docs/product/screens.md): the existing sections, and one section's form with its services. */
export function ServicesAdminPage() {
  const { data, isLoading, error, isFetching, refetch } = useListServiceSectionsAdminQuery();
  const status = useFlashMessage(STATUS_MESSAGE_MS);
  const actions = useServiceSectionActions(status.show);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [formVersion, setFormVersion] = useState(0);
  const [toDelete, setToDelete] = useState<ServiceSection | null>(null);
  const sections = data ?? [];
  // The form keeps its draft across reloads; a restore starts it over from the restored section.
  const restored = useRestoreKey(data);

  // Until the admin chooses, the first existing section is in edit mode (docs/product/states.md).
  // The chosen section as the list has it, unless the copy a save returned is newer (the list is refetching).
  const picked = choice?.mode === 'edit' ? choice.section : choice ? undefined : sections[0];
  const listed = picked && sections.find((s) => s._id === picked._id);
  const editing = listed && (listed.lastModifiedAt ?? '') >= (picked.lastModifiedAt ?? '') ? listed : picked;
  const choose = (next: Choice) => {
    setChoice(next);
    setFormVersion((v) => v + 1);
  };

  const save = async (draft: SectionDraft) => {
    const saved = await actions.save(draft, editing);
    if (saved) choose({ mode: 'edit', section: saved });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const deleted = await actions.deleteSection(toDelete._id);
    if (deleted && toDelete._id === editing?._id) choose({ mode: 'create' });
    setToDelete(null);
  };

  return (
    <AdminScreen
      headingId="services-admin-heading"
      title="Services Management"
      note="Manage service sections and individual services"
      history={<HistoryPanel kind="services" onRestored={restored.onRestored} />}
      actions={
        <Button onClick={() => choose({ mode: 'create' })} disabled={data === undefined}>
          Add New Service Section
        </Button>
      }
    >
      <StatusAlert message={status.message} onClose={status.clear} />

      <AdminLoad
        query={{ isLoading, isFetching, refetch }}
        failed={data === undefined}
        loadingText={TEXT.loading}
        failedMessage={serverMessageOr(error, TEXT.fetchFailed)}
      >
        {sections.length > 0 && (
          <ServiceSectionList
            sections={sections}
            selectedId={editing?._id}
            busy={actions.rowBusy}
            onSelect={(section) => choose({ mode: 'edit', section })}
            onToggle={actions.toggleSection}
            onDelete={setToDelete}
          />
        )}
        <ServiceSectionForm
          key={`${editing?._id ?? 'new'}-${formVersion}-${restored.key}`}
          section={editing}
          saving={actions.saving}
          onSave={save}
          onReset={() => choose({ mode: 'create' })}
        />
      </AdminLoad>

      <ConfirmDialog
        show={toDelete !== null}
        title="Delete Service Section"
        message={TEXT.deleteConfirm}
        confirmLabel="Delete"
        variant="danger"
        busy={actions.deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </AdminScreen>
  );
}
