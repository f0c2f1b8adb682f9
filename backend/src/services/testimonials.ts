// Testimonials sections: a section row (display settings as JSON) plus one `testimonials` row per testimonial,
// `position` holding the 1-based order.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, parseJson, seedAudit } from '../db/rows';
import { paginate, type ListQuery } from './pagination';
import { assertSameIds, keepKnownIds, keepSingleActive, lockRow, touch } from './records';

type S = components['schemas'];
type Section = S['TestimonialsSection'];
type SectionInput = S['TestimonialsSectionInput'];
type Testimonial = S['Testimonial'];
type TestimonialInput = S['TestimonialInput'];
type DisplaySettings = S['DisplaySettings'];

interface SectionRow extends AuditRow {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  is_active: number | boolean;
  display_settings: string;
}

interface TestimonialRow {
  id: string;
  section_id: string;
  name: string;
  role: string | null;
  image: string | null;
  rating: number;
  content: string;
  is_active: number | boolean;
  position: number;
}

const SECTION_NOT_FOUND = 'Testimonials section not found';
const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
const DEFAULT_DISPLAY: DisplaySettings = { showRatings: true, showImages: true, maxTestimonials: 6, layout: 'grid' };

// ------------------------------------------------------------------------------------------ mapping

/** Only the known display settings, laid over `base`. */
function displaySettings(base: DisplaySettings, given: Partial<DisplaySettings> | undefined): DisplaySettings {
  return {
    ...base,
    ...(compact({
      showRatings: given?.showRatings,
      showImages: given?.showImages,
      maxTestimonials: given?.maxTestimonials,
      layout: given?.layout,
    }) as Partial<DisplaySettings>),
  };
}

const storedDisplay = (r: SectionRow) => displaySettings(DEFAULT_DISPLAY, parseJson<Partial<DisplaySettings>>(r.display_settings, {}));

const toTestimonial = (r: TestimonialRow): Testimonial =>
  compact({
    _id: r.id,
    name: r.name,
    role: r.role,
    image: r.image,
    rating: r.rating,
    content: r.content,
    isActive: bool(r.is_active),
    order: r.position,
  }) as Testimonial;

const toSection = (r: SectionRow, testimonials: TestimonialRow[]): Section =>
  compact({
    _id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    isActive: bool(r.is_active),
    displaySettings: storedDisplay(r),
    testimonials: testimonials.map(toTestimonial),
    ...auditFields(r),
  }) as Section;

/** Only the section fields the client sent (display settings are merged by the caller). */
const sectionColumns = (input: Partial<SectionInput>) =>
  compact({ title: input.title, subtitle: input.subtitle, description: input.description, is_active: input.isActive });

/** A testimonial as stored: rating 5 and active unless given. */
const testimonialColumns = (t: TestimonialInput, position: number) => ({
  name: t.name,
  role: t.role ?? null,
  image: t.image ?? null,
  rating: t.rating ?? 5,
  content: t.content,
  is_active: t.isActive ?? true,
  position,
});

// ------------------------------------------------------------------------------------------ reading

const sectionRows = (db: Knex) => db<SectionRow>('testimonial_sections');
const testimonialRows = (db: Knex) => db<TestimonialRow>('testimonials');

async function withTestimonials(db: Knex, rows: SectionRow[]): Promise<Section[]> {
  if (!rows.length) return [];
  const testimonials = await testimonialRows(db)
    .whereIn(
      'section_id',
      rows.map((r) => r.id),
    )
    .orderBy([{ column: 'position' }, { column: 'id' }]);
  return rows.map((r) =>
    toSection(
      r,
      testimonials.filter((t) => t.section_id === r.id),
    ),
  );
}

async function loadSection(db: Knex, id: string): Promise<Section> {
  const row = await sectionRows(db).where('id', id).first();
  if (!row) throw new HttpError(404, SECTION_NOT_FOUND);
  return (await withTestimonials(db, [row]))[0];
}

export async function listSections(db: Knex, query: ListQuery) {
  const q = sectionRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const page = await paginate(q, query, (r) => r);
  return { ...page, data: await withTestimonials(db, page.data) };
}

/** The active section with only its active testimonials, by order, capped at displaySettings.maxTestimonials. */
export async function getActiveSection(db: Knex) {
  const row = await sectionRows(db)
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first();
  if (!row) throw new HttpError(404, 'No active testimonials section found');
  const shown = await testimonialRows(db)
    .where({ section_id: row.id, is_active: true })
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .limit(storedDisplay(row).maxTestimonials);
  return toSection(row, shown);
}

export const getSection = (db: Knex, id: string) => loadSection(db, id);

// ------------------------------------------------------------------------------------------ writing

const lockSection = (trx: Knex, id: string) => lockRow<SectionRow>(trx, 'testimonial_sections', id, SECTION_NOT_FOUND);

/** The section's testimonials become `items`; one without an order gets its 1-based position in the list. */
async function writeTestimonials(trx: Knex, sectionId: string, items: readonly TestimonialInput[]) {
  const current = new Set((await testimonialRows(trx).where('section_id', sectionId).pluck('id')) as string[]);
  await testimonialRows(trx).where('section_id', sectionId).delete();
  const rows = keepKnownIds(items, current).map((t, i) => ({ id: t._id, section_id: sectionId, ...testimonialColumns(t, t.order ?? i + 1) }));
  if (rows.length) await testimonialRows(trx).insert(rows);
}

/** Gives the listed testimonials positions 1, 2, ... in list order. */
async function setPositions(trx: Knex, ids: readonly string[]) {
  for (const [i, id] of ids.entries())
    await testimonialRows(trx)
      .where('id', id)
      .update({ position: i + 1 });
}

export async function createSection(db: Knex, input: SectionInput, adminId: string) {
  const id = newId();
  return db.transaction(async (trx) => {
    await sectionRows(trx).insert({
      id,
      ...sectionColumns(input),
      is_active: input.isActive ?? true,
      display_settings: JSON.stringify(displaySettings(DEFAULT_DISPLAY, input.displaySettings)),
      ...auditOnCreate(adminId),
    });
    await writeTestimonials(trx, id, input.testimonials ?? []);
    if (input.isActive !== false) await keepSingleActive(trx, 'testimonial_sections', id);
    return loadSection(trx, id);
  });
}

/** Merges the given fields (display settings over the stored ones); given testimonials replace the stored ones. */
export async function updateSection(db: Knex, id: string, input: Partial<SectionInput>, adminId: string) {
  return db.transaction(async (trx) => {
    const row = await lockSection(trx, id);
    const display = input.displaySettings ? { display_settings: JSON.stringify(displaySettings(storedDisplay(row), input.displaySettings)) } : {};
    await sectionRows(trx)
      .where('id', id)
      .update({ ...sectionColumns(input), ...display, ...auditOnUpdate(adminId) });
    if (input.testimonials) await writeTestimonials(trx, id, input.testimonials);
    const section = await loadSection(trx, id);
    if (section.isActive) await keepSingleActive(trx, 'testimonial_sections', id);
    return section;
  });
}

export async function deleteSection(db: Knex, id: string) {
  await db.transaction(async (trx) => {
    await lockSection(trx, id);
    await testimonialRows(trx).where('section_id', id).delete();
    await sectionRows(trx).where('id', id).delete();
  });
}

/** Appends a testimonial; without an order it goes last (number of testimonials plus 1). */
export async function addTestimonial(db: Knex, id: string, input: TestimonialInput, adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const count = Number((await testimonialRows(trx).where('section_id', id).count({ n: '*' }).first())?.n ?? 0);
    await testimonialRows(trx).insert({ id: newId(), section_id: id, ...testimonialColumns(input, input.order ?? count + 1) });
    await touch(trx, 'testimonial_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Merges the given fields onto the testimonial. */
export async function updateTestimonial(db: Knex, id: string, testimonialId: string, input: Partial<TestimonialInput>, adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const row = await testimonialRows(trx).where({ id: testimonialId, section_id: id }).first();
    if (!row) throw new HttpError(404, TESTIMONIAL_NOT_FOUND);
    const stored = toTestimonial(row);
    const merged: TestimonialInput = {
      name: input.name ?? stored.name,
      role: input.role ?? stored.role,
      image: input.image ?? stored.image,
      rating: input.rating ?? stored.rating,
      content: input.content ?? stored.content,
      isActive: input.isActive ?? stored.isActive,
    };
    await testimonialRows(trx)
      .where('id', testimonialId)
      .update(testimonialColumns(merged, input.order ?? row.position));
    await touch(trx, 'testimonial_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Removes a testimonial; the remaining ones are renumbered from 1. */
export async function removeTestimonial(db: Knex, id: string, testimonialId: string, adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const removed = await testimonialRows(trx).where({ id: testimonialId, section_id: id }).delete();
    if (!removed) throw new HttpError(404, TESTIMONIAL_NOT_FOUND);
    const rest = await testimonialRows(trx)
      .where('section_id', id)
      .orderBy([{ column: 'position' }, { column: 'id' }])
      .pluck('id');
    await setPositions(trx, rest as string[]);
    await touch(trx, 'testimonial_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Each testimonial's order becomes its 1-based position in `ids`, which must list the section's testimonials once each. */
export async function reorderTestimonials(db: Knex, id: string, ids: string[], adminId: string) {
  return db.transaction(async (trx) => {
    await lockSection(trx, id);
    const existing = (await testimonialRows(trx).where('section_id', id).pluck('id')) as string[];
    assertSameIds(ids, existing, 'testimonialIds', 'Invalid testimonial IDs for reordering');
    await setPositions(trx, ids);
    await touch(trx, 'testimonial_sections', id, adminId);
    return loadSection(trx, id);
  });
}

/** Writes whole records (ids and audit included): the demo seed. */
export async function insertTestimonialSections(trx: Knex, records: readonly Section[]) {
  for (const s of records) {
    await sectionRows(trx).insert({
      id: s._id,
      ...sectionColumns(s),
      display_settings: JSON.stringify(displaySettings(DEFAULT_DISPLAY, s.displaySettings)),
      ...seedAudit(s),
    });
    const rows = s.testimonials.map((t) => ({ id: t._id, section_id: s._id, ...testimonialColumns(t, t.order) }));
    if (rows.length) await testimonialRows(trx).insert(rows);
  }
}
