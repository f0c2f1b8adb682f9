// The mocks' activity log: the same events as the server's (@shared/contract/activity) over the in-memory db.
import {
  activityRange,
  CASE_FILE_ACCESS_ACTIONS,
  visibleCategories,
  type ActivityCategory,
  type ActivityEvent,
  type NewActivity,
} from '@shared/contract/activity';
import type { components } from '@shared/contract/schema';
import { db, newId, nowIso } from './db';

export function recordActivity(...events: NewActivity[]) {
  for (const e of events) db.activity.push({ _id: newId(), ...e, createdAt: nowIso() });
}

const adminName = (id: string | undefined) => db.admins.find((a) => a.admin._id === id)?.admin.name;

/** An event as read: with the name of the admin behind it (none for an event no admin did). */
function withAdminName(e: ActivityEvent): ActivityEvent {
  const name = adminName(e.adminId);
  return name ? { ...e, adminName: name } : { ...e };
}

const isCaseFileAccess = (e: ActivityEvent) => (CASE_FILE_ACCESS_ACTIONS as readonly string[]).includes(e.action);

/** The views and downloads of one booking's case files, newest first. */
export const caseFileAccessOf = (bookingId: string) =>
  db.activity
    .filter((e) => e.recordId === bookingId && isCaseFileAccess(e))
    .reverse()
    .map(withAdminName);

/** Newest first, only the categories the caller's role may see, with the admins' names. */
export function activityFor(role: components['schemas']['AdminRole'], query: Record<string, unknown>) {
  const categories = visibleCategories(role, query.category as ActivityCategory | undefined);
  const range = activityRange(query.from, query.to);
  return db.activity
    .filter(
      (e) =>
        categories.includes(e.category) &&
        (!query.adminId || e.adminId === query.adminId) &&
        (query.caseFileAccess !== true || isCaseFileAccess(e)) &&
        (!range.from || e.createdAt >= range.from) &&
        (!range.to || e.createdAt <= range.to),
    )
    .reverse()
    .map(withAdminName);
}

export const adminNames = () => db.admins.map((a) => ({ _id: a.admin._id, name: a.admin.name })).sort((a, b) => a.name.localeCompare(b.name));
