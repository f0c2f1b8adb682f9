// Site headers: company name and active flag as columns, the rest of the header (logo, navigation, contact,
// buttons, colours) as one JSON document. At most one header is active.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { toggledMessage } from '@shared/contract/list-rules';
import { newHeader, normalizeNavigation } from '@shared/contract/new-records';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, parseJson, seedAudit } from '../db/rows';
import { keepSingleActive as keepOnlyActive } from './records';
import { paginate, type ListQuery } from './pagination';

type S = components['schemas'];
type Header = S['Header'];
type HeaderInput = S['HeaderInput'];
type NavigationItem = S['NavigationItem'];

interface HeaderRow extends AuditRow {
  id: string;
  company_name: string;
  is_active: number | boolean;
  data: string;
}

/** The header fields kept in the `data` column. */
const DATA_KEYS = ['logo', 'tagline', 'navigationItems', 'contactInfo', 'ctaButtons', 'backgroundColor', 'textColor', 'isSticky'] as const;
type HeaderData = Partial<Pick<HeaderInput, (typeof DATA_KEYS)[number]>>;

const NOT_FOUND = 'Header not found';

const toHeader = (r: HeaderRow): Header =>
  compact({
    _id: r.id,
    companyName: r.company_name,
    ...parseJson<HeaderData>(r.data, {}),
    isActive: bool(r.is_active),
    ...auditFields(r),
  }) as Header;

function dataOf(header: HeaderInput): HeaderData {
  const data: Record<string, unknown> = {};
  for (const key of DATA_KEYS) if (header[key] !== undefined) data[key] = header[key];
  return data as HeaderData;
}

/** A whole header as its columns (identity and audit fields are never taken from it). */
const columns = (header: HeaderInput) => ({
  company_name: header.companyName,
  is_active: header.isActive ?? true,
  data: JSON.stringify(dataOf(header)),
});

const headerRows = (db: Knex) => db<HeaderRow>('headers');
const byAge = [{ column: 'created_at' }, { column: 'id' }];

async function findHeader(db: Knex, id: string) {
  const row = await headerRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toHeader(row);
}

/** At most one header is active: when this one is, every other header is deactivated. */
async function keepSingleActive(trx: Knex, id: string, header: HeaderInput) {
  if (header.isActive) await keepOnlyActive(trx, 'headers', id);
  return findHeader(trx, id);
}

/** Writes a header's new state. */
async function save(trx: Knex, id: string, header: HeaderInput, adminId: string) {
  await headerRows(trx)
    .where('id', id)
    .update({ ...columns(header), ...auditOnUpdate(adminId) });
  return keepSingleActive(trx, id, header);
}

/** Reads a header, applies a change and saves it, in one transaction. */
function change(db: Knex, id: string, adminId: string, apply: (stored: Header) => HeaderInput) {
  return db.transaction(async (trx) => save(trx, id, apply(await findHeader(trx, id)), adminId));
}

export async function listHeaders(db: Knex, query: ListQuery) {
  const q = headerRows(db).orderBy(byAge);
  if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
  return paginate(q, query, toHeader);
}

export async function getActiveHeader(db: Knex) {
  const row = await headerRows(db).where('is_active', true).orderBy(byAge).first();
  if (!row) throw new HttpError(404, 'No active header found');
  return toHeader(row);
}

export const getHeader = findHeader;

export async function createHeader(db: Knex, input: HeaderInput, adminId: string) {
  const id = newId();
  const header = newHeader(input, newId);
  return db.transaction(async (trx) => {
    await headerRows(trx).insert({ id, ...columns(header), ...auditOnCreate(adminId) });
    return keepSingleActive(trx, id, header);
  });
}

/** Merges the given fields onto the stored header. */
export function updateHeader(db: Knex, id: string, input: HeaderInput, adminId: string) {
  const changes = input.navigationItems ? { ...input, navigationItems: normalizeNavigation(input.navigationItems, newId) } : input;
  return change(db, id, adminId, (stored) => ({ ...stored, ...changes }));
}

/** Flips isActive; activating a header deactivates the others. */
export async function toggleHeader(db: Knex, id: string, adminId: string) {
  const header = await change(db, id, adminId, (stored) => ({ ...stored, isActive: !stored.isActive }));
  return { header, message: toggledMessage('Header', !!header.isActive) };
}

export function replaceNavigation(db: Knex, id: string, items: NavigationItem[], adminId: string) {
  return change(db, id, adminId, (stored) => ({ ...stored, navigationItems: normalizeNavigation(items, newId) }));
}

export async function deleteHeader(db: Knex, id: string) {
  const removed = await headerRows(db).where('id', id).delete();
  if (!removed) throw new HttpError(404, NOT_FOUND);
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertHeaders(trx: Knex, records: readonly Header[]) {
  for (const h of records) {
    await headerRows(trx).insert({
      id: h._id,
      ...columns(h),
      ...seedAudit(h),
    });
  }
}
