// A release's draft made again (ADR 0033), written once for both route kits: its operation's route is found, its
// handler runs with the draft's call and the ids it made the first time, and a refusal becomes the 409 that says the
// draft no longer applies. What runs a handler is each kit's own (the port); so is keeping a failed draft's writes
// from the rest of the replay.
import { HttpError } from '@shared/contract/http-error';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import { draftNoLongerApplies, releaseChange, type StoredDraft } from '@shared/contract/releases';

export interface ReplayPort<R> {
  /** The kit's routes by operationId. */
  routes: ReadonlyMap<string, R>;
  /** Runs `work` with `newId()` answering `ids` first, in order (the id plan). */
  withIdPlan(ids: readonly string[], work: () => Promise<void>): Promise<unknown>;
  /** Runs the route's handler with the draft's parameters, query and body; a refusal is thrown as an HttpError. */
  run(route: R, draft: StoredDraft): Promise<void>;
}

/** Makes `draft` again: a draft whose call now fails (a record it names was deleted live) answers 409 saying so. */
export async function replayDraft<R>(port: ReplayPort<R>, draft: StoredDraft, operations: readonly OperationInfo[]): Promise<void> {
  const route = port.routes.get(draft.operation);
  try {
    if (!route) throw new HttpError(409, 'its call is no longer offered');
    await port.withIdPlan(draft.ids, () => port.run(route, draft));
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    throw new HttpError(409, draftNoLongerApplies(releaseChange(draft, operations).summary, e.message));
  }
}

/**
 * Makes the drafts again in order, skipping each that no longer applies, so one stale draft fails no call of the
 * release: answers what each skipped draft's replay said, by draft id. A later draft that built on a skipped one
 * fails in turn and is skipped too.
 */
export async function replayApplicable(drafts: readonly StoredDraft[], replay: (draft: StoredDraft) => Promise<void>): Promise<Map<string, string>> {
  const stale = new Map<string, string>();
  for (const draft of drafts) {
    try {
      await replay(draft);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      stale.set(draft._id, e.message);
    }
  }
  return stale;
}
