// The mocks' activity log: the same events as the server's (@shared/contract/activity) over the in-memory db.
import { activityRange, visibleCategories, type ActivityCategory, type NewActivity } from '@shared/contract/activity';
import type { components } from '@shared/contract/schema';
import { db, newId, nowIso } from './db';

export function recordActivity(...events: NewActivity[]) {
  for (const e of events) db.activity.push({ _id: newId(), ...e, createdAt: nowIso() });
}

const adminName = (id: string | undefined) => db.admins.find((a) => a.admin._id === id)?.admin.name;

/** Newest first, only the categories the caller's role may see, with the admins' names. */
export function activityFor(role: components['schemas']['AdminRole'], query: Record<string, unknown>) {
  const categories = visibleCategories(role, query.category as ActivityCategory | undefined);
  const range = activityRange(query.from, query.to);
  return db.activity
    .filter(
      (e) =>
        categories.includes(e.category) &&
        (!query.adminId || e.adminId === query.adminId) &&
        (!range.from || e.createdAt >= range.from) &&
        (!range.to || e.createdAt <= range.to),
    )
    .reverse()
    .map((e) => {
      const name = adminName(e.adminId);
      return name ? { ...e, adminName: name } : { ...e };
    });
}

export const adminNames = () => db.admins.map((a) => ({ _id: a.admin._id, name: a.admin.name })).sort((a, b) => a.name.localeCompare(b.name));
