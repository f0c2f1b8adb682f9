import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useReturnFocusOnClose } from '@/components/ui/use-return-focus';
import type { Release } from './releases-api';
import { RELEASE_TEXTS, type ReleaseAction } from './releases-rules';
import { ReleaseProblemAlert, type ReleaseProblem } from './release-problem';
import { PreviewLinkBox } from './preview-link-box';
import { ReleaseConfirm, type Confirmed } from './release-confirm';
import { ReviewDecisionForm } from './review-decision-form';
import { ScheduleForm } from './schedule-form';
import { SubmitReviewForm } from './submit-review-form';
import { useReleaseActions } from './use-release-actions';

interface ReleaseActionsProps {
  release: Release;
  allowed: Set<ReleaseAction>;
  superAdmin: boolean;
  /** The signed-in admin may publish (a super admin, or the setting lets regular admins). */
  mayPublish: boolean;
}

/** What may be done with the release now, for its state and the admin's role; refusals show above the buttons. */
export function ReleaseActions({ release, allowed, superAdmin, mayPublish }: ReleaseActionsProps) {
  const actions = useReleaseActions(release._id);
  const { busy } = actions;
  const [form, setForm] = useState<'schedule' | 'submit' | null>(null);
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  useReturnFocusOnClose(form);
  const anyBusy = Object.values(busy).some(Boolean);
  const can = (a: ReleaseAction) => allowed.has(a);
  const toggle = (which: 'schedule' | 'submit') => setForm((f) => (f === which ? null : which));
  /** Closes the open form once its write went through; passes its refusal on. */
  const closeWhen = (refused: ReleaseProblem | null) => {
    if (!refused) setForm(null);
    return refused;
  };
  const confirm = async (kind: Confirmed) => {
    await (kind === 'undo' ? actions.undo() : actions.publish());
    setConfirming(null);
  };
  const open = release.state === 'open' || release.state === 'failed';

  return (
    <section aria-labelledby="release-actions-heading" className="mb-4">
      <h3 id="release-actions-heading" className="h6">
        Actions
      </h3>
      <ReleaseProblemAlert problem={actions.problem} onClose={actions.clearProblem} />
      {open && release.changeCount === 0 && <Alert variant="info">{RELEASE_TEXTS.noDrafts}</Alert>}
      {open && release.changeCount > 0 && !mayPublish && <p className="small">{RELEASE_TEXTS.needsReview}</p>}
      {release.state === 'in_review' && !superAdmin && <p className="small">{RELEASE_TEXTS.waitingForReview}</p>}
      <div className="d-flex flex-wrap gap-2">
        {can('preview') && (
          <Button variant="outline-secondary" disabled={anyBusy} onClick={() => void actions.createLink()}>
            {busy.preview ? 'Creating link...' : 'Create preview link'}
          </Button>
        )}
        {can('submit') && (
          <Button variant="outline-primary" disabled={anyBusy} aria-expanded={form === 'submit'} onClick={() => toggle('submit')}>
            Submit for review…
          </Button>
        )}
        {can('publish') && (
          <Button disabled={anyBusy} onClick={() => setConfirming('publish')}>
            {busy.publish ? 'Publishing...' : 'Publish now'}
          </Button>
        )}
        {can('schedule') && (
          <Button variant="outline-primary" disabled={anyBusy} aria-expanded={form === 'schedule'} onClick={() => toggle('schedule')}>
            {release.state === 'scheduled' ? 'Change time…' : 'Schedule…'}
          </Button>
        )}
        {can('unschedule') && (
          <Button variant="outline-secondary" disabled={anyBusy} onClick={() => void actions.unschedule()}>
            {busy.unschedule ? 'Unscheduling...' : 'Unschedule'}
          </Button>
        )}
        {can('undo') && (
          <Button variant="outline-danger" disabled={anyBusy} onClick={() => setConfirming('undo')}>
            {busy.undo ? 'Undoing...' : 'Undo'}
          </Button>
        )}
      </div>
      {form === 'submit' && can('submit') && (
        <SubmitReviewForm busy={busy.submit} onSubmit={async (c) => closeWhen(await actions.submit(c))} onCancel={() => setForm(null)} />
      )}
      {form === 'schedule' && can('schedule') && (
        <ScheduleForm busy={busy.schedule} onSchedule={async (at) => closeWhen(await actions.schedule(at))} onCancel={() => setForm(null)} />
      )}
      {can('decide') && <ReviewDecisionForm busy={busy.decide} onApprove={actions.approve} onSendBack={actions.sendBack} />}
      {actions.link && <PreviewLinkBox link={actions.link} />}
      <ReleaseConfirm
        asking={confirming}
        changeCount={release.changeCount}
        busy={busy.publish || busy.undo}
        onConfirm={(kind) => void confirm(kind)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
