// A section with ordered items built by the factories, declared as data: where its calls are in openapi.yaml, what
// each write answers and its errors say, and how its fields are stored. The backend's service and routes
// (backend/src/services/ordered-items.ts, backend/src/routes/ordered-items.ts) and the mocks' calls
// (mocks/handlers/ordered-items.ts) are built from it for every kind that declares one; a kind's own behaviour is a
// named hook on each side (CONTRIBUTING.md, "Adding a content kind").
import type { paths } from '@shared/contract/schema';

/** A path of openapi.yaml. */
type Path = keyof paths;

/**
 * A field of the contract's object and the column it is stored in: a column name, or the column with how it is
 * read (`bool`: MySQL's 0/1 read as false/true) and the value a new item takes when the field is not given.
 */
export type StoredField = string | { column: string; type?: 'bool'; default?: string | number | boolean | null };

export interface OrderedItemsBuild {
  /** GET: every section, paginated (admin). */
  list: Path;
  /** GET: the active section (public). */
  active: Path;
  /** POST: a new section. */
  sections: Path;
  /** GET, PUT, DELETE: one section, by `{id}`. */
  section: Path;
  /** POST: an item appended to the section. */
  addItem: Path;
  /** PUT: one item's changes; DELETE: the item removed (by `{id}` and the item's parameter). */
  updateItem: Path;
  removeItem: Path;
  /** POST: the items' new order. */
  reorder: Path;
  /** The path parameter naming an item. */
  itemParam: string;
  /** The section's field that holds its items, in the record and in a create or update body. */
  itemsKey: string;
  /** What a 404 calls a section and an item ("<label> not found"). */
  labels: { section: string; item: string };
  /** The reorder body's list of item ids. */
  reorderField: string;
  messages: {
    saved: string;
    deleted: string;
    added: string;
    updated: string;
    removed: string;
    reordered: string;
    /** The public read's 404 when no section is active. */
    noneActive: string;
    /** A reorder that does not list each item once (400). */
    invalidReorder: string;
  };
  /**
   * The stored fields, apart from what every such kind has: a section's id, isActive (`is_active`), audit fields
   * and items; an item's id, section and order (`position`). A field a hook derives is not listed.
   */
  fields: { section: Record<string, StoredField>; item: Record<string, StoredField> };
}

/** A stored field's column, how it is read, and the default a new item takes (undefined: none). */
export function storedField(field: StoredField): { column: string; bool: boolean; default: string | number | boolean | null | undefined } {
  return typeof field === 'string'
    ? { column: field, bool: false, default: undefined }
    : { column: field.column, bool: field.type === 'bool', default: field.default };
}
