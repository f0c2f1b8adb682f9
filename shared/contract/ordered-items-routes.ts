// Where a section-with-ordered-items kind's calls are (openapi.yaml), what each write answers with and its errors say: the backend
// and the mocks build one route list from it (backend/src/routes/ordered-items.ts, mocks/handlers/ordered-items.ts).
import type { paths } from './schema';

/** A path of openapi.yaml. */
type Path = keyof paths;

export interface OrderedItemsRoutePaths {
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
}

export const ORDERED_ITEMS_ROUTES = {
  testimonials: {
    list: '/testimonials/admin/all',
    active: '/testimonials/active',
    sections: '/testimonials/section',
    section: '/testimonials/section/{id}',
    addItem: '/testimonials/section/{id}/testimonial/add',
    updateItem: '/testimonials/section/{id}/testimonial/{tid}/update',
    removeItem: '/testimonials/section/{id}/testimonial/{tid}/remove',
    reorder: '/testimonials/section/{id}/testimonials/reorder',
    itemParam: 'tid',
    itemsKey: 'testimonials',
    labels: { section: 'Testimonials section', item: 'Testimonial' },
    reorderField: 'testimonialIds',
    messages: {
      saved: 'Testimonials configuration saved successfully!',
      deleted: 'Testimonials section deleted successfully!',
      added: 'Testimonial added successfully!',
      updated: 'Testimonial updated successfully!',
      removed: 'Testimonial removed successfully!',
      reordered: 'Testimonials reordered successfully!',
      noneActive: 'No active testimonials section found',
      invalidReorder: 'Invalid testimonial IDs for reordering',
    },
  },
} as const satisfies Record<string, OrderedItemsRoutePaths>;

export type OrderedItemsKind = keyof typeof ORDERED_ITEMS_ROUTES;
