// The privacy policy and the terms: one document per kind with ordered sections, their bullet points and
// subsections, all real rows. Every write runs in one transaction, stamps the token's admin, bumps
// lastUpdated and hands back the whole document.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { badRequest, HttpError } from '@shared/contract/http-error';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, compact, newId, parseJson, seedAudit } from '../db/rows';

type S = components['schemas'];
type BulletPoint = S['BulletPoint'];
type Subsection = S['Subsection'];
type SubsectionInput = S['SubsectionInput'];
type SectionOrder = S['SectionOrder'];

export type PolicyKind = 'privacy' | 'terms';
export type PolicyDocumentOf<K extends PolicyKind> = K extends 'privacy' ? S['PrivacyPolicy'] : S['TermsConditions'];
/** Either kind, read or written through the same mapping (terms sections simply never carry a sectionType). */
type AnyPolicyDocument = S['PrivacyPolicy'] & { acceptanceStatement?: string };
type AnySection = S['PrivacySection'];

export interface PolicyBasicInput {
  title?: string;
  subtitle?: string;
  acceptanceStatement?: string;
  contactInfo?: S['PolicyContactInfo'];
}

export interface PolicySectionInput {
  title: string;
  content?: string;
  order?: number;
  sectionType?: S['PolicySectionType'];
}

interface KindRules {
  /** 'Privacy policy': used in '<label> not found'. */
  label: string;
  /** The 409 message when a second document is created. */
  alreadyExists: string;
  hasAcceptanceStatement: boolean;
  hasSectionType: boolean;
}

const KINDS: Record<PolicyKind, KindRules> = {
  privacy: { label: 'Privacy policy', alreadyExists: 'Privacy policy already exists', hasAcceptanceStatement: false, hasSectionType: true },
  terms: { label: 'Terms and conditions', alreadyExists: 'Terms and conditions already exist', hasAcceptanceStatement: true, hasSectionType: false },
};

interface DocumentRow extends AuditRow {
  id: string;
  kind: PolicyKind;
  title: string;
  subtitle: string | null;
  acceptance_statement: string | null;
  contact_info: string;
  last_updated: string;
}

interface SectionRow {
  id: string;
  document_id: string;
  title: string;
  content: string | null;
  position: number;
  section_type: AnySection['sectionType'] | null;
}

interface SubsectionRow {
  id: string;
  section_id: string;
  title: string;
  content: string | null;
  position: number;
}

interface BulletRow {
  id: string;
  section_id: string;
  subsection_id: string | null;
  text: string;
  position: number;
}

const documents = (db: Knex) => db<DocumentRow>('policy_documents');
const sections = (db: Knex) => db<SectionRow>('policy_sections');
const subsections = (db: Knex) => db<SubsectionRow>('policy_subsections');
const bullets = (db: Knex) => db<BulletRow>('policy_bullets');
const byPosition = [{ column: 'position' }, { column: 'id' }];

// ---------------------------------------------------------------------------------------------- reading

const toBulletPoint = (b: BulletRow): BulletPoint => ({ _id: b.id, text: b.text });

async function loadDocument(db: Knex, rules: KindRules, row: DocumentRow): Promise<AnyPolicyDocument> {
  const sectionRows = await sections(db).where('document_id', row.id).orderBy(byPosition);
  const ids = sectionRows.map((s) => s.id);
  const subsectionRows = ids.length ? await subsections(db).whereIn('section_id', ids).orderBy(byPosition) : [];
  const bulletRows = ids.length ? await bullets(db).whereIn('section_id', ids).orderBy(byPosition) : [];

  const toSubsection = (sub: SubsectionRow): Subsection =>
    compact({
      _id: sub.id,
      title: sub.title,
      content: sub.content,
      bulletPoints: bulletRows.filter((b) => b.subsection_id === sub.id).map(toBulletPoint),
    }) as Subsection;
  const toSection = (s: SectionRow): AnySection =>
    compact({
      _id: s.id,
      title: s.title,
      content: s.content,
      order: s.position,
      sectionType: rules.hasSectionType ? s.section_type : null,
      bulletPoints: bulletRows.filter((b) => b.section_id === s.id && !b.subsection_id).map(toBulletPoint),
      subsections: subsectionRows.filter((sub) => sub.section_id === s.id).map(toSubsection),
    }) as AnySection;

  return compact({
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    acceptanceStatement: rules.hasAcceptanceStatement ? row.acceptance_statement : null,
    contactInfo: parseJson<S['PolicyContactInfo']>(row.contact_info, {}),
    sections: sectionRows.map(toSection),
    lastUpdated: row.last_updated,
    ...auditFields(row),
  }) as AnyPolicyDocument;
}

// ---------------------------------------------------------------------------------------------- writing

/** The basic-information columns the client sent (the acceptance statement only on the terms). */
function basicColumns(rules: KindRules, input: PolicyBasicInput) {
  return compact({
    title: input.title,
    subtitle: input.subtitle,
    acceptance_statement: rules.hasAcceptanceStatement ? input.acceptanceStatement : undefined,
    contact_info: input.contactInfo === undefined ? undefined : JSON.stringify(input.contactInfo),
  });
}

/** The section columns the client sent: the title trimmed, the type only on the privacy policy. */
function sectionColumns(rules: KindRules, input: PolicySectionInput) {
  return compact({
    title: input.title.trim(),
    content: input.content,
    section_type: rules.hasSectionType ? input.sectionType : undefined,
  });
}

/** Stores 1..n as the position of each id, in the given order. */
async function writePositions(trx: Knex, table: string, orderedIds: string[]) {
  for (const [i, id] of orderedIds.entries())
    await trx(table)
      .where('id', id)
      .update({ position: i + 1 });
}

async function sectionIdsInOrder(trx: Knex, documentId: string) {
  return (await sections(trx).where('document_id', documentId).orderBy(byPosition)).map((s) => s.id);
}

/** Puts a section at a 1-based position (clamped) among the others and renumbers them all. */
async function placeSection(trx: Knex, documentId: string, sectionId: string, order: number) {
  const rest = (await sectionIdsInOrder(trx, documentId)).filter((id) => id !== sectionId);
  rest.splice(Math.min(Math.max(order, 1), rest.length + 1) - 1, 0, sectionId);
  await writePositions(trx, 'policy_sections', rest);
}

async function nextPosition(query: Knex.QueryBuilder) {
  const row = (await query.max({ m: 'position' }).first()) as { m?: number | string | null } | undefined;
  return Number(row?.m ?? 0) + 1;
}

async function findSection(trx: Knex, documentId: string, sectionId: string) {
  const row = await sections(trx).where({ id: sectionId, document_id: documentId }).first();
  if (!row) throw new HttpError(404, 'Section not found');
  return row;
}

async function findSubsection(trx: Knex, sectionId: string, subsectionId: string) {
  const row = await subsections(trx).where({ id: subsectionId, section_id: sectionId }).first();
  if (!row) throw new HttpError(404, 'Subsection not found');
  return row;
}

/** A bullet point of the section itself (not of one of its subsections). */
async function findSectionBullet(trx: Knex, sectionId: string, bulletId: string) {
  const row = await bullets(trx).where({ id: bulletId, section_id: sectionId }).whereNull('subsection_id').first();
  if (!row) throw new HttpError(404, 'Bullet point not found');
  return row;
}

/**
 * Makes a subsection's bullets the given texts, in order: texts are trimmed and blank ones dropped; a text
 * already present keeps its bullet (and id), bullets no longer listed are removed.
 */
async function setSubsectionBullets(trx: Knex, sectionId: string, subsectionId: string, texts: string[]) {
  const unused = await bullets(trx).where('subsection_id', subsectionId).orderBy(byPosition);
  const wanted = texts.map((t) => t.trim()).filter(Boolean);
  const plan = wanted.map((text) => {
    const i = unused.findIndex((b) => b.text === text);
    return { text, reused: i >= 0 ? unused.splice(i, 1)[0] : undefined };
  });
  if (unused.length)
    await bullets(trx)
      .whereIn(
        'id',
        unused.map((b) => b.id),
      )
      .delete();
  for (const [i, { text, reused }] of plan.entries()) {
    if (reused)
      await bullets(trx)
        .where('id', reused.id)
        .update({ position: i + 1 });
    else await bullets(trx).insert({ id: newId(), section_id: sectionId, subsection_id: subsectionId, text, position: i + 1 });
  }
}

/** Deletes a section's bullets (its own and its subsections'), subsections and the section itself. */
async function deleteSectionRows(trx: Knex, sectionId: string) {
  await bullets(trx).where('section_id', sectionId).delete();
  await subsections(trx).where('section_id', sectionId).delete();
  await sections(trx).where('id', sectionId).delete();
}

// ------------------------------------------------------------------------------------------- operations

/** The operations on one kind of policy document. */
export function policyDocuments<K extends PolicyKind>(kind: K) {
  const rules = KINDS[kind];
  const notFound = () => new HttpError(404, `${rules.label} not found`);
  const load = async (db: Knex, row: DocumentRow) => (await loadDocument(db, rules, row)) as PolicyDocumentOf<K>;

  async function findDocument(db: Knex, id: string) {
    const row = await documents(db).where({ id, kind }).first();
    if (!row) throw notFound();
    return row;
  }

  /** Runs a change on the document with that id in one transaction, stamps it and reads it back. */
  function edit(db: Knex, id: string, adminId: string, change: (trx: Knex, doc: DocumentRow) => Promise<void>) {
    return db.transaction(async (trx) => {
      const doc = await findDocument(trx, id);
      await change(trx, doc);
      const stamp = auditOnUpdate(adminId);
      await documents(trx)
        .where('id', doc.id)
        .update({ ...stamp, last_updated: stamp.last_modified_at });
      return load(trx, await findDocument(trx, id));
    });
  }

  return {
    /** The one document (404 '<label> not found' when there is none). */
    async current(db: Knex) {
      const row = await documents(db).where('kind', kind).first();
      if (!row) throw notFound();
      return load(db, row);
    },

    /** There is only one document of a kind: 409 when it exists. */
    create(db: Knex, input: PolicyBasicInput & { title: string }, adminId: string) {
      return db.transaction(async (trx) => {
        if (await documents(trx).where('kind', kind).first()) throw new HttpError(409, rules.alreadyExists);
        const audit = auditOnCreate(adminId);
        const id = newId();
        await documents(trx).insert({
          id,
          kind,
          ...basicColumns(rules, input),
          contact_info: JSON.stringify(input.contactInfo ?? {}),
          last_updated: audit.created_at,
          ...audit,
        });
        return load(trx, await findDocument(trx, id));
      });
    },

    /** Basic information only; sections are left as they are. */
    updateBasic: (db: Knex, id: string, input: PolicyBasicInput, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const changes = basicColumns(rules, input);
        if (Object.keys(changes).length) await documents(trx).where('id', doc.id).update(changes);
      }),

    /** A new section at `order` (last when omitted); the others move to make room. */
    addSection: (db: Knex, id: string, input: PolicySectionInput, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const sectionId = newId();
        const position = await nextPosition(sections(trx).where('document_id', doc.id));
        await sections(trx).insert({ id: sectionId, document_id: doc.id, ...sectionColumns(rules, input), position });
        await placeSection(trx, doc.id, sectionId, input.order ?? position);
      }),

    updateSection: (db: Knex, id: string, sectionId: string, input: PolicySectionInput, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const section = await findSection(trx, doc.id, sectionId);
        await sections(trx).where('id', section.id).update(sectionColumns(rules, input));
        if (input.order !== undefined && input.order !== section.position) await placeSection(trx, doc.id, section.id, input.order);
      }),

    deleteSection: (db: Knex, id: string, sectionId: string, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        await deleteSectionRows(trx, (await findSection(trx, doc.id, sectionId)).id);
        await writePositions(trx, 'policy_sections', await sectionIdsInOrder(trx, doc.id));
      }),

    addBulletPoint: (db: Knex, id: string, sectionId: string, text: string, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const section = await findSection(trx, doc.id, sectionId);
        const position = await nextPosition(bullets(trx).where('section_id', section.id).whereNull('subsection_id'));
        await bullets(trx).insert({ id: newId(), section_id: section.id, subsection_id: null, text: text.trim(), position });
      }),

    updateBulletPoint: (db: Knex, id: string, sectionId: string, bulletId: string, text: string, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const bullet = await findSectionBullet(trx, (await findSection(trx, doc.id, sectionId)).id, bulletId);
        await bullets(trx).where('id', bullet.id).update({ text: text.trim() });
      }),

    deleteBulletPoint: (db: Knex, id: string, sectionId: string, bulletId: string, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const bullet = await findSectionBullet(trx, (await findSection(trx, doc.id, sectionId)).id, bulletId);
        await bullets(trx).where('id', bullet.id).delete();
      }),

    addSubsection: (db: Knex, id: string, sectionId: string, input: SubsectionInput, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const section = await findSection(trx, doc.id, sectionId);
        const subsectionId = newId();
        const position = await nextPosition(subsections(trx).where('section_id', section.id));
        await subsections(trx).insert({ id: subsectionId, section_id: section.id, title: input.title.trim(), content: input.content ?? null, position });
        await setSubsectionBullets(trx, section.id, subsectionId, input.bulletPoints ?? []);
      }),

    updateSubsection: (db: Knex, id: string, sectionId: string, subsectionId: string, input: SubsectionInput, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const section = await findSection(trx, doc.id, sectionId);
        const subsection = await findSubsection(trx, section.id, subsectionId);
        await subsections(trx)
          .where('id', subsection.id)
          .update(compact({ title: input.title.trim(), content: input.content }));
        if (input.bulletPoints !== undefined) await setSubsectionBullets(trx, section.id, subsection.id, input.bulletPoints);
      }),

    deleteSubsection: (db: Knex, id: string, sectionId: string, subsectionId: string, adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const subsection = await findSubsection(trx, (await findSection(trx, doc.id, sectionId)).id, subsectionId);
        await bullets(trx).where('subsection_id', subsection.id).delete();
        await subsections(trx).where('id', subsection.id).delete();
      }),

    /** Applies the listed orders (every id must be a section of this document), then renumbers from 1. */
    reorderSections: (db: Knex, id: string, sectionOrders: SectionOrder[], adminId: string) =>
      edit(db, id, adminId, async (trx, doc) => {
        const current = await sections(trx).where('document_id', doc.id).orderBy(byPosition);
        const unknown = sectionOrders.find((o) => !current.some((s) => s.id === o.sectionId));
        if (unknown) throw badRequest('sectionOrders', `contains ${unknown.sectionId}, which is not a section of this document`);
        const wanted = new Map(sectionOrders.map((o) => [o.sectionId, o.order]));
        const orderOf = (s: SectionRow) => wanted.get(s.id) ?? s.position;
        // On equal orders the sections the client placed come first.
        const sorted = [...current].sort((a, b) => orderOf(a) - orderOf(b) || Number(wanted.has(b.id)) - Number(wanted.has(a.id)));
        await writePositions(
          trx,
          'policy_sections',
          sorted.map((s) => s.id),
        );
      }),
  };
}

/** Writes a whole document (ids, orders and audit included) with its sections, subsections and bullets: the demo seed. */
export async function insertPolicyDocument(trx: Knex, kind: PolicyKind, doc: AnyPolicyDocument) {
  const rules = KINDS[kind];
  await documents(trx).insert({
    id: doc._id,
    kind,
    ...basicColumns(rules, doc),
    contact_info: JSON.stringify(doc.contactInfo ?? {}),
    last_updated: doc.lastUpdated,
    ...seedAudit(doc, doc.lastUpdated),
  });
  const ordered = [...doc.sections].sort((a, b) => a.order - b.order);
  for (const [i, s] of ordered.entries()) {
    await sections(trx).insert({ id: s._id, document_id: doc._id, ...sectionColumns(rules, s), position: i + 1 });
    for (const [j, b] of s.bulletPoints.entries()) {
      await bullets(trx).insert({ id: b._id, section_id: s._id, subsection_id: null, text: b.text, position: j + 1 });
    }
    for (const [j, sub] of s.subsections.entries()) {
      await subsections(trx).insert({ id: sub._id, section_id: s._id, title: sub.title, content: sub.content ?? null, position: j + 1 });
      for (const [k, b] of sub.bulletPoints.entries()) {
        await bullets(trx).insert({ id: b._id, section_id: s._id, subsection_id: sub._id, text: b.text, position: k + 1 });
      }
    }
  }
}
