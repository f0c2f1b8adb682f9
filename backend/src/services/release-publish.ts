// Publishing a release on the server (ADR 0033): the shared publish (@shared/pipeline/release-publish.ts) over one
// database transaction, the route kit's replayer and the server's history, activity and content version.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { draftOperation } from '@shared/contract/releases';
import { publishRelease } from '@shared/pipeline/release-publish';
import { contract } from '../contract';
import { bumpContentVersion } from '../db/content-version';
import { nowIso } from '../db/rows';
import type { AuthContext } from '../middleware/auth';
import type { Deps } from '../route';
import { recordActivity } from './activity';
import { draftsOf, getRelease, setReleaseState } from './releases';
import { recordRevisions, snapshotKind } from './revisions';

type Release = components['schemas']['Release'];

/**
 * Publishes the release now, as `auth`'s admin; answers it as it is then. `koa`: the request asking, if any (the
 * scheduler's has none); `from`: the states it may be published from.
 */
export async function publishNow(deps: Deps, koa: Context | undefined, id: string, auth: AuthContext, from?: ReadonlySet<Release['state']>) {
  const tools = deps.releases;
  if (!tools) throw new Error('The route kit did not give the releases their replayer');
  const writer = { _id: auth.admin._id, role: auth.admin.role };
  await publishRelease<Knex>(
    {
      release: (rid) => getRelease(deps.db, rid),
      drafts: (rid) => draftsOf(deps.db, rid, false),
      transaction: (work) => deps.db.transaction((trx) => work(trx)),
      snapshot: (trx, kind) => snapshotKind(trx, kind),
      replay: (trx, draft) => tools.replay({ ...deps, db: trx }, draft, auth, koa),
      record: async (trx, kind, before, operation) => void (await recordRevisions(trx, kind, before, operation, writer)),
      activity: (trx, event) => recordActivity(trx, event),
      written: (trx) => bumpContentVersion(trx),
      setState: (trx, rid, state, outcome) => setReleaseState(trx ?? deps.db, rid, state, outcome),
      committed: () => tools.contentChanged(),
    },
    id,
    writer,
    (operationId) => draftOperation(contract.operations, operationId),
    nowIso(),
    from,
  );
  return getRelease(deps.db, id);
}
