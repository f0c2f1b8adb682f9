// A release's review on the server (ADR 0033): the shared steps (@shared/pipeline/release-review.ts) over the
// database, the admins and the mail outbox; an approval publishes or schedules through the same calls as
// `POST /releases/{id}/publish` and `/schedule`.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { REVIEW_STATES } from '@shared/contract/releases';
import { approveRelease, sendBackRelease, submitRelease, type ReviewPort } from '@shared/pipeline/release-review';
import { nowIso } from '../db/rows';
import type { AuthContext } from '../middleware/auth';
import type { Deps } from '../route';
import type { AdminRow } from './admin-records';
import { enqueueMails } from './mail-outbox';
import { publishNow } from './release-publish';
import { getRelease, scheduleRelease, setReleaseState, storedRelease } from './releases';

type S = components['schemas'];

function reviewPort(deps: Deps): ReviewPort<Knex> {
  const admins = () => deps.db<AdminRow>('admins');
  return {
    release: (id) => storedRelease(deps.db, id),
    transaction: (work) => deps.db.transaction((trx) => work(trx)),
    setState: (trx, id, state, outcome) => setReleaseState(trx, id, state, outcome),
    reviewers: async () => (await admins().where({ role: 'super_admin', status: 'active' }).orderBy('email').select('email')).map((r) => r.email),
    emailOf: async (id) => (await admins().where({ id, status: 'active' }).first())?.email,
    mail: async (trx, id, mails) => void (await enqueueMails(trx, deps.config, { type: 'release', id }, mails)),
    siteUrl: deps.config.publicUrl,
  };
}

const reviewer = (auth: AuthContext) => ({ _id: auth.admin._id, name: auth.admin.name });

export async function submitNow(deps: Deps, id: string, auth: AuthContext, input: S['ReleaseSubmitInput']) {
  await submitRelease(reviewPort(deps), id, reviewer(auth), input.comment, nowIso());
  return getRelease(deps.db, id);
}

export async function sendBackNow(deps: Deps, id: string, auth: AuthContext, input: S['ReleaseSendBackInput']) {
  await sendBackRelease(reviewPort(deps), id, reviewer(auth), input.comment, nowIso());
  return getRelease(deps.db, id);
}

/** Approves the release in review: published now, or scheduled for `input.at`, as `auth`'s admin. */
export async function approveNow(deps: Deps, koa: Context, id: string, auth: AuthContext, input: S['ReleaseApproveInput']) {
  await approveRelease(reviewPort(deps), id, reviewer(auth), input, nowIso(), {
    publish: () => publishNow(deps, koa, id, auth, REVIEW_STATES),
    schedule: (at) => scheduleRelease(deps.db, id, at, auth.admin._id, REVIEW_STATES, deps.config.clock.now()),
  });
  return getRelease(deps.db, id);
}
