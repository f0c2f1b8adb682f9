// Releases (ADR 0033): named sets of content changes prepared ahead. A release is made, listed and read here; its
// drafts are made by the route kit's release step (@shared/pipeline/release-drafts.ts) and kept here.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import {
  DEFAULT_RELEASE_SETTINGS,
  RELEASE_CLAIM_STALE_MS,
  RELEASE_NOT_FOUND,
  RELEASE_NOT_OPEN,
  RELEASE_NOT_SCHEDULED,
  scheduleRefusal,
  OPEN_STATES,
  WAITING_STATES,
  waitingDrafts,
  publishRefusal,
  releaseChange,
  releaseName,
  type ReleaseBase,
  type StoredDraft,
  type StoredRelease,
} from '@shared/contract/releases';
import type { ReleaseOutcome } from '@shared/pipeline/release-publish';
import { contract } from '../contract';
import { bool, compact, newId, nowIso, parseJson } from '../db/rows';
import { deliveriesOf } from './mail-outbox';
import { paginate, type ListQuery } from './pagination';

type S = components['schemas'];
type Release = S['Release'];

interface ReleaseRow {
  seq?: number;
  id: string;
  name: string;
  state: Release['state'];
  created_by: string;
  created_at: string;
  updated_at: string;
  scheduled_at?: string | null;
  scheduled_by?: string | null;
  claimed_by?: string | null;
  claimed_at?: string | null;
  published_at?: string | null;
  published_by?: string | null;
  failure?: string | null;
  base?: string | null;
  undone_by?: string | null;
  undoes?: string | null;
  review?: string | null;
  change_count?: number | string;
}

interface SettingsRow {
  id: number;
  regular_admins_may_publish: number | boolean;
  last_modified_by: string | null;
  last_modified_at: string | null;
}

interface DraftRow {
  seq?: number;
  id: string;
  release_id: string;
  operation: string;
  params: string;
  query: string;
  body: string | null;
  ids: string;
  kind: StoredDraft['kind'];
  records: string;
  created_by: string;
  created_at: string;
}

const rows = (db: Knex) => db<ReleaseRow>('releases');
const draftRows = (db: Knex) => db<DraftRow>('release_drafts');

/** Each release with the number of its drafts. */
const withCounts = (db: Knex) =>
  rows(db).select('releases.*', db('release_drafts').count('*').where('release_drafts.release_id', db.ref('releases.id')).as('change_count'));

const toRelease = (r: ReleaseRow): Release => ({
  _id: r.id,
  name: r.name,
  state: r.state,
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  changeCount: Number(r.change_count ?? 0),
  ...(r.state === 'scheduled' && r.scheduled_at ? { scheduledAt: r.scheduled_at, scheduledBy: r.scheduled_by ?? undefined } : {}),
  ...(r.published_at ? { publishedAt: r.published_at } : {}),
  ...(r.published_by ? { publishedBy: r.published_by } : {}),
  ...(r.failure ? { failure: parseJson<NonNullable<Release['failure']>>(r.failure, { message: '', conflicts: [] }) } : {}),
  ...(r.undone_by ? { undoneBy: r.undone_by } : {}),
  ...(r.undoes ? { undoes: r.undoes } : {}),
  ...(r.review ? { review: parseJson<NonNullable<Release['review']>>(r.review, { submittedBy: '', submittedAt: '' }) } : {}),
});

const toRow = (r: StoredRelease): ReleaseRow => ({
  id: r._id,
  name: r.name,
  state: r.state,
  created_by: r.createdBy,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  ...(r.publishedAt ? { published_at: r.publishedAt, published_by: r.publishedBy } : {}),
  ...(r.base ? { base: JSON.stringify(r.base) } : {}),
  ...(r.undoes ? { undoes: r.undoes } : {}),
  ...(r.review ? { review: JSON.stringify(r.review) } : {}),
});

const toDraft = (r: DraftRow): StoredDraft => ({
  _id: r.id,
  releaseId: r.release_id,
  operation: r.operation,
  params: parseJson(r.params, {}),
  query: parseJson(r.query, {}),
  ...(r.body === null ? {} : { body: parseJson<unknown>(r.body, undefined) }),
  ids: parseJson(r.ids, []),
  kind: r.kind,
  records: parseJson(r.records, []),
  createdBy: r.created_by,
  createdAt: r.created_at,
});

const toDraftRow = (d: StoredDraft): DraftRow => ({
  id: d._id,
  release_id: d.releaseId,
  operation: d.operation,
  params: JSON.stringify(d.params),
  query: JSON.stringify(d.query),
  body: d.body === undefined ? null : JSON.stringify(d.body),
  ids: JSON.stringify(d.ids),
  kind: d.kind,
  records: JSON.stringify(d.records),
  created_by: d.createdBy,
  created_at: d.createdAt,
});

/** Newest first. */
export const listReleases = (db: Knex, query: ListQuery) => paginate(withCounts(db).orderBy('seq', 'desc'), query, toRelease);

export async function findRelease(db: Knex, id: string): Promise<ReleaseRow> {
  const row = await withCounts(db).where('releases.id', id).first();
  if (!row) throw new HttpError(404, RELEASE_NOT_FOUND);
  return row;
}

/** 403 unless `role` may publish, schedule and undo releases (a super admin, or anyone when the settings say so). */
export async function assertMayPublish(db: Knex, role: S['AdminRole']) {
  const refusal = publishRefusal(role, await getReleaseSettings(db));
  if (refusal) throw refusal;
}

/** A release with its drafts, oldest first, and the emails of its review. */
export async function getRelease(db: Knex, id: string): Promise<Release> {
  const release = toRelease(await findRelease(db, id));
  const drafts = await draftsOf(db, id, false);
  const mail = (await deliveriesOf(db, 'release', [id])).get(id);
  return { ...release, changes: drafts.map((d) => releaseChange(d, contract.operations)), ...(mail ? { mailDeliveries: mail } : {}) };
}

/**
 * A release as it is kept: with the records its publish changed, as they were before (undoing writes them back), and
 * the number of its drafts.
 */
export async function storedRelease(db: Knex, id: string): Promise<StoredRelease & Pick<Release, 'changeCount'>> {
  const row = await findRelease(db, id);
  return { ...toRelease(row), ...(row.base ? { base: parseJson<ReleaseBase[]>(row.base, []) } : {}) };
}

/** Keeps a whole release (an undo's, made as it is published). */
export const insertRelease = (db: Knex, release: StoredRelease) => rows(db).insert(toRow(release));

/** A new, open release made by `adminId` (from the token). */
export async function createRelease(db: Knex, input: components['schemas']['ReleaseInput'], adminId: string): Promise<Release> {
  const now = nowIso();
  const release: StoredRelease = { _id: newId(), name: releaseName(input.name), state: 'open', createdBy: adminId, createdAt: now, updatedAt: now };
  await rows(db).insert(toRow(release));
  return { ...release, changeCount: 0 };
}

/** The release's drafts, oldest first: 404 without the release, and `forWrite`, 409 unless it is open. */
export async function draftsOf(db: Knex, releaseId: string, forWrite: boolean): Promise<StoredDraft[]> {
  const release = await findRelease(db, releaseId);
  if (forWrite && !OPEN_STATES.has(release.state)) throw new HttpError(409, RELEASE_NOT_OPEN);
  return (await draftRows(db).where('release_id', releaseId).orderBy('seq')).map(toDraft);
}

/** Keeps a new draft and marks its release as changed. */
export async function storeDraft(db: Knex, draft: Omit<StoredDraft, '_id' | 'createdAt'>): Promise<void> {
  const now = nowIso();
  await db.transaction(async (trx) => {
    await draftRows(trx).insert(toDraftRow({ ...draft, _id: newId(), createdAt: now }));
    await rows(trx).where('id', draft.releaseId).update({ updated_at: now });
  });
}

/** Marks the release's new state (and what comes with it: a publish's time and maker, its failure, its base). */
export async function setReleaseState(db: Knex, id: string, state: Release['state'], extra: ReleaseOutcome = {}) {
  const now = nowIso();
  await rows(db)
    .where('id', id)
    .update({
      state,
      updated_at: now,
      // A claim ends with the publish it was for; a schedule, with its state.
      claimed_by: null,
      claimed_at: null,
      ...(state === 'scheduled' ? {} : { scheduled_at: null, scheduled_by: null }),
      ...(extra.scheduledAt ? { scheduled_at: extra.scheduledAt, scheduled_by: extra.scheduledBy } : {}),
      ...(extra.publishedAt ? { published_at: extra.publishedAt, published_by: extra.publishedBy } : {}),
      ...(extra.failure !== undefined ? { failure: extra.failure ? JSON.stringify(extra.failure) : null } : {}),
      ...(extra.base ? { base: JSON.stringify(extra.base) } : {}),
      ...(extra.undoneBy ? { undone_by: extra.undoneBy } : {}),
      ...(extra.review ? { review: JSON.stringify(extra.review) } : {}),
    });
}

/**
 * Schedules the release for `at` (a time to come), by `adminId`, whom it will be published as; `from`: the states
 * it may be scheduled from (an approval's: in review).
 */
export async function scheduleRelease(db: Knex, id: string, at: string, adminId: string, from?: ReadonlySet<Release['state']>, now = Date.now()) {
  const release = toRelease(await findRelease(db, id));
  const refusal = scheduleRefusal(release, release.changeCount, Date.parse(at), now, from);
  if (refusal) throw refusal;
  await setReleaseState(db, id, 'scheduled', { scheduledAt: new Date(at).toISOString(), scheduledBy: adminId });
}

/** Takes a scheduled release off its schedule: open again. */
export async function unscheduleRelease(db: Knex, id: string) {
  if ((await findRelease(db, id)).state !== 'scheduled') throw new HttpError(409, RELEASE_NOT_SCHEDULED);
  await setReleaseState(db, id, 'open');
  return getRelease(db, id);
}

/**
 * Claims a due release for instance `by`: a conditional update, so of instances that try together exactly one
 * changes the row and publishes it. A claim older than RELEASE_CLAIM_STALE_MS (its instance stopped) is taken over.
 */
export async function claimDueReleases(db: Knex, by: string, now = Date.now()): Promise<{ id: string; scheduledBy: string }[]> {
  const at = new Date(now).toISOString();
  const stale = new Date(now - RELEASE_CLAIM_STALE_MS).toISOString();
  const unclaimed = (q: Knex.QueryBuilder) => q.whereNull('claimed_at').orWhere('claimed_at', '<', stale);
  const due = await rows(db).where('state', 'scheduled').where('scheduled_at', '<=', at).where(unclaimed).select('id', 'scheduled_by');
  const claimed: { id: string; scheduledBy: string }[] = [];
  for (const row of due) {
    const changed = await rows(db).where({ id: row.id, state: 'scheduled' }).where(unclaimed).update({ claimed_by: by, claimed_at: at });
    if (changed === 1) claimed.push({ id: row.id, scheduledBy: row.scheduled_by ?? '' });
  }
  return claimed;
}

/** The drafts of releases still waiting that change a record of `kind` (or record `recordId`), newest first. */
export async function listWaitingDrafts(db: Knex, kind: StoredDraft['kind'], recordId?: string) {
  const waiting = await rows(db)
    .whereIn('state', [...WAITING_STATES])
    .select('id', 'name', 'state');
  const releaseOf = new Map(waiting.map((r) => [r.id, { _id: r.id, name: r.name, state: r.state }]));
  const drafts = (
    await draftRows(db)
      .where('kind', kind)
      .whereIn('release_id', [...releaseOf.keys()])
      .orderBy('seq')
  ).map(toDraft);
  return waitingDrafts(drafts, (id) => releaseOf.get(id), kind, recordId, contract.operations);
}

const SETTINGS_ROW = 1;

/** The release settings: the defaults until a super admin saves them. */
export async function getReleaseSettings(db: Knex): Promise<S['ReleaseSettings']> {
  const row = await db<SettingsRow>('release_settings').where('id', SETTINGS_ROW).first();
  if (!row) return { ...DEFAULT_RELEASE_SETTINGS };
  return compact({
    regularAdminsMayPublish: bool(row.regular_admins_may_publish),
    lastModifiedBy: row.last_modified_by,
    lastModifiedAt: row.last_modified_at,
  }) as S['ReleaseSettings'];
}

export async function saveReleaseSettings(db: Knex, input: S['ReleaseSettingsInput'], adminId: string) {
  await db('release_settings')
    .insert({ id: SETTINGS_ROW, regular_admins_may_publish: input.regularAdminsMayPublish, last_modified_by: adminId, last_modified_at: nowIso() })
    .onConflict('id')
    .merge();
  return getReleaseSettings(db);
}

/** Writes whole releases and their drafts (the demo seed). */
export async function insertReleases(trx: Knex, list: readonly StoredRelease[], drafts: readonly StoredDraft[]) {
  for (const r of list) await rows(trx).insert(toRow(r));
  for (const d of drafts) await draftRows(trx).insert(toDraftRow(d));
}
