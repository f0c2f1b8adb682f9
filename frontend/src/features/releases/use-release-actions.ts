import { useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import {
  useApproveReleaseMutation,
  useCreatePreviewLinkMutation,
  usePublishReleaseMutation,
  useRevertReleaseMutation,
  useScheduleReleaseMutation,
  useSendBackReleaseMutation,
  useSubmitReleaseMutation,
  useUnscheduleReleaseMutation,
  type PreviewLink,
} from './releases-api';
import { RELEASE_TEXTS } from './releases-rules';
import { problemOf, type ReleaseProblem } from './release-problem';

/** An optional comment as a body takes it: trimmed, and left out when blank. */
const withComment = (comment: string) => (comment.trim() ? { comment: comment.trim() } : {});

/**
 * The release's writes: each says the server's message in a toast when it went through, and otherwise keeps its
 * refusal (message and fields) for the alert above the actions. Each resolves null when it went through, else the
 * refusal (a form marks the field it names).
 */
export function useReleaseActions(id: string) {
  const toast = useToast();
  const [problem, setProblem] = useState<ReleaseProblem | null>(null);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [preview, previewing] = useCreatePreviewLinkMutation();
  const [publish, publishing] = usePublishReleaseMutation();
  const [schedule, scheduling] = useScheduleReleaseMutation();
  const [unschedule, unscheduling] = useUnscheduleReleaseMutation();
  const [revert, reverting] = useRevertReleaseMutation();
  const [submit, submitting] = useSubmitReleaseMutation();
  const [sendBack, sendingBack] = useSendBackReleaseMutation();
  const [approve, approving] = useApproveReleaseMutation();

  const run = async <T extends { message: string }>(call: () => Promise<T>, then?: (done: T) => void): Promise<ReleaseProblem | null> => {
    setProblem(null);
    try {
      const done = await call();
      toast(done.message);
      then?.(done);
      return null;
    } catch (error) {
      const refused = problemOf(error, RELEASE_TEXTS.actionFailed);
      setProblem(refused);
      return refused;
    }
  };

  return {
    problem,
    clearProblem: () => setProblem(null),
    link,
    busy: {
      preview: previewing.isLoading,
      publish: publishing.isLoading,
      schedule: scheduling.isLoading,
      unschedule: unscheduling.isLoading,
      undo: reverting.isLoading,
      submit: submitting.isLoading,
      decide: sendingBack.isLoading || approving.isLoading,
    },
    createLink: () => run(() => preview(id).unwrap(), setLink),
    publish: () => run(() => publish(id).unwrap()),
    schedule: (at: string) => run(() => schedule({ id, at }).unwrap()),
    unschedule: () => run(() => unschedule(id).unwrap()),
    undo: () => run(() => revert(id).unwrap()),
    submit: (comment: string) => run(() => submit({ id, body: withComment(comment) }).unwrap()),
    sendBack: (comment: string) => run(() => sendBack({ id, body: { comment: comment.trim() } }).unwrap()),
    approve: (at: string | undefined, comment: string) => run(() => approve({ id, body: { ...(at ? { at } : {}), ...withComment(comment) } }).unwrap()),
  };
}
