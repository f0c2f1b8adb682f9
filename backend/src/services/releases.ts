// Releases (ADR 0033): named sets of content changes prepared ahead. This slice holds the releases themselves:
// made, listed and read; the drafts they gather come next.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { RELEASE_NOT_FOUND, releaseName } from '@shared/contract/releases';
import { newId, nowIso } from '../db/rows';
import { paginate, type ListQuery } from './pagination';

type Release = components['schemas']['Release'];

interface ReleaseRow {
  seq?: number;
  id: string;
  name: string;
  state: Release['state'];
  created_by: string;
  created_at: string;
  updated_at: string;
}

const rows = (db: Knex) => db<ReleaseRow>('releases');

const toRelease = (r: ReleaseRow): Release => ({
  _id: r.id,
  name: r.name,
  state: r.state,
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toRow = (r: Release): ReleaseRow => ({
  id: r._id,
  name: r.name,
  state: r.state,
  created_by: r.createdBy,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

/** Newest first. */
export const listReleases = (db: Knex, query: ListQuery) => paginate(rows(db).orderBy('seq', 'desc'), query, toRelease);

export async function getRelease(db: Knex, id: string): Promise<Release> {
  const row = await rows(db).where('id', id).first();
  if (!row) throw new HttpError(404, RELEASE_NOT_FOUND);
  return toRelease(row);
}

/** A new, open release made by `adminId` (from the token). */
export async function createRelease(db: Knex, input: components['schemas']['ReleaseInput'], adminId: string): Promise<Release> {
  const now = nowIso();
  const release: Release = { _id: newId(), name: releaseName(input.name), state: 'open', createdBy: adminId, createdAt: now, updatedAt: now };
  await rows(db).insert(toRow(release));
  return release;
}

/** Writes whole releases (the demo seed). */
export async function insertReleases(trx: Knex, list: readonly Release[]) {
  for (const r of list) await rows(trx).insert(toRow(r));
}
