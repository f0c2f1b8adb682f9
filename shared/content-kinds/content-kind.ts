// What a content kind is, declared once: the record type an editor manages on one admin screen, with its own
// revision history. Each kind's file in this folder fills this in; index.ts lists them, and the revision rules,
// the mocks, the backend's stores and seed, the initial data and the admin menu read them from there
// (CONTRIBUTING.md walks through adding one).
import type { components } from '@shared/contract/schema';
import type { OrderedItemsBuild } from './ordered-items';

export type RevisionKind = components['schemas']['RevisionKind'];
export type HomepageSectionKey = components['schemas']['HomepageSectionKey'];

/**
 * How many records of the kind there are and which one visitors see:
 * - 'many': any number, each shown while it is active (the public read lists the active ones);
 * - 'single-active': any number, at most one active; activating one (a toggle, or a create or update with
 *   isActive) switches the others off, and the public read answers the active one;
 * - 'one-per-service': at most one record per service, read publicly by the service's id;
 * - 'document': one current record, edited in place; a create is refused while it exists.
 */
export type RecordRule = 'many' | 'single-active' | 'one-per-service' | 'document';

/** A public read of the kind: its operation in openapi.yaml, which is also the RTK Query endpoint's name the site calls it by. */
export interface PublicRead {
  operationId: string;
  /** Its 404 means "there is none": the page carries null for it rather than a failure. */
  noneWhenNotFound: boolean;
}

export interface ContentKind {
  /** The RevisionKind: what a revision, an activity entry and the history list call it. */
  kind: RevisionKind;
  /**
   * The operations' tag in openapi.yaml: writes under it store revisions of this kind. It is also the RTK Query tag
   * its screens' data carries: a write or a restore reloads it.
   */
  tag: string;
  /** What the screens call it, in history lists and messages. */
  label: string;
  rule: RecordRule;
  /**
   * The kind's records hold items in an order, which an editor changes with the `reorder` operation where it has
   * one. With `build`, a section-with-ordered-items kind whose service, routes and mock calls the factories build
   * (ordered-items.ts).
   */
  orderedItems?: { reorder?: string; build?: OrderedItemsBuild };
  /** The operations of openapi.yaml that make its records, change one whole, list them and switch one on. */
  operations: { create: string; update: string; list?: string; activate?: string };
  /** A text field of the update's body that its public read shows (a dotted path for a nested one). */
  editField: string;
  /** Its tables, the records' own first, then the tables of their parts. Two kinds may share them. */
  tables: readonly string[];
  /** The mocks' in-memory collection of its records. */
  collection: string;
  /**
   * Its records in the demo dataset (shared/demo-content). A plain string here, as the demo dataset's own records
   * import the revision rules that read these declarations; the seed's `demoData[demoKey]` checks the name.
   */
  demoKey: string;
  /**
   * Which of its fields have a value per language (ADR 0044): `schema` is its record's schema in openapi.yaml and each
   * of `fields` a path in it to a text, `[]` standing for every item of a list (`services[].title`). A public read in
   * another language shows each such text in that language where it has a value, and in the default language where it
   * has none; shared/contract/translations.ts reads these, and a path that is not a text of the schema fails its test.
   */
  translatable: {
    schema: string;
    fields: readonly string[];
    /**
     * Those of `fields` whose value is a rich-text document (openapi.yaml's RichTextDocument) rather than a string: its
     * value in a language is the document serialised as JSON, held to the same rules as the field itself (ADR 0044).
     */
    richText?: readonly string[];
    /**
     * A field the record keeps computed from one of its rich-text `fields` (`{ readingMinutes: 'body' }`): a read in
     * another language computes it again from that field's value there, so an article's reading time is its German
     * body's on a German page (shared/contract/translations.ts).
     */
    readingMinutesOf?: Readonly<Record<string, string>>;
  };
  publicReads: readonly PublicRead[];
  /**
   * Its section of the home page, when it has one: the layout's key, the name the Homepage Layout screen shows,
   * and its place in the default order among every section (shared/contract/homepage-rules.ts). Its public reads
   * are then part of the home page's first render and of the layout screen's preview.
   */
  homeSection?: {
    key: HomepageSectionKey;
    label: string;
    position: number;
    /** The one public read the section makes, with its argument, where it is not every public read of the kind without one. */
    read?: { operationId: string; arg: string };
  };
  /** Its screen in the admin side menu; position orders the whole menu (frontend/src/routes/admin/admin-menu.ts). */
  menu: { label: string; path: string; position: number };
}
