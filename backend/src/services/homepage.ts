// The homepage content records (section order and visibility, ADR 0026) and the one homepage settings
// record (SEO, contact, design and feature switches, kept whole in a JSON column).
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { newSettings } from '@shared/contract/new-records';
import { checkLanguages } from '@shared/contract/translations';
import { completeSections } from '@shared/contract/homepage-rules';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, parseJson, seedAudit } from '../db/rows';
import { keepSingleActive } from './records';
import { paginate, type ListQuery } from './pagination';

type S = components['schemas'];
type Homepage = S['Homepage'];
type HomepageInput = S['HomepageInput'];
type Section = S['HomepageSection'];
type Settings = S['HomepageSettings'];
type SettingsInput = S['HomepageSettingsInput'];

// ------------------------------------------------------------------------------------------ homepages

interface HomepageRow extends AuditRow {
  id: string;
  name: string;
  is_active: number | boolean;
  sections: string;
}

const HOMEPAGE_NOT_FOUND = 'Homepage not found';

const toHomepage = (r: HomepageRow): Homepage =>
  compact({
    _id: r.id,
    name: r.name,
    isActive: bool(r.is_active),
    sections: parseJson<Section[]>(r.sections, []),
    ...auditFields(r),
  }) as Homepage;

/** Only the fields given; callers complete the sections first. */
const homepageColumns = (input: Partial<HomepageInput>) =>
  compact({
    name: input.name,
    is_active: input.isActive,
    sections: input.sections ? JSON.stringify(input.sections) : undefined,
  });

const homepageRows = (db: Knex) => db<HomepageRow>('homepages');

async function findHomepage(db: Knex, id: string) {
  const row = await homepageRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, HOMEPAGE_NOT_FOUND);
  return toHomepage(row);
}

export async function listHomepages(db: Knex, query: ListQuery) {
  const q = homepageRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
  return paginate(q, query, toHomepage);
}

export async function getActiveHomepage(db: Knex) {
  const row = await homepageRows(db)
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first();
  if (!row) throw new HttpError(404, 'No active homepage found');
  return toHomepage(row);
}

export async function createHomepage(db: Knex, input: HomepageInput, adminId: string) {
  const id = newId();
  const isActive = input.isActive ?? false;
  return db.transaction(async (trx) => {
    await homepageRows(trx).insert({
      id,
      ...homepageColumns({ ...input, isActive, sections: completeSections(input.sections) }),
      ...auditOnCreate(adminId),
    });
    if (isActive) await keepSingleActive(trx, 'homepages', id);
    return findHomepage(trx, id);
  });
}

export async function updateHomepage(db: Knex, id: string, input: Partial<HomepageInput>, adminId: string) {
  return db.transaction(async (trx) => {
    const stored = await findHomepage(trx, id);
    await homepageRows(trx)
      .where('id', id)
      .update({ ...homepageColumns({ ...input, sections: input.sections && completeSections(input.sections) }), ...auditOnUpdate(adminId) });
    if (input.isActive ?? stored.isActive) await keepSingleActive(trx, 'homepages', id);
    return findHomepage(trx, id);
  });
}

export async function activateHomepage(db: Knex, id: string, adminId: string) {
  return updateHomepage(db, id, { isActive: true }, adminId);
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertHomepages(trx: Knex, records: readonly Homepage[]) {
  for (const h of records) {
    await homepageRows(trx).insert({
      id: h._id,
      ...homepageColumns(h),
      ...seedAudit(h),
    });
  }
}

// ------------------------------------------------------------------------------------------- settings

interface SettingsRow extends AuditRow {
  id: string;
  data: string;
}

type SettingsData = Omit<Settings, '_id' | 'createdBy' | 'lastModifiedBy' | 'createdAt' | 'lastModifiedAt'>;

const SETTINGS_NOT_FOUND = 'Homepage settings not found';

const toSettings = (r: SettingsRow): Settings => ({ _id: r.id, ...parseJson<SettingsData>(r.data, {} as SettingsData), ...auditFields(r) }) as Settings;

/** The settings document as stored: everything but the id and the audit fields (never taken from a client). */
function settingsData(doc: SettingsInput | Settings): string {
  const { _id, createdBy: _cb, lastModifiedBy: _lb, createdAt: _ca, lastModifiedAt: _la, ...data } = doc as Settings;
  return JSON.stringify(data);
}

const settingsRows = (db: Knex) => db<SettingsRow>('homepage_settings');

async function findSettings(db: Knex, id: string) {
  const row = await settingsRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, SETTINGS_NOT_FOUND);
  return toSettings(row);
}

/** Every settings record (there is normally one), oldest first. */
export async function listAllSettings(db: Knex) {
  return (await settingsRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }])).map(toSettings);
}

/** The settings record, or undefined before there is one. */
export async function findSettingsIfAny(db: Knex): Promise<Settings | undefined> {
  const row = await settingsRows(db)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first();
  return row && toSettings(row);
}

export async function getSettings(db: Knex) {
  const settings = await findSettingsIfAny(db);
  if (!settings) throw new HttpError(404, SETTINGS_NOT_FOUND);
  return settings;
}

/** There is one settings record: a second create is a conflict. */
export async function createSettings(db: Knex, input: SettingsInput, adminId: string) {
  const id = newId();
  const doc = newSettings(input);
  checkLanguages(undefined, doc.languages);
  return db.transaction(async (trx) => {
    if (await settingsRows(trx).first('id')) throw new HttpError(409, 'Homepage settings already exist; update them instead');
    await settingsRows(trx).insert({ id, data: settingsData(doc), ...auditOnCreate(adminId) });
    return findSettings(trx, id);
  });
}

/** Merges the given fields onto the stored settings; feature switches left out keep their stored value. */
export async function updateSettings(db: Knex, id: string, input: Partial<SettingsInput>, adminId: string) {
  return db.transaction(async (trx) => {
    const stored = await findSettings(trx, id);
    checkLanguages(stored, input.languages);
    const merged = { ...stored, ...input, features: { ...stored.features, ...input.features } };
    await settingsRows(trx)
      .where('id', id)
      .update({ data: settingsData(merged), ...auditOnUpdate(adminId) });
    return findSettings(trx, id);
  });
}

export async function deleteSettings(db: Knex, id: string) {
  const removed = await settingsRows(db).where('id', id).delete();
  if (!removed) throw new HttpError(404, SETTINGS_NOT_FOUND);
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertHomepageSettings(trx: Knex, records: readonly Settings[]) {
  for (const s of records) await settingsRows(trx).insert({ id: s._id, data: settingsData(s), ...seedAudit(s) });
}

// ---------------------------------------------------------------------------------------------- shared
