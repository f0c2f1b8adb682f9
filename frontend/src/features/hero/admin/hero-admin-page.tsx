import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { AdminLoad, AdminScreen } from '@/components/ui/admin-screen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useReturnFocusOnClose } from '@/components/ui/use-return-focus';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useListHeroesQuery } from './hero-admin-api';
import { HeroForm } from './hero-form';
import { HeroList } from './hero-list';
import { noAnswer } from '@/app/api';
import { draftFromHero, newHeroDraft, sortedHeroes, type Hero, type HeroDraft } from './hero-rules';
import { useHeroActions } from './use-hero-actions';

type Editing = { mode: 'create' } | { mode: 'edit'; hero: Hero };

/** Admin: Hero screen (docs/product/screens.md): the list by displayOrder, create/edit with a live preview, delete, toggle, reorder. */
export function HeroAdminPage() {
  const { data, error, isLoading, isError, isFetching, refetch } = useListHeroesQuery();
  const actions = useHeroActions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<Hero | null>(null);
  const heroes = sortedHeroes(data);
  const formKey = editing?.mode === 'edit' ? editing.hero._id : editing ? 'new' : null;
  // The form takes the focus as it opens; saved or cancelled, it gives it back to 'Add Hero' or the hero's 'Edit'.
  useReturnFocusOnClose(formKey);

  const save = async (draft: HeroDraft) => {
    if (await actions.save(draft, editing?.mode === 'edit' ? editing.hero._id : undefined)) setEditing(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await actions.remove(toDelete);
    if (editing?.mode === 'edit' && editing.hero._id === toDelete._id) setEditing(null);
    setToDelete(null);
  };

  return (
    <AdminScreen
      headingId="hero-admin-heading"
      title="Hero Management"
      note="Manage the hero banners shown at the top of the home page."
      history={<HistoryPanel kind="hero" onRestored={({ recordId }) => editing?.mode === 'edit' && editing.hero._id === recordId && setEditing(null)} />}
      actions={
        <Button onClick={() => setEditing({ mode: 'create' })} disabled={isLoading || isError}>
          Add Hero
        </Button>
      }
    >
      {editing && (
        <HeroForm
          key={formKey}
          mode={editing.mode}
          heroId={editing.mode === 'edit' ? editing.hero._id : undefined}
          initial={editing.mode === 'edit' ? draftFromHero(editing.hero) : newHeroDraft(heroes.length)}
          saving={actions.saving}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}

      <AdminLoad
        query={{ isLoading, isError, isFetching, refetch }}
        loadingText="Loading hero sections..."
        failedMessage={noAnswer(error) ? 'Error loading hero sections' : 'Failed to fetch hero sections'}
      >
        {heroes.length === 0 ? (
          <p className="text-body-secondary py-4">No hero sections yet. Click &quot;Add Hero&quot; to create the first one.</p>
        ) : (
          <HeroList
            heroes={heroes}
            busy={actions.rowBusy}
            onEdit={(hero) => actions.canEdit(hero) && setEditing({ mode: 'edit', hero })}
            onDelete={setToDelete}
            onToggle={actions.toggle}
            onSwap={actions.swap}
          />
        )}
      </AdminLoad>

      <ConfirmDialog
        show={toDelete !== null}
        title="Delete Hero Section"
        message="Are you sure you want to delete this hero section?"
        confirmLabel="Delete"
        variant="danger"
        busy={actions.deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </AdminScreen>
  );
}
