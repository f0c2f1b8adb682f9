import { useState, type FormEvent } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { SectionInfoCard } from '@/components/ui/section-info-card';
import { PlansCard } from './plans-card';
import { PricingPreview } from './pricing-preview';
import { newPlanDraft, type PlanDraft, type PricingDraft } from './pricing-draft';
import { hasErrors, LIMITS, MESSAGES, validateDraft } from './pricing-validation';
import { usePricingActions } from './use-pricing-actions';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface PricingFormProps {
  initial: PricingDraft;
  resetting: boolean;
  onReset: () => void;
  onSaved: () => void;
  /** A saved plan was deleted on the server: the draft without it, so other unsaved edits survive the reload. */
  onPlanDeleted: (draft: PricingDraft) => void;
}

const deleteMessage = (name: string) => `Are you sure you want to delete the plan "${name}"? This action cannot be undone.`;

export function PricingForm({ initial, resetting, onReset, onSaved, onPlanDeleted }: PricingFormProps) {
  const saveLabel = useSaveLabel('Save Pricing Configuration');
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  // The plan stays set while the dialog fades out, so its text does not change on the way.
  const [toDelete, setToDelete] = useState<PlanDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { save, deletePlan, planRemoved, saving, deleting } = usePricingActions();

  // Errors show once a save was tried, and follow the admin's corrections from then on.
  const errors = submitted ? validateDraft(draft) : undefined;
  const invalid = !!errors && hasErrors(errors);

  const patch = (p: Partial<PricingDraft>) => setDraft((d) => ({ ...d, ...p }));
  const patchPlan = (key: string, p: Partial<PlanDraft>) => setDraft((d) => ({ ...d, plans: d.plans.map((x) => (x.key === key ? { ...x, ...p } : x)) }));
  const addPlan = () => setDraft((d) => ({ ...d, plans: [...d.plans, newPlanDraft(d.plans.length)] }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateDraft(draft))) {
      focusFirstInvalid();
      return;
    }
    if (await save(draft)) onSaved();
  };

  const askDelete = (plan: PlanDraft) => {
    setToDelete(plan);
    setConfirming(true);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const next = { ...draft, plans: draft.plans.filter((p) => p.key !== toDelete.key) };
    // An unsaved plan exists only here; a saved one is deleted on the server first (docs/product/states.md).
    if (!toDelete._id || !draft._id) {
      setDraft(next);
      setConfirming(false);
      planRemoved();
      return;
    }
    const deleted = await deletePlan(draft._id, toDelete._id);
    setConfirming(false);
    if (!deleted) return;
    setDraft(next);
    onPlanDeleted(next);
  };

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Pricing configuration">
        {!draft._id && <Alert variant="info">No pricing configuration exists yet. Saving will create it.</Alert>}
        <SectionInfoCard idPrefix="pricing" draft={draft} limits={LIMITS} errors={errors} onChange={patch} />
        <PlansCard plans={draft.plans} errors={errors?.plans} onAdd={addPlan} onChange={patchPlan} onDelete={askDelete} />

        {invalid && (
          <Alert variant="danger" role="alert">
            {MESSAGES.summary}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={onReset} disabled={saving || resetting}>
            Reset
          </Button>
          <Button type="submit" disabled={saving || resetting}>
            {saving ? 'Saving...' : saveLabel}
          </Button>
        </div>

        <ConfirmDialog
          show={confirming}
          title="Confirm Delete"
          message={deleteMessage(toDelete?.name.trim() ?? '')}
          confirmLabel="Delete Plan"
          cancelLabel="Cancel"
          variant="danger"
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      </form>
      <h2 className="h5 mt-4">Preview</h2>
      <PricingPreview draft={draft} />
    </>
  );
}
