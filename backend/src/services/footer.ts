// Site footers: company name and active flag as columns, the rest of the footer (contact, social links,
// newsletter box, link sections, copyright, legal links) as one JSON document. At most one footer is active.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { toggledMessage } from '@shared/contract/list-rules';
import { footerParts, footerSections, newFooter, socialLinks } from '@shared/contract/new-records';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, parseJson, seedAudit } from '../db/rows';
import { keepSingleActive as keepOnlyActive } from './records';
import { paginate, type ListQuery } from './pagination';

type S = components['schemas'];
type Footer = S['Footer'];
type FooterInput = S['FooterInput'];

interface FooterRow extends AuditRow {
  id: string;
  company_name: string;
  is_active: number | boolean;
  data: string;
}

/** The footer fields kept in the `data` column. */
const DATA_KEYS = [
  'logo',
  'description',
  'backgroundColor',
  'textColor',
  'contactInfo',
  'socialMedia',
  'newsletter',
  'sections',
  'copyright',
  'legalLinks',
] as const;
type FooterData = Partial<Pick<FooterInput, (typeof DATA_KEYS)[number]>>;

const NOT_FOUND = 'Footer not found';

const toFooter = (r: FooterRow): Footer =>
  compact({
    _id: r.id,
    companyName: r.company_name,
    ...parseJson<FooterData>(r.data, {}),
    isActive: bool(r.is_active),
    ...auditFields(r),
  }) as Footer;

function dataOf(footer: FooterInput): FooterData {
  const data: Record<string, unknown> = {};
  for (const key of DATA_KEYS) if (footer[key] !== undefined) data[key] = footer[key];
  return data as FooterData;
}

/** A whole footer as its columns (identity and audit fields are never taken from it). */
const columns = (footer: FooterInput) => ({
  company_name: footer.companyName,
  is_active: footer.isActive ?? true,
  data: JSON.stringify(dataOf(footer)),
});

const footerRows = (db: Knex) => db<FooterRow>('footers');
const byAge = [{ column: 'created_at' }, { column: 'id' }];

async function findFooter(db: Knex, id: string) {
  const row = await footerRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toFooter(row);
}

/** At most one footer is active: when this one is, every other footer is deactivated. */
async function keepSingleActive(trx: Knex, id: string, footer: FooterInput) {
  if (footer.isActive) await keepOnlyActive(trx, 'footers', id);
  return findFooter(trx, id);
}

/** Reads a footer, applies a change and saves it, in one transaction. */
function change(db: Knex, id: string, adminId: string, apply: (stored: Footer) => FooterInput) {
  return db.transaction(async (trx) => {
    const footer = apply(await findFooter(trx, id));
    await footerRows(trx)
      .where('id', id)
      .update({ ...columns(footer), ...auditOnUpdate(adminId) });
    return keepSingleActive(trx, id, footer);
  });
}

export async function listFooters(db: Knex, query: ListQuery) {
  return paginate(footerRows(db).orderBy(byAge), query, toFooter);
}

export async function getActiveFooter(db: Knex) {
  const row = await footerRows(db).where('is_active', true).orderBy(byAge).first();
  if (!row) throw new HttpError(404, 'No active footer found');
  return toFooter(row);
}

export const getFooter = findFooter;

export async function createFooter(db: Knex, input: FooterInput, adminId: string) {
  const id = newId();
  const footer = newFooter(input, newId);
  return db.transaction(async (trx) => {
    await footerRows(trx).insert({ id, ...columns(footer), ...auditOnCreate(adminId) });
    return keepSingleActive(trx, id, footer);
  });
}

/** Merges the given fields onto the stored footer. */
export function updateFooter(db: Knex, id: string, input: FooterInput, adminId: string) {
  const changes = { ...input, ...footerParts(input, newId) };
  return change(db, id, adminId, (stored) => ({ ...stored, ...changes }));
}

/** Flips isActive; activating a footer deactivates the others. */
export async function toggleFooter(db: Knex, id: string, adminId: string) {
  const footer = await change(db, id, adminId, (stored) => ({ ...stored, isActive: !stored.isActive }));
  return { footer, message: toggledMessage('Footer', !!footer.isActive) };
}

export function replaceSections(db: Knex, id: string, sections: S['FooterSection'][], adminId: string) {
  return change(db, id, adminId, (stored) => ({ ...stored, sections: footerSections(sections, newId) }));
}

export function replaceSocialMedia(db: Knex, id: string, links: S['FooterSocialLink'][], adminId: string) {
  return change(db, id, adminId, (stored) => ({ ...stored, socialMedia: socialLinks(links, newId) }));
}

export function replaceContactInfo(db: Knex, id: string, contactInfo: S['FooterContactInfo'], adminId: string) {
  return change(db, id, adminId, (stored) => ({ ...stored, contactInfo }));
}

export async function deleteFooter(db: Knex, id: string) {
  const removed = await footerRows(db).where('id', id).delete();
  if (!removed) throw new HttpError(404, NOT_FOUND);
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertFooters(trx: Knex, records: readonly Footer[]) {
  for (const f of records) {
    await footerRows(trx).insert({
      id: f._id,
      ...columns(f),
      ...seedAudit(f),
    });
  }
}
