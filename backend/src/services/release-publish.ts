// Publishing a release on the server (ADR 0033): the shared publish (@shared/pipeline/release-publish.ts) over one
// database transaction, the route kit's replayer and the server's history, activity and content version.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { draftOperation } from '@shared/contract/releases';
import { publishRelease, revertRelease, type PublishPort } from '@shared/pipeline/release-publish';
import { contract } from '../contract';
import { bumpContentVersion } from '../db/content-version';
import { newId, nowIso } from '../db/rows';
import type { AuthContext } from '../middleware/auth';
import type { Deps } from '../route';
import { recordActivity } from './activity';
import { draftsOf, getRelease, insertRelease, setReleaseState, storedRelease } from './releases';
import { recordRevisions, snapshotKind, writeRecordBack } from './revisions';

type Release = components['schemas']['Release'];

/** The server's side of the shared publish and undo, for `auth`'s admin (and `koa`, the request asking, if any). */
function publishPort(deps: Deps, koa: Context | undefined, auth: AuthContext): PublishPort<Knex> {
  const tools = deps.releases;
  if (!tools) throw new Error('The route kit did not give the releases their replayer');
  const writer = { _id: auth.admin._id, role: auth.admin.role };
  return {
    release: (rid) => storedRelease(deps.db, rid),
    drafts: (rid) => draftsOf(deps.db, rid, false),
    transaction: (work) => deps.db.transaction((trx) => work(trx)),
    snapshot: (trx, kind) => snapshotKind(trx, kind),
    replay: (trx, draft) => tools.replay({ ...deps, db: trx }, draft, auth, koa),
    record: async (trx, kind, before, operation) => void (await recordRevisions(trx, kind, before, operation, writer)),
    activity: (trx, event) => recordActivity(trx, event),
    written: (trx) => bumpContentVersion(trx),
    setState: (trx, rid, state, outcome) => setReleaseState(trx ?? deps.db, rid, state, outcome),
    committed: () => tools.contentChanged(),
    writeBack: (trx, kind, recordId, record) => writeRecordBack(trx, kind, recordId, record, auth.admin._id),
    create: async (trx, release) => void (await insertRelease(trx, release)),
  };
}

const writerOf = (auth: AuthContext) => ({ _id: auth.admin._id, role: auth.admin.role });

/**
 * Publishes the release now, as `auth`'s admin. `koa`: the request asking, if any (the scheduler's has none);
 * `from`: the states it may be published from.
 */
export async function publishNow(deps: Deps, koa: Context | undefined, id: string, auth: AuthContext, from?: ReadonlySet<Release['state']>) {
  const operationOf = (operationId: string) => draftOperation(contract.operations, operationId);
  await publishRelease(publishPort(deps, koa, auth), id, writerOf(auth), operationOf, nowIso(), from);
}

/** Undoes the published release, as `auth`'s admin; answers it, reverted. */
export async function revertNow(deps: Deps, koa: Context, id: string, auth: AuthContext) {
  await revertRelease(publishPort(deps, koa, auth), id, writerOf(auth), newId(), nowIso());
  return getRelease(deps.db, id);
}
