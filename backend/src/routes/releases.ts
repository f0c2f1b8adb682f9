import { RELEASE_CREATED } from '@shared/contract/releases';
import { actor, created, ok, route } from '../route';
import { listReply } from '../services/pagination';
import * as releases from '../services/releases';

export const releaseRoutes = [
  route('get', '/releases', async ({ deps, query }) => listReply(await releases.listReleases(deps.db, query))),
  route('post', '/releases', async ({ deps, body, auth }) => created(await releases.createRelease(deps.db, body, actor(auth)), RELEASE_CREATED)),
  route('get', '/releases/{id}', async ({ deps, params }) => ok(await releases.getRelease(deps.db, params.id))),
];
