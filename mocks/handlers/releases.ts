// Releases (ADR 0033), as the server keeps them: made, listed newest first and read with their drafts (mocks/releases.ts).
import { RELEASE_CREATED, releaseChange, releaseName, type StoredRelease } from '@shared/contract/releases';
import { contract } from '../contract';
import { db, newId, nowIso } from '../db';
import { draftsOf, findRelease, withCount } from '../releases';
import { created, ok, route } from '../route';
import { listReply } from './support';

export const releaseRoutes = [
  route('get', '/releases', ({ query }) => listReply([...db.releases].reverse().map(withCount), query)),
  route('post', '/releases', ({ body, auth }) => {
    const now = nowIso();
    const release: StoredRelease = { _id: newId(), name: releaseName(body.name), state: 'open', createdBy: auth!.admin._id, createdAt: now, updatedAt: now };
    db.releases.push(release);
    return created(withCount(release), RELEASE_CREATED);
  }),
  route('get', '/releases/{id}', ({ params }) =>
    ok({ ...withCount(findRelease(params.id)), changes: draftsOf(params.id, false).map((d) => releaseChange(d, contract.operations)) }),
  ),
];
