// Releases (ADR 0033), as the server keeps them: made, listed newest first and read with their drafts (mocks/releases.ts).
import type { RevisionKind } from '@shared/contract/revisions';
import {
  DUE_STATES,
  REVIEW_STATES,
  RELEASE_APPROVED,
  RELEASE_APPROVED_SCHEDULED,
  RELEASE_SENT_BACK,
  RELEASE_SETTINGS_SAVED,
  RELEASE_SUBMITTED,
  publishRefusal,
  waitingDrafts,
  RELEASE_NOT_SCHEDULED,
  RELEASE_SCHEDULED,
  RELEASE_UNSCHEDULED,
  scheduleRefusal,
  draftOperation,
  RELEASE_PUBLISHED,
  RELEASE_REVERTED,
  PREVIEW_LINK_CREATED,
  RELEASE_CREATED,
  releaseChange,
  releaseName,
  WAITING_STATES,
  withProblems,
  type StoredRelease,
} from '@shared/contract/releases';
import { contract } from '../contract';
import { db, mockNow, newId, nowIso } from '../db';
import { draftsOf, findRelease, setReleaseState, withCount } from '../releases';
import { recordActivity } from '../activity';
import { recordRevisions, restoreContent, snapshotContent, snapshotKind, writeRecordBack } from '../revisions';
import { publishRelease, revertRelease, type PublishPort } from '@shared/pipeline/release-publish';
import { replayApplicable } from '@shared/pipeline/draft-replay';
import { beforeEachAnswer, created, ok, replayDraft, route } from '../route';
import type { AuthContext } from '../auth';
import { HttpError } from '@shared/contract/http-error';
import { approveRelease, sendBackRelease, submitRelease, type ReviewPort } from '@shared/pipeline/release-review';
import { DEMO_SITE_URL } from '@shared/demo-content';
import { deliver, withDeliveries } from '../mail';
import { mockPreviewLink } from '../release-preview';
import { listReply } from './support';

export const releaseRoutes = [
  route('get', '/releases', ({ query }) => listReply([...db.releases].reverse().map(withCount), query)),
  route('post', '/releases', ({ body, auth }) => {
    const now = nowIso();
    const release: StoredRelease = { _id: newId(), name: releaseName(body.name), state: 'open', createdBy: auth!.admin._id, createdAt: now, updatedAt: now };
    db.releases.push(release);
    return created(withCount(release), RELEASE_CREATED);
  }),
  route('get', '/releases/{id}', async ({ params, auth, request }) =>
    ok(withProblems(releaseWithChanges(params.id), await staleDrafts(params.id, auth, request))),
  ),
  // Signed as the server signs it; under `npm run dev` the page opened at it reads the content with the release
  // applied (mocks/release-preview.ts).
  route('post', '/releases/{id}/preview-link', async ({ params, auth }) => {
    findRelease(params.id);
    return created(await mockPreviewLink(params.id, auth!.admin._id), PREVIEW_LINK_CREATED);
  }),
  route('post', '/releases/{id}/publish', async ({ params, auth, request }) => {
    mayPublish(auth!);
    await publish(params.id, auth!, request);
    return ok(withCount(findRelease(params.id)), RELEASE_PUBLISHED);
  }),
  route('post', '/releases/{id}/revert', async ({ params, auth, request }) => {
    mayPublish(auth!);
    const { port, writer } = publishPort(auth!, request);
    await revertRelease(port, params.id, writer, newId(), nowIso());
    return ok(withCount(findRelease(params.id)), RELEASE_REVERTED);
  }),
  route('post', '/releases/{id}/schedule', ({ params, body, auth }) => {
    mayPublish(auth!);
    schedule(params.id, body.at, auth!.admin._id);
    return ok(withCount(findRelease(params.id)), RELEASE_SCHEDULED);
  }),
  route('delete', '/releases/{id}/schedule', ({ params, auth }) => {
    mayPublish(auth!);
    if (findRelease(params.id).state !== 'scheduled') throw new HttpError(409, RELEASE_NOT_SCHEDULED);
    setReleaseState(params.id, 'open', {});
    return ok(withCount(findRelease(params.id)), RELEASE_UNSCHEDULED);
  }),
  route('post', '/releases/{id}/submit', async ({ params, body, auth }) => {
    await submitRelease(reviewPort, params.id, reviewer(auth!), body.comment, nowIso());
    return ok(releaseWithChanges(params.id), RELEASE_SUBMITTED);
  }),
  route('post', '/releases/{id}/send-back', async ({ params, body, auth }) => {
    await sendBackRelease(reviewPort, params.id, reviewer(auth!), body.comment, nowIso());
    return ok(releaseWithChanges(params.id), RELEASE_SENT_BACK);
  }),
  route('post', '/releases/{id}/approve', async ({ params, body, auth, request }) => {
    await approveRelease(reviewPort, params.id, reviewer(auth!), body, nowIso(), {
      publish: () => publish(params.id, auth!, request, REVIEW_STATES),
      schedule: async (at) => schedule(params.id, at, auth!.admin._id, REVIEW_STATES),
    });
    return ok(releaseWithChanges(params.id), body.at ? RELEASE_APPROVED_SCHEDULED : RELEASE_APPROVED);
  }),
  route('get', '/release-drafts', ({ query }) =>
    ok(
      waitingDrafts(
        db.releaseDrafts,
        (id) => db.releases.find((r) => r._id === id),
        query.kind as RevisionKind,
        query.recordId as string | undefined,
        contract.operations,
      ),
    ),
  ),
  route('get', '/release-settings', () => ok(structuredClone(db.releaseSettings))),
  route('put', '/release-settings', ({ body, auth }) => {
    db.releaseSettings = { regularAdminsMayPublish: body.regularAdminsMayPublish, lastModifiedBy: auth!.admin._id, lastModifiedAt: nowIso() };
    return ok(structuredClone(db.releaseSettings), RELEASE_SETTINGS_SAVED);
  }),
];

/** A release as `GET /releases/{id}` answers it: with its drafts and the emails of its review. */
const releaseWithChanges = (id: string) =>
  withDeliveries('release', { ...withCount(findRelease(id)), changes: draftsOf(id, false).map((d) => releaseChange(d, contract.operations)) });

/**
 * What each draft of a waiting release that no longer applies said when made again as the reader, by draft id; the
 * content is put back as it was after.
 */
async function staleDrafts(id: string, auth: AuthContext | undefined, request: Request) {
  if (!WAITING_STATES.has(findRelease(id).state)) return new Map<string, string>();
  const saved = snapshotContent();
  try {
    return await replayApplicable(draftsOf(id, false), (draft) => replayDraft(draft, auth, request));
  } finally {
    restoreContent(saved);
  }
}

/** 403 unless the caller may publish, schedule and undo releases (the release settings). */
function mayPublish(auth: AuthContext) {
  const refusal = publishRefusal(auth.admin.role, db.releaseSettings);
  if (refusal) throw refusal;
}

/** Schedules the release for `at`, by `adminId`; `from`: the states it may be scheduled from. */
function schedule(id: string, at: string, adminId: string, from?: ReadonlySet<StoredRelease['state']>) {
  const release = findRelease(id);
  const refusal = scheduleRefusal(release, draftsOf(id, false).length, Date.parse(at), mockNow(), from);
  if (refusal) throw refusal;
  setReleaseState(id, 'scheduled', { scheduledAt: new Date(at).toISOString(), scheduledBy: adminId });
}

const reviewer = (auth: AuthContext) => ({ _id: auth.admin._id, name: auth.admin.name });

/** The mocks' side of a review: the in-memory db, its admins, and its mail (each email counted as sent). */
const reviewPort: ReviewPort<undefined> = {
  release: async (id) => withCount(findRelease(id)),
  transaction: (work) => work(undefined),
  setState: async (_tx, id, state, outcome) => setReleaseState(id, state, outcome),
  reviewers: async () =>
    db.admins
      .filter(({ admin }) => admin.role === 'super_admin' && admin.status === 'active')
      .map(({ admin }) => admin.email)
      .sort(),
  emailOf: async (id) => db.admins.find(({ admin }) => admin._id === id && admin.status === 'active')?.admin.email,
  mail: async (_tx, id, mails) => deliver('release', id, mails),
  siteUrl: DEMO_SITE_URL,
};

/**
 * The server's publish (@shared/pipeline/release-publish.ts) over the in-memory db: its transaction puts every kind,
 * the history and the activity log back when it throws.
 */
async function publish(id: string, auth: AuthContext, request: Request, from?: ReadonlySet<StoredRelease['state']>) {
  const { port, writer } = publishPort(auth, request);
  await publishRelease(port, id, writer, (operationId) => draftOperation(contract.operations, operationId), nowIso(), from);
}

/** The mocks' side of the shared publish and undo, for `auth`'s admin. */
function publishPort(auth: AuthContext, request: Request): { port: PublishPort<undefined>; writer: { _id: string; role: AuthContext['admin']['role'] } } {
  const writer = { _id: auth.admin._id, role: auth.admin.role };
  return {
    port: {
      release: async (rid) => findRelease(rid),
      drafts: async (rid) => draftsOf(rid, false),
      async transaction(work) {
        const saved = snapshotContent();
        try {
          await work(undefined);
        } catch (e) {
          restoreContent(saved);
          throw e;
        }
      },
      snapshot: async (_tx, kind) => snapshotKind(kind),
      replay: (_tx, draft) => replayDraft(draft, auth, request),
      record: async (_tx, kind, before, operation) => recordRevisions(kind, before, operation, writer),
      activity: async (_tx, event) => void recordActivity(event),
      written: async () => undefined,
      setState: async (_tx, rid, state, outcome) => setReleaseState(rid, state, outcome),
      committed: () => undefined,
      writeBack: async (_tx, kind, recordId, record) => void writeRecordBack(kind, recordId, record, auth.admin._id),
      create: async (_tx, release) => void db.releases.push(structuredClone(release)),
    },
    writer,
  };
}

/**
 * The mocks' scheduler: before each call is answered, every scheduled release due by the mocks' clock is published
 * as the admin who scheduled it, as the server's instances do each second (a conflict marks it failed).
 */
const publishing = new Set<string>();
beforeEachAnswer(async (request) => {
  const due = db.releases.filter((r) => r.state === 'scheduled' && Date.parse(r.scheduledAt ?? '') <= mockNow() && !publishing.has(r._id));
  for (const release of due) {
    // Claimed, as an instance claims it: a call answered meanwhile does not publish it a second time.
    publishing.add(release._id);
    const admin = db.admins.find((a) => a.admin._id === release.scheduledBy)?.admin;
    if (!admin) {
      publishing.delete(release._id);
      setReleaseState(release._id, 'failed', { failure: { message: 'The admin who scheduled it is no longer an admin', conflicts: [] } });
      continue;
    }
    await publish(release._id, { admin, jti: '', sid: '' }, request, DUE_STATES)
      .catch(() => undefined)
      .finally(() => publishing.delete(release._id));
  }
});
