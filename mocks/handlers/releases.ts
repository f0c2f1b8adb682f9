// Releases (ADR 0033), as the server keeps them: made, listed newest first and read with their drafts (mocks/releases.ts).
import {
  draftOperation,
  RELEASE_PUBLISHED,
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
import { draftsOf, findRelease, setReleaseState, withCount } from '../releases';
import { recordActivity } from '../activity';
import { recordRevisions, restoreContent, snapshotContent, snapshotKind } from '../revisions';
import { publishRelease } from '@shared/pipeline/release-publish';
import { created, ok, replayDraft, route } from '../route';
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
  // The server's publish (@shared/pipeline/release-publish.ts); the mocks' transaction puts every kind, the history
  // and the activity log back when it throws.
  route('post', '/releases/{id}/publish', async ({ params, auth, request }) => {
    const writer = { _id: auth!.admin._id, role: auth!.admin.role };
    await publishRelease<undefined>(
      {
        release: async (id) => findRelease(id),
        drafts: async (id) => draftsOf(id, false),
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
        setState: async (_tx, id, state, outcome) => setReleaseState(id, state, outcome),
        committed: () => undefined,
      },
      params.id,
      writer,
      (operationId) => draftOperation(contract.operations, operationId),
      nowIso(),
    );
    return ok(withCount(findRelease(params.id)), RELEASE_PUBLISHED);
  }),
];
