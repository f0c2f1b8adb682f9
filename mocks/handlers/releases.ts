// Releases (ADR 0033), as the server keeps them: made, listed newest first and read with their drafts (mocks/releases.ts).
import {
  PREVIEW_LINK_CREATED,
  PREVIEW_LINK_LIFETIME_MS,
  PREVIEW_PATH,
  RELEASE_CREATED,
  releaseChange,
  releaseName,
  type StoredRelease,
} from '@shared/contract/releases';
import { contract } from '../contract';
import { db, newId, nowIso, randomToken } from '../db';
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
  // The link's shape as the server makes it; the pages it opens are the server's to render (ADR 0033), so under
  // `npm run dev` it opens the site as it is.
  route('post', '/releases/{id}/preview-link', ({ params }) => {
    findRelease(params.id);
    return created(
      { url: `${PREVIEW_PATH}${randomToken()}.${randomToken()}.${randomToken()}`, expiresAt: new Date(Date.now() + PREVIEW_LINK_LIFETIME_MS).toISOString() },
      PREVIEW_LINK_CREATED,
    );
  }),
];
