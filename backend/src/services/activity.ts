// The activity log: events are written by the services that act (in their transaction where they have one),
// and read newest first with the admins' names joined in.
import type { Knex } from 'knex';
import {
  activityRange,
  CASE_FILE_ACCESS_ACTIONS,
  visibleCategories,
  type ActivityCategory,
  type ActivityEvent,
  type NewActivity,
} from '@shared/contract/activity';
import type { components } from '@shared/contract/schema';
import { compact, newId, nowIso } from '../db/rows';
import { paginate } from './pagination';

interface ActivityRow {
  seq: number;
  id: string;
  category: ActivityEvent['category'];
  action: ActivityEvent['action'];
  summary: string;
  admin_id: string | null;
  email: string | null;
  record_kind: ActivityEvent['recordKind'] | null;
  record_id: string | null;
  created_at: string;
  admin_name?: string | null;
}

const activityRows = (db: Knex) => db<ActivityRow>('activity_events');

export async function recordActivity(db: Knex, ...events: NewActivity[]) {
  await insertActivity(
    db,
    events.map((e) => ({ ...e, _id: newId(), createdAt: nowIso() })),
  );
}

/** Writes whole events (the demo seed, and recordActivity). */
export async function insertActivity(db: Knex, events: readonly Omit<ActivityEvent, 'adminName'>[]) {
  for (const e of events) {
    await activityRows(db).insert({
      id: e._id,
      category: e.category,
      action: e.action,
      summary: e.summary.slice(0, 600),
      admin_id: e.adminId ?? null,
      email: e.email ?? null,
      record_kind: e.recordKind ?? null,
      record_id: e.recordId ?? null,
      created_at: e.createdAt,
    });
  }
}

const toEvent = (r: ActivityRow): ActivityEvent =>
  compact({
    _id: r.id,
    category: r.category,
    action: r.action,
    summary: r.summary,
    createdAt: r.created_at,
    adminId: r.admin_id,
    adminName: r.admin_name,
    email: r.email,
    recordKind: r.record_kind,
    recordId: r.record_id,
  }) as ActivityEvent;

export interface ActivityQuery {
  category?: ActivityCategory;
  adminId?: string;
  from?: string;
  to?: string;
  /** Only who opened a patient's case files (CASE_FILE_ACCESS_ACTIONS). */
  caseFileAccess?: boolean;
  page?: unknown;
  limit?: unknown;
}

/** Newest first, only the categories the caller's role may see. */
export async function listActivity(db: Knex, role: components['schemas']['AdminRole'], query: ActivityQuery) {
  const categories = visibleCategories(role, query.category);
  const range = activityRange(query.from, query.to);
  const q = activityRows(db).whereIn('activity_events.category', categories).orderBy('activity_events.seq', 'desc');
  if (query.adminId) q.where('activity_events.admin_id', query.adminId);
  if (query.caseFileAccess) q.whereIn('activity_events.action', CASE_FILE_ACCESS_ACTIONS);
  if (range.from) q.where('activity_events.created_at', '>=', range.from);
  if (range.to) q.where('activity_events.created_at', '<=', range.to);
  return paginate(withAdminNames(q), query, toEvent);
}

/** The events' rows with the name of the admin behind each (none for an event no admin did). */
const withAdminNames = (q: Knex.QueryBuilder) =>
  q.leftJoin('admins', 'admins.id', 'activity_events.admin_id').select('activity_events.*', { admin_name: 'admins.name' });

/** The views and downloads of one booking's case files, newest first, with the admins' names. */
export async function caseFileAccessOf(db: Knex, bookingId: string): Promise<ActivityEvent[]> {
  const q = activityRows(db)
    .where('activity_events.record_id', bookingId)
    .whereIn('activity_events.action', CASE_FILE_ACCESS_ACTIONS)
    .orderBy('activity_events.seq', 'desc');
  return ((await withAdminNames(q)) as ActivityRow[]).map(toEvent);
}

/** Every admin's id and name, by name. */
export async function listAdminNames(db: Knex): Promise<components['schemas']['AdminName'][]> {
  return (
    await db('admins')
      .select('id', 'name')
      .orderBy([{ column: 'name' }, { column: 'id' }])
  ).map((r: { id: string; name: string }) => ({ _id: r.id, name: r.name }));
}
