import type { RevisionKind } from '@shared/contract/revisions';
import {
  PREVIEW_LINK_CREATED,
  RELEASE_APPROVED,
  RELEASE_APPROVED_SCHEDULED,
  RELEASE_CREATED,
  RELEASE_PUBLISHED,
  RELEASE_REVERTED,
  RELEASE_SCHEDULED,
  RELEASE_SENT_BACK,
  RELEASE_SETTINGS_SAVED,
  RELEASE_SUBMITTED,
  RELEASE_UNSCHEDULED,
  withProblems,
} from '@shared/contract/releases';
import { actor, created, ok, route } from '../route';
import { listReply } from '../services/pagination';
import * as releases from '../services/releases';
import { createPreviewLink } from '../services/release-preview';
import { staleDrafts } from '../services/release-problems';
import { publishNow, revertNow } from '../services/release-publish';
import { approveNow, sendBackNow, submitNow } from '../services/release-review';

// Publishing, scheduling and undoing check the release settings (releases.assertMayPublish); approving and sending
// back are a super admin's (openapi.yaml: x-required-role).
export const releaseRoutes = [
  route('get', '/releases', async ({ deps, query }) => listReply(await releases.listReleases(deps.db, query))),
  route('post', '/releases', async ({ deps, body, auth }) => created(await releases.createRelease(deps.db, body, actor(auth)), RELEASE_CREATED)),
  route('get', '/releases/{id}', async ({ deps, params, auth, koa }) => {
    const release = await releases.getRelease(deps.db, params.id);
    return ok(withProblems(release, await staleDrafts(deps, release, auth, koa)));
  }),
  route('post', '/releases/{id}/preview-link', async ({ deps, params, auth }) =>
    created(await createPreviewLink(deps.db, deps.config.keys.releasePreview, params.id, actor(auth), deps.config.clock.now()), PREVIEW_LINK_CREATED),
  ),
  route('post', '/releases/{id}/publish', async ({ deps, params, auth, koa }) => {
    await releases.assertMayPublish(deps.db, auth!.admin.role);
    await publishNow(deps, koa, params.id, auth!);
    return ok(await releases.getRelease(deps.db, params.id), RELEASE_PUBLISHED);
  }),
  route('post', '/releases/{id}/schedule', async ({ deps, params, body, auth }) => {
    await releases.assertMayPublish(deps.db, auth!.admin.role);
    await releases.scheduleRelease(deps.db, params.id, body.at, actor(auth), undefined, deps.config.clock.now());
    return ok(await releases.getRelease(deps.db, params.id), RELEASE_SCHEDULED);
  }),
  route('delete', '/releases/{id}/schedule', async ({ deps, params, auth }) => {
    await releases.assertMayPublish(deps.db, auth!.admin.role);
    return ok(await releases.unscheduleRelease(deps.db, params.id), RELEASE_UNSCHEDULED);
  }),
  route('post', '/releases/{id}/revert', async ({ deps, params, auth, koa }) => {
    await releases.assertMayPublish(deps.db, auth!.admin.role);
    return ok(await revertNow(deps, koa, params.id, auth!), RELEASE_REVERTED);
  }),
  route('post', '/releases/{id}/submit', async ({ deps, params, body, auth }) => ok(await submitNow(deps, params.id, auth!, body), RELEASE_SUBMITTED)),
  route('post', '/releases/{id}/send-back', async ({ deps, params, body, auth }) => ok(await sendBackNow(deps, params.id, auth!, body), RELEASE_SENT_BACK)),
  route('post', '/releases/{id}/approve', async ({ deps, params, body, auth, koa }) =>
    ok(await approveNow(deps, koa, params.id, auth!, body), body.at ? RELEASE_APPROVED_SCHEDULED : RELEASE_APPROVED),
  ),
  route('get', '/release-drafts', async ({ deps, query }) =>
    ok(await releases.listWaitingDrafts(deps.db, query.kind as RevisionKind, query.recordId as string | undefined)),
  ),
  route('get', '/release-settings', async ({ deps }) => ok(await releases.getReleaseSettings(deps.db))),
  route('put', '/release-settings', async ({ deps, body, auth }) => ok(await releases.saveReleaseSettings(deps.db, body, actor(auth)), RELEASE_SETTINGS_SAVED)),
];
