import { useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { useCreateHeroMutation, useDeleteHeroMutation, useUpdateHeroMutation } from './hero-admin-api';
import { noAnswer } from '@/app/api';
import { draftFromHero, isValidHeroId, toHeroInput, type Hero, type HeroDraft } from './hero-rules';

/** The hero screen's writes, each reporting through a toast with the exact texts of docs/product/messages.md. */
export function useHeroActions() {
  const toast = useToast();
  const [createHero] = useCreateHeroMutation();
  const [updateHero] = useUpdateHeroMutation();
  const [deleteHero, deleteState] = useDeleteHeroMutation();
  const [rowBusy, setRowBusy] = useState(false);
  const [saving, setSaving] = useState(false);

  /** True when the hero can be opened for editing; says why not otherwise. */
  const canEdit = (hero: Hero): boolean => {
    if (isValidHeroId(hero._id)) return true;
    toast('Invalid hero ID - cannot edit', { variant: 'danger' });
    return false;
  };

  /** Creates (no id) or updates a hero; resolves true when it was saved. */
  const save = async (draft: HeroDraft, id?: string): Promise<boolean> => {
    if (id !== undefined && !isValidHeroId(id)) {
      toast('Invalid hero ID - cannot edit', { variant: 'danger' });
      return false;
    }
    setSaving(true);
    try {
      if (id) await updateHero({ id, body: toHeroInput(draft) }).unwrap();
      else await createHero(toHeroInput(draft)).unwrap();
      toast(id ? 'Hero section updated successfully!' : 'Hero section created successfully!');
      return true;
    } catch (e) {
      toast(noAnswer(e) ? 'Error saving hero section' : 'Failed to save hero section', { variant: 'danger' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const remove = async (hero: Hero): Promise<void> => {
    try {
      await deleteHero(hero._id).unwrap();
      toast('Hero section deleted successfully!');
    } catch {
      toast('Failed to delete hero section', { variant: 'danger' });
    }
  };

  /** Sends the full hero with isActive flipped (docs/product/states.md). */
  const toggle = async (hero: Hero): Promise<void> => {
    setRowBusy(true);
    try {
      await updateHero({ id: hero._id, body: { ...toHeroInput(draftFromHero(hero)), isActive: !hero.isActive } }).unwrap();
      toast(hero.isActive ? 'Hero section deactivated successfully!' : 'Hero section activated successfully!');
    } catch {
      toast('Failed to update hero status', { variant: 'danger' });
    } finally {
      setRowBusy(false);
    }
  };

  /** Swaps the displayOrder of two heroes with two updates; the list then reloads (docs/product/states.md). */
  const swap = async (a: Hero, b: Hero): Promise<void> => {
    if (!isValidHeroId(a._id) || !isValidHeroId(b._id)) {
      toast('Invalid hero IDs for reordering', { variant: 'danger' });
      return;
    }
    setRowBusy(true);
    try {
      await updateHero({ id: a._id, body: { ...toHeroInput(draftFromHero(a)), displayOrder: b.displayOrder } }).unwrap();
      await updateHero({ id: b._id, body: { ...toHeroInput(draftFromHero(b)), displayOrder: a.displayOrder } }).unwrap();
      toast('Hero order updated successfully!');
    } catch {
      toast('Failed to update hero order', { variant: 'danger' });
    } finally {
      setRowBusy(false);
    }
  };

  return {
    canEdit,
    save,
    remove,
    toggle,
    swap,
    saving,
    deleting: deleteState.isLoading,
    rowBusy,
  };
}
