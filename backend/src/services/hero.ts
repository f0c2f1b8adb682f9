import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, seedAudit } from '../db/rows';
import { paginate, type ListQuery } from './pagination';

type Hero = components['schemas']['Hero'];
type HeroInput = components['schemas']['HeroInput'];

interface HeroRow extends AuditRow {
  id: string;
  title: string;
  subtitle: string | null;
  banner: string;
  banner_alt: string | null;
  cta_text: string | null;
  cta_link: string;
  is_active: number | boolean;
  display_order: number;
  background_color: string;
  text_color: string;
}

const toHero = (r: HeroRow): Hero =>
  compact({
    _id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    banner: r.banner,
    bannerAlt: r.banner_alt,
    ctaText: r.cta_text,
    ctaLink: r.cta_link,
    isActive: bool(r.is_active),
    displayOrder: r.display_order,
    backgroundColor: r.background_color,
    textColor: r.text_color,
    ...auditFields(r),
  }) as Hero;

/** Only the fields the client sent; identity and audit fields are never taken from the body. */
function columns(input: Partial<HeroInput>) {
  return compact({
    title: input.title,
    subtitle: input.subtitle,
    banner: input.banner,
    banner_alt: input.bannerAlt,
    cta_text: input.ctaText,
    cta_link: input.ctaLink === '' ? '/contact' : input.ctaLink,
    is_active: input.isActive,
    display_order: input.displayOrder,
    background_color: input.backgroundColor,
    text_color: input.textColor,
  });
}

export const heroRows = (db: Knex) => db<HeroRow>('heroes');

export async function listHeroes(db: Knex, query: ListQuery) {
  const q = heroRows(db).orderBy([{ column: 'display_order' }, { column: 'created_at' }]);
  if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
  return paginate(q, query, toHero);
}

export async function listActiveHeroes(db: Knex, limit?: number) {
  const q = heroRows(db)
    .where('is_active', true)
    .orderBy([{ column: 'display_order' }, { column: 'created_at' }]);
  if (limit) q.limit(limit);
  return (await q).map(toHero);
}

export async function getHero(db: Knex, id: string) {
  const row = await heroRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, 'Hero not found');
  return toHero(row);
}

/** A new hero without a displayOrder goes last (count + 1, docs/product/states.md). */
export async function createHero(db: Knex, input: HeroInput, adminId: string) {
  const id = newId();
  await db.transaction(async (trx) => {
    const count = Number((await trx('heroes').count({ n: '*' }).first())?.n ?? 0);
    await trx('heroes').insert({ id, ...columns({ ...input, displayOrder: input.displayOrder ?? count + 1 }), ...auditOnCreate(adminId) });
  });
  return getHero(db, id);
}

export async function updateHero(db: Knex, id: string, input: Partial<HeroInput>, adminId: string) {
  await getHero(db, id);
  await heroRows(db)
    .where('id', id)
    .update({ ...columns(input), ...auditOnUpdate(adminId) });
  return getHero(db, id);
}

export async function deleteHero(db: Knex, id: string) {
  const removed = await heroRows(db).where('id', id).delete();
  if (!removed) throw new HttpError(404, 'Hero not found');
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertHeroes(trx: Knex, records: readonly Hero[]) {
  for (const h of records) {
    await trx('heroes').insert({
      id: h._id,
      ...columns(h),
      ...seedAudit(h),
    });
  }
}
