// Which drafts of a waiting release no longer apply (ADR 0033): its drafts made again, as the reader, in a transaction
// that is then undone; each one whose call fails now is named with why, and skipped as every call of the release
// skips it.
import type { Context } from 'koa';
import type { components } from '@shared/contract/schema';
import { WAITING_STATES } from '@shared/contract/releases';
import { replayApplicable } from '@shared/pipeline/draft-replay';
import type { AuthContext } from '../middleware/auth';
import { rolledBack, type Deps } from '../route';
import { draftsOf } from './releases';

type Release = components['schemas']['Release'];

/** What each stale draft's replay said, by draft id (none for a release no longer waiting). */
export async function staleDrafts(deps: Deps, release: Pick<Release, '_id' | 'state'>, auth: AuthContext | undefined, koa: Context) {
  const tools = deps.releases;
  if (!tools) throw new Error('The route kit did not give the releases their replayer');
  if (!WAITING_STATES.has(release.state)) return new Map<string, string>();
  const drafts = await draftsOf(deps.db, release._id, false);
  let stale = new Map<string, string>();
  await rolledBack(
    deps.db,
    async (trx) => {
      stale = await replayApplicable(drafts, (draft) => tools.replay({ ...deps, db: trx }, draft, auth, koa));
    },
    release._id,
  );
  return stale;
}
