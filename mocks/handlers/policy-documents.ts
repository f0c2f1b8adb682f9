// The editing logic the privacy policy and the terms share: one document per kind, its basic fields, its
// ordered sections, their bullet points and subsections. Every write stamps the token's admin, bumps
// lastUpdated and hands back the whole document.
import type { components } from '@shared/contract/schema';
import type { AuthContext } from '../auth';
import { newId, nowIso } from '../db';
import { created, ok, route } from '../route';
import { badRequest, HttpError } from '@shared/contract/http-error';
import { POLICY_ROUTES } from '@shared/contract/policy-routes';
import { byOrder, findById, removeById, renumber, stampCreated, stampUpdated } from './support';

type S = components['schemas'];
type BulletPoint = S['BulletPoint'];
type Subsection = S['Subsection'];

export type PolicySection = {
  _id: string;
  title: string;
  content?: string;
  order: number;
  bulletPoints: BulletPoint[];
  subsections: Subsection[];
};

export type PolicyDocument = {
  _id: string;
  title: string;
  sections: PolicySection[];
  lastUpdated: string;
  createdBy?: string;
  lastModifiedBy?: string;
  createdAt?: string;
  lastModifiedAt?: string;
};

type SectionInput = { title: string; content?: string; order?: number };
type SubsectionInput = S['SubsectionInput'];
type SectionOrder = S['SectionOrder'];

export interface PolicyDocumentConfig<D extends PolicyDocument> {
  /** The stored documents (read through a function: resetDb replaces the arrays). */
  documents: () => D[];
  /** 'Privacy policy': used in '<label> not found'. */
  label: string;
  /** The 409 message when a second document is created. */
  alreadyExists: string;
  /** The fields the basic-information update (and the create) may set. */
  basicFields: readonly string[];
  /** The section fields a client may set besides title and order. */
  sectionFields: readonly string[];
}

/** Copies the listed fields that are present in `source`. */
function pick(source: object, fields: readonly string[]): Record<string, unknown> {
  const from = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of fields) if (from[f] !== undefined) out[f] = from[f];
  return out;
}

/** Trimmed bullet texts as bullet points; blank texts are dropped, texts already present keep their id. */
function toBulletPoints(texts: string[], previous: BulletPoint[] = []): BulletPoint[] {
  const unused = [...previous];
  return texts
    .map((t) => t.trim())
    .filter(Boolean)
    .map((text) => {
      const i = unused.findIndex((b) => b.text === text);
      const reused = i >= 0 ? unused.splice(i, 1)[0] : undefined;
      return { _id: reused?._id ?? newId(), text };
    });
}

/** Puts a section at a 1-based position (clamped) among the others and renumbers them all. */
function placeSection<T extends PolicySection>(sections: T[], section: T, order: number) {
  const rest = sections.filter((s) => s !== section).sort(byOrder);
  rest.splice(Math.min(Math.max(order, 1), rest.length + 1) - 1, 0, section);
  sections.splice(0, sections.length, ...renumber(rest));
}

export function policyDocumentEditor<D extends PolicyDocument>(config: PolicyDocumentConfig<D>) {
  type Section = D['sections'][number];

  const documentById = (id: string) => findById(config.documents(), id, config.label);
  const sectionOf = (doc: D, sid: string): Section => findById(doc.sections, sid, 'Section');
  const subsectionOf = (doc: D, sid: string, subid: string) => findById(sectionOf(doc, sid).subsections, subid, 'Subsection');

  /** The write happened: who, when, and the document's public lastUpdated. */
  function touched(doc: D, auth: AuthContext | undefined): D {
    stampUpdated(doc, auth);
    doc.lastUpdated = doc.lastModifiedAt ?? nowIso();
    return doc;
  }

  /** Runs a change on the document with that id, then stamps it. */
  function edit(id: string, auth: AuthContext | undefined, change: (doc: D) => void): D {
    const doc = documentById(id);
    change(doc);
    return touched(doc, auth);
  }

  return {
    /** The one document (404 '<label> not found' when there is none). */
    current(): D {
      const [doc] = config.documents();
      if (!doc) throw new HttpError(404, `${config.label} not found`);
      return doc;
    },

    create(input: object, auth: AuthContext | undefined): D {
      if (config.documents().length) throw new HttpError(409, config.alreadyExists);
      const doc = stampCreated({ ...pick(input, config.basicFields), sections: [], lastUpdated: nowIso() }, auth) as unknown as D;
      config.documents().push(doc);
      return doc;
    },

    /** Basic information only; sections are left as they are. */
    updateBasic: (id: string, input: object, auth: AuthContext | undefined) => edit(id, auth, (doc) => Object.assign(doc, pick(input, config.basicFields))),

    addSection: (id: string, input: SectionInput, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        const section = {
          ...pick(input, config.sectionFields),
          _id: newId(),
          title: input.title.trim(),
          order: doc.sections.length + 1,
          bulletPoints: [],
          subsections: [],
        } as unknown as Section;
        doc.sections.push(section);
        placeSection(doc.sections, section, input.order ?? section.order);
      }),

    updateSection: (id: string, sid: string, input: SectionInput, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        const section = sectionOf(doc, sid);
        Object.assign(section, pick(input, config.sectionFields), { title: input.title.trim() });
        if (input.order !== undefined && input.order !== section.order) placeSection(doc.sections, section, input.order);
      }),

    deleteSection: (id: string, sid: string, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        removeById(doc.sections, sid, 'Section');
        renumber(doc.sections.sort(byOrder));
      }),

    addBulletPoint: (id: string, sid: string, text: string, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        sectionOf(doc, sid).bulletPoints.push({ _id: newId(), text: text.trim() });
      }),

    updateBulletPoint: (id: string, sid: string, bid: string, text: string, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        findById(sectionOf(doc, sid).bulletPoints, bid, 'Bullet point').text = text.trim();
      }),

    deleteBulletPoint: (id: string, sid: string, bid: string, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        removeById(sectionOf(doc, sid).bulletPoints, bid, 'Bullet point');
      }),

    addSubsection: (id: string, sid: string, input: SubsectionInput, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        const subsection: Subsection = { _id: newId(), title: input.title.trim(), bulletPoints: toBulletPoints(input.bulletPoints ?? []) };
        if (input.content !== undefined) subsection.content = input.content;
        sectionOf(doc, sid).subsections.push(subsection);
      }),

    updateSubsection: (id: string, sid: string, subid: string, input: SubsectionInput, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        const subsection = subsectionOf(doc, sid, subid);
        subsection.title = input.title.trim();
        if (input.content !== undefined) subsection.content = input.content;
        if (input.bulletPoints !== undefined) subsection.bulletPoints = toBulletPoints(input.bulletPoints, subsection.bulletPoints);
      }),

    deleteSubsection: (id: string, sid: string, subid: string, auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        removeById(sectionOf(doc, sid).subsections, subid, 'Subsection');
      }),

    /** Applies the listed orders (every id must be a section of this document), then renumbers from 1. */
    reorderSections: (id: string, sectionOrders: SectionOrder[], auth: AuthContext | undefined) =>
      edit(id, auth, (doc) => {
        const unknown = sectionOrders.find((o) => !doc.sections.some((s) => s._id === o.sectionId));
        if (unknown) throw badRequest('sectionOrders', `contains ${unknown.sectionId}, which is not a section of this document`);
        const listed = new Set(sectionOrders.map((o) => o.sectionId));
        for (const { sectionId, order } of sectionOrders) sectionOf(doc, sectionId).order = order;
        // On equal orders the sections the client placed come first.
        doc.sections.sort((a, b) => byOrder(a, b) || Number(listed.has(b._id)) - Number(listed.has(a._id)));
        renumber(doc.sections);
      }),
  };
}

type PolicyDocumentEditor = ReturnType<typeof policyDocumentEditor>;

/**
 * The calls both documents share, one list for both: the read, the create, the basic-information update, the
 * section calls and adding or deleting a bullet point. The privacy policy's own calls stay in privacy-policy.ts.
 */
export function policyDocumentRoutes(kind: keyof typeof POLICY_ROUTES, doc: PolicyDocumentEditor) {
  const at = POLICY_ROUTES[kind];
  return [
    route('get', at.root, () => ok(doc.current())),
    route('post', at.root, ({ body, auth }) => created(doc.create(body, auth), at.createdMessage)),
    route('put', at.byId, ({ params, body, auth }) => ok(doc.updateBasic(params.id, body, auth), 'Basic information updated successfully!')),
    route('post', at.sections, ({ params, body, auth }) => created(doc.addSection(params.id, body, auth), 'Section added successfully!')),
    route('put', at.section, ({ params, body, auth }) => ok(doc.updateSection(params.id, params.sid, body, auth), 'Section updated successfully!')),
    route('delete', at.section, ({ params, auth }) => ok(doc.deleteSection(params.id, params.sid, auth), 'Section deleted successfully!')),
    route('post', at.bullets, ({ params, body, auth }) =>
      created(doc.addBulletPoint(params.id, params.sid, body.text, auth), 'Bullet point added successfully!'),
    ),
    route('delete', at.bullet, ({ params, auth }) => ok(doc.deleteBulletPoint(params.id, params.sid, params.bid, auth), 'Bullet point deleted successfully!')),
  ];
}
