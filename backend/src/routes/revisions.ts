import { REVISION_RESTORED, type RevisionKind } from '@shared/contract/revisions';
import { ok, route, writer } from '../route';
import { listReply } from '../services/pagination';
import * as revisions from '../services/revisions';

export const revisionRoutes = [
  route('get', '/revisions', async ({ deps, query }) =>
    listReply(await revisions.listRevisions(deps.db, { ...query, kind: query.kind as RevisionKind, recordId: query.recordId as string | undefined })),
  ),
  route('get', '/revisions/{id}', async ({ deps, params }) => ok(await revisions.getRevision(deps.db, params.id))),
  // The route kit runs content writes in one transaction: deps.db is it.
  route('post', '/revisions/{id}/restore', async ({ deps, params, auth }) =>
    ok(await revisions.restoreRevision(deps.db, params.id, writer(auth)), REVISION_RESTORED),
  ),
];
