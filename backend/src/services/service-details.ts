// Service details: the detail page of one service row (hero and sections as JSON). Its images are uploaded and
// deleted through the media library (services/media.ts).
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, parseJson, seedAudit } from '../db/rows';
import { paginate, type ListQuery } from './pagination';
import { sectionRows, servicesOf, type ServiceRow } from './service-sections';

type S = components['schemas'];
type Details = S['ServiceDetails'];
type Input = S['ServiceDetailsInput'];

interface DetailsRow extends AuditRow {
  id: string;
  service_id: string;
  service_title: string | null;
  is_active: number | boolean;
  hero: string;
  sections: string;
}

/** A record without a hero, sections or isActive gets these. */
const DETAIL_DEFAULTS = { hero: '{}', sections: '[]', is_active: true };
const DETAILS_NOT_FOUND = 'Service details not found';
const ALREADY = 'Service details already exist for this service';

// ------------------------------------------------------------------------------------------ mapping

const toDetails = (r: DetailsRow): Details =>
  compact({
    _id: r.id,
    serviceId: r.service_id,
    serviceTitle: r.service_title,
    heroSection: parseJson<S['DetailHero']>(r.hero, {}),
    sections: parseJson<S['DetailSection'][]>(r.sections, []),
    isActive: bool(r.is_active),
    ...auditFields(r),
  }) as Details;

const toHero = (h: S['DetailHero']): S['DetailHero'] => compact({ title: h.title, description: h.description, buttonText: h.buttonText });

const toStep = (s: S['DetailStep']): S['DetailStep'] => compact({ _id: s._id ?? newId(), title: s.title, description: s.description, color: s.color });

const toImage = (i: S['DetailImage']): S['DetailImage'] => compact({ url: i.url, alt: i.alt, filename: i.filename });

/** Sections and steps get ids; images with a blank url are dropped. */
const toSection = (s: S['DetailSection']): S['DetailSection'] =>
  compact({
    _id: s._id ?? newId(),
    title: s.title,
    description: s.description,
    steps: s.steps?.map(toStep),
    images: s.images?.filter((img) => img.url.trim() !== '').map(toImage),
  });

/** Only the fields the client sent; identity and audit fields are never taken from the body. */
const detailColumns = (input: Partial<Input>) =>
  compact({
    service_id: input.serviceId,
    service_title: input.serviceTitle,
    is_active: input.isActive,
    hero: input.heroSection ? JSON.stringify(toHero(input.heroSection)) : undefined,
    sections: input.sections ? JSON.stringify(input.sections.map(toSection)) : undefined,
  });

// ------------------------------------------------------------------------------------------ reading

const detailRows = (db: Knex) => db<DetailsRow>('service_details');

export async function listDetails(db: Knex, query: ListQuery) {
  return paginate(detailRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]), query, toDetails);
}

export async function getDetails(db: Knex, id: string) {
  const row = await detailRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, DETAILS_NOT_FOUND);
  return toDetails(row);
}

/** The public detail page of a service. */
export async function getDetailsOfService(db: Knex, serviceId: string) {
  const row = await detailRows(db).where('service_id', serviceId).first();
  if (!row) throw new HttpError(404, DETAILS_NOT_FOUND);
  return toDetails(row);
}

/** Every service, grouped by its section, with whether it has details. */
export async function listServiceGroups(db: Knex): Promise<S['ServiceGroup'][]> {
  const sections = await sectionRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const services = await servicesOf(
    db,
    sections.map((s) => s.id),
  );
  const withDetails = new Set((await detailRows(db).pluck('service_id')) as string[]);
  return sections.map((section) => ({
    _id: section.id,
    title: section.title,
    services: services.filter((s) => s.section_id === section.id).map((s) => ({ _id: s.id, title: s.title, hasDetails: withDetails.has(s.id) })),
  }));
}

/** The detail pages whose service still exists, with when each was last changed (the sitemap lists them). */
export async function listDetailPages(db: Knex): Promise<{ serviceId: string; lastModifiedAt: string }[]> {
  const rows: Pick<DetailsRow, 'service_id' | 'last_modified_at'>[] = await detailRows(db)
    .join('services', 'services.id', 'service_details.service_id')
    .select('service_details.service_id', 'service_details.last_modified_at');
  return rows.map((r) => ({ serviceId: r.service_id, lastModifiedAt: r.last_modified_at }));
}

// ------------------------------------------------------------------------------------------ writing

async function findService(db: Knex, serviceId: string): Promise<ServiceRow> {
  const service = await db<ServiceRow>('services').where('id', serviceId).first();
  if (!service) throw new HttpError(404, 'Selected service not found');
  return service;
}

const isUniqueViolation = (e: unknown) => {
  const code = (e as { code?: string }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** 404 when the service is unknown, 409 when it already has details; the title defaults to the service's. */
export async function createDetails(db: Knex, input: Input, adminId: string) {
  const id = newId();
  try {
    await db.transaction(async (trx) => {
      const service = await findService(trx, input.serviceId);
      if (await detailRows(trx).where('service_id', input.serviceId).first()) throw new HttpError(409, ALREADY);
      await detailRows(trx).insert({
        id,
        ...DETAIL_DEFAULTS,
        ...detailColumns(input),
        service_title: input.serviceTitle ?? service.title,
        ...auditOnCreate(adminId),
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, ALREADY);
    throw e;
  }
  return getDetails(db, id);
}

/** Merges the given fields; moving the record to another service needs that service to have no details yet. */
export async function updateDetails(db: Knex, id: string, input: Input, adminId: string) {
  const moved = () => new HttpError(400, ALREADY, [{ field: 'serviceId', message: 'already has service details' }]);
  try {
    await db.transaction(async (trx) => {
      const row = await detailRows(trx).where('id', id).forUpdate().first();
      if (!row) throw new HttpError(404, DETAILS_NOT_FOUND);
      let serviceTitle = row.service_title ?? undefined;
      if (input.serviceId !== row.service_id) {
        serviceTitle = (await findService(trx, input.serviceId)).title;
        if (await detailRows(trx).where('service_id', input.serviceId).whereNot('id', id).first()) throw moved();
      }
      await detailRows(trx)
        .where('id', id)
        .update({ ...detailColumns(input), service_title: input.serviceTitle ?? serviceTitle ?? null, ...auditOnUpdate(adminId) });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw moved();
    throw e;
  }
  return getDetails(db, id);
}

export async function deleteDetails(db: Knex, id: string) {
  const removed = await detailRows(db).where('id', id).delete();
  if (!removed) throw new HttpError(404, DETAILS_NOT_FOUND);
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertServiceDetails(trx: Knex, records: readonly Details[]) {
  for (const d of records) {
    await detailRows(trx).insert({ id: d._id, ...DETAIL_DEFAULTS, ...detailColumns(d), ...seedAudit(d) });
  }
}
