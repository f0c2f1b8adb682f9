import { REVISION_RESTORED, revisionDetail, type RevisionKind } from '@shared/contract/revisions';
import { ok, route } from '../route';
import { currentRecord, findRevision, restoreRevision, revisionsOf } from '../revisions';
import { listReply } from './support';

export const revisionRoutes = [
  route('get', '/revisions', ({ query }) =>
    listReply(
      revisionsOf(query.kind as RevisionKind, query.recordId as string | undefined).map(({ snapshot: _snapshot, ...summary }) => summary),
      query,
    ),
  ),
  route('get', '/revisions/{id}', ({ params }) => {
    const revision = findRevision(params.id);
    return ok(revisionDetail(structuredClone(revision), currentRecord(revision.kind, revision.recordId)));
  }),
  // The route kit stores the restore's own revisions only for tagged content kinds; a restore stores them itself.
  route('post', '/revisions/{id}/restore', ({ params, auth }) => ok(restoreRevision(params.id, auth!.admin), REVISION_RESTORED)),
];
