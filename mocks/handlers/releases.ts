// Releases (ADR 0033), as the server keeps them: made, listed newest first and read.
import { HttpError } from '@shared/contract/http-error';
import { RELEASE_CREATED, RELEASE_NOT_FOUND, releaseName } from '@shared/contract/releases';
import { db, newId, nowIso } from '../db';
import { created, ok, route } from '../route';
import { listReply } from './support';

export const releaseRoutes = [
  route('get', '/releases', ({ query }) => listReply(structuredClone([...db.releases].reverse()), query)),
  route('post', '/releases', ({ body, auth }) => {
    const now = nowIso();
    const release = { _id: newId(), name: releaseName(body.name), state: 'open' as const, createdBy: auth!.admin._id, createdAt: now, updatedAt: now };
    db.releases.push(release);
    return created(structuredClone(release), RELEASE_CREATED);
  }),
  route('get', '/releases/{id}', ({ params }) => {
    const release = db.releases.find((r) => r._id === params.id);
    if (!release) throw new HttpError(404, RELEASE_NOT_FOUND);
    return ok(structuredClone(release));
  }),
];
