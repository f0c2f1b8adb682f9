import { PREVIEW_LINK_CREATED, RELEASE_CREATED, RELEASE_PUBLISHED, RELEASE_REVERTED, RELEASE_SCHEDULED, RELEASE_UNSCHEDULED } from '@shared/contract/releases';
import { actor, created, ok, route } from '../route';
import { listReply } from '../services/pagination';
import * as releases from '../services/releases';
import { createPreviewLink } from '../services/release-preview';
import { publishNow, revertNow } from '../services/release-publish';

export const releaseRoutes = [
  route('get', '/releases', async ({ deps, query }) => listReply(await releases.listReleases(deps.db, query))),
  route('post', '/releases', async ({ deps, body, auth }) => created(await releases.createRelease(deps.db, body, actor(auth)), RELEASE_CREATED)),
  route('get', '/releases/{id}', async ({ deps, params }) => ok(await releases.getRelease(deps.db, params.id))),
  route('post', '/releases/{id}/preview-link', async ({ deps, params, auth }) =>
    created(await createPreviewLink(deps.db, deps.config.keys.releasePreview, params.id, actor(auth)), PREVIEW_LINK_CREATED),
  ),
  route('post', '/releases/{id}/publish', async ({ deps, params, auth, koa }) => ok(await publishNow(deps, koa, params.id, auth!), RELEASE_PUBLISHED)),
  route('post', '/releases/{id}/schedule', async ({ deps, params, body, auth }) =>
    ok(await releases.scheduleRelease(deps.db, params.id, body.at, actor(auth)), RELEASE_SCHEDULED),
  ),
  route('delete', '/releases/{id}/schedule', async ({ deps, params }) => ok(await releases.unscheduleRelease(deps.db, params.id), RELEASE_UNSCHEDULED)),
  route('post', '/releases/{id}/revert', async ({ deps, params, auth, koa }) => ok(await revertNow(deps, koa, params.id, auth!), RELEASE_REVERTED)),
];
