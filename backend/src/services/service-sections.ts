// Service sections and their services: a section row plus one `services` row per service, `position` holding
// the 1-based order. Also the small helpers the other section-like resources share (pricing, testimonials).
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, seedAudit } from '../db/rows';
import { assertSameIds, toggledMessage } from '@shared/contract/list-rules';
import { keepKnownIds, keepSingleActive, lockRow, touch } from './records';
import { paginate, type ListQuery } from './pagination';

type S = components['schemas'];
type Section = S['ServiceSection'];
type SectionInput = S['ServiceSectionInput'];
type Item = S['ServiceItem'];
type ItemInput = S['ServiceItemInput'];

interface SectionRow extends AuditRow {
  id: string;
  title: string;
  description: string | null;
  is_active: number | boolean;
}

export interface ServiceRow {
  id: string;
  section_id: string;
  title: string;
  description: string | null;
  button_text: string | null;
  button_url: string | null;
  position: number;
}

const SECTION_NOT_FOUND = 'Service section not found';
const SERVICE_NOT_FOUND = 'Service not found';

// ------------------------------------------------------------------------------------------ mapping

function toButton(r: ServiceRow): S['ServiceButton'] | undefined {
  if (r.button_text === null && r.button_url === null) return undefined;
  return compact({ text: r.button_text ?? undefined, url: r.button_url ?? undefined });
}

const toService = (r: ServiceRow): Item => compact({ _id: r.id, title: r.title, description: r.description, button: toButton(r), order: r.position }) as Item;

const toSection = (r: SectionRow, services: ServiceRow[]): Section =>
  compact({
    _id: r.id,
    title: r.title,
    description: r.description,
    isActive: bool(r.is_active),
    services: services.map(toService),
    ...auditFields(r),
  }) as Section;

/** Only the section fields the client sent; identity and audit fields are never taken from the body. */
const sectionColumns = (input: Partial<SectionInput>) => compact({ title: input.title, description: input.description, is_active: input.isActive });

/** An emptied button URL is stored as NULL. */
const serviceColumns = (s: Partial<ItemInput>) => ({
  title: s.title,
  description: s.description ?? null,
  button_text: s.button?.text ?? null,
  button_url: s.button?.url !== undefined && s.button.url.trim() !== '' ? s.button.url : null,
});

// ------------------------------------------------------------------------------------------ reading

export const sectionRows = (db: Knex) => db<SectionRow>('service_sections');
const serviceRows = (db: Knex) => db<ServiceRow>('services');

/** The services of the given sections, in position order. */
export async function servicesOf(db: Knex, sectionIds: string[]): Promise<ServiceRow[]> {
  if (!sectionIds.length) return [];
  return serviceRows(db)
    .whereIn('section_id', sectionIds)
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}

async function withServices(db: Knex, rows: SectionRow[]): Promise<Section[]> {
  const services = await servicesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toSection(
      r,
      services.filter((s) => s.section_id === r.id),
    ),
  );
}

async function loadSection(db: Knex, id: string): Promise<Section> {
  const row = await sectionRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, SECTION_NOT_FOUND);
  return (await withServices(db, [row]))[0];
}

export async function listSections(db: Knex, query: ListQuery) {
  const q = sectionRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
  const page = await paginate(q, query, (r) => r);
  return { ...page, data: await withServices(db, page.data) };
}

export async function getActiveSection(db: Knex) {
  const row = await sectionRows(db)
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first();
  if (!row) throw new HttpError(404, 'No active service section found');
  return (await withServices(db, [row]))[0];
}

export const getSection = (db: Knex, id: string) => loadSection(db, id);

// ------------------------------------------------------------------------------------------ writing

/** The section's services become `services`, numbered from 1 in list order. */
async function writeServices(trx: Knex, sectionId: string, services: readonly ItemInput[], known?: ReadonlySet<string>) {
  const current = known ?? new Set((await serviceRows(trx).where('section_id', sectionId).pluck('id')) as string[]);
  await serviceRows(trx).where('section_id', sectionId).delete();
  const rows = keepKnownIds(services, current).map((s, i) => ({ id: s._id, section_id: sectionId, ...serviceColumns(s), position: i + 1 }));
  if (rows.length) await serviceRows(trx).insert(rows);
}

async function renumberServices(trx: Knex, sectionId: string) {
  const rows = await servicesOf(trx, [sectionId]);
  for (const [i, row] of rows.entries()) {
    if (row.position !== i + 1)
      await serviceRows(trx)
        .where('id', row.id)
        .update({ position: i + 1 });
  }
}

const lockSection = (trx: Knex, id: string) => lockRow<SectionRow>(trx, 'service_sections', id, SECTION_NOT_FOUND);

export async function createSection(db: Knex, input: SectionInput, adminId: string) {
  const id = newId();
  return db.transaction(async (trx) => {
    await sectionRows(trx).insert({ id, ...sectionColumns(input), is_active: input.isActive ?? true, ...auditOnCreate(adminId) });
    await writeServices(trx, id, input.services ?? [], new Set());
    if (input.isActive !== false) await keepSingleActive(trx, 'service_sections', id);
    return loadSection(trx, id);
  });
}

/** Merges the given fields; a given `services` list replaces the section's services. */
export async function updateSection(db: Knex, id: string, input: Partial<SectionInput>, adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    await sectionRows(trx)
      .where('id', id)
      .update({ ...sectionColumns(input), ...auditOnUpdate(adminId) });
    if (input.services) await writeServices(trx, id, input.services);
    const section = await loadSection(trx, id);
    if (section.isActive) await keepSingleActive(trx, 'service_sections', id);
    return section;
  });
}

export async function toggleSection(db: Knex, id: string, adminId: string) {
  return db.transaction(async (trx) => {
    const row = await lockSection(trx, id);
    const active = !bool(row.is_active);
    await sectionRows(trx)
      .where('id', id)
      .update({ is_active: active, ...auditOnUpdate(adminId) });
    if (active) await keepSingleActive(trx, 'service_sections', id);
    return { section: await loadSection(trx, id), message: toggledMessage('Service section', active) };
  });
}

export async function deleteSection(db: Knex, id: string) {
  await db.transaction(async (trx) => {
    await lockSection(trx, id);
    await serviceRows(trx).where('section_id', id).delete();
    await sectionRows(trx).where('id', id).delete();
  });
}

/** Appends a service; its order is the number of services plus 1. */
export async function addService(db: Knex, id: string, input: ItemInput, adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const count = Number((await serviceRows(trx).where('section_id', id).count({ n: '*' }).first())?.n ?? 0);
    await serviceRows(trx).insert({ id: newId(), section_id: id, ...serviceColumns(input), position: count + 1 });
    await touch(trx, 'service_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Merges the given fields onto the service (a given button replaces the stored one). */
export async function updateService(db: Knex, id: string, serviceId: string, input: Partial<ItemInput>, adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const row = await serviceRows(trx).where({ id: serviceId, section_id: id }).first();
    if (!row) throw new HttpError(404, SERVICE_NOT_FOUND);
    const stored = toService(row);
    const merged: ItemInput = {
      title: input.title ?? stored.title,
      description: input.description ?? stored.description,
      button: input.button ?? stored.button,
    };
    await serviceRows(trx)
      .where('id', serviceId)
      .update({ ...serviceColumns(merged), position: input.order ?? row.position });
    await touch(trx, 'service_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Removes a service; the remaining ones are renumbered from 1. */
export async function removeService(db: Knex, id: string, serviceId: string, adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const removed = await serviceRows(trx).where({ id: serviceId, section_id: id }).delete();
    if (!removed) throw new HttpError(404, SERVICE_NOT_FOUND);
    await renumberServices(trx, id);
    await touch(trx, 'service_sections', id, adminId);
    return loadSection(trx, id);
  });
}

export async function replaceServices(db: Knex, id: string, services: ItemInput[], adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    await writeServices(trx, id, services);
    await touch(trx, 'service_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Sets each service's order; the ids must be exactly the section's services, each once. */
export async function reorderServices(db: Knex, id: string, orders: { _id: string; order: number }[], adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const existing = (await serviceRows(trx).where('section_id', id).pluck('id')) as string[];
    assertSameIds(
      orders.map((o) => o._id),
      existing,
      'services',
      'Invalid service IDs for reordering',
    );
    for (const o of orders) await serviceRows(trx).where('id', o._id).update({ position: o.order });
    await touch(trx, 'service_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertServiceSections(trx: Knex, records: readonly Section[]) {
  for (const s of records) {
    await sectionRows(trx).insert({ id: s._id, ...sectionColumns(s), ...seedAudit(s) });
    const services = s.services.map((i) => ({ id: i._id, section_id: s._id, ...serviceColumns(i), position: i.order }));
    if (services.length) await serviceRows(trx).insert(services);
  }
}
