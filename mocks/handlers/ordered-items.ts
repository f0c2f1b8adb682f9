// The mock calls of a section-with-ordered-items kind over its in-memory collection, one list for every such
// kind, as on the server (backend/src/routes/ordered-items.ts): its paths, messages, collection and the defaults a
// new item takes are its declaration's (`orderedItems.build`, shared/content-kinds); what only it does is a small
// named hook (testimonials.ts). handlers/index.ts builds one per declared kind.
import { HttpError } from '@shared/contract/http-error';
import {
  builtOperations,
  storedField,
  type BuiltKind,
  type BuiltOperations,
  type InputOf,
  type OrderedItemsBuild,
  type StoredField,
} from '@shared/content-kinds';
import { db } from '../db';
import { created, done, ok, routeFor, type RouteDef } from '../route';
import { assertSameIds } from '@shared/contract/list-rules';
import {
  byOrder,
  filterActive,
  findById,
  keepSingleActive,
  listReply,
  mergeItem,
  removeById,
  renumber,
  stampCreated,
  stampUpdated,
  applyChanges,
  toggleActive,
  withIds,
} from './support';

/** A section as the collection holds it: its fields by name, whichever kind (each kind's type is its own BuiltSection). */
interface Section {
  _id: string;
  isActive?: boolean;
  lastModifiedBy?: string;
  lastModifiedAt?: string;
  [field: string]: unknown;
}
type SectionInput = InputOf<BuiltOperations<BuiltKind>['create']>;
type ItemInput = InputOf<BuiltOperations<BuiltKind>['addItem']>;

/** An item as the collection holds it. */
interface StoredItem {
  _id: string;
  order?: number;
  isActive?: boolean;
}

/** What a kind does that its declaration does not say (each optional). */
export interface OrderedItemsMockHooks {
  /** Fields the kind derives itself (testimonials' display settings over the defaults, or over `stored`'s). */
  derivedFields?: (input: Partial<SectionInput>, stored: Section | undefined) => object;
  /** The items the public read shows, from the section's items in order (all of them without this hook). */
  publicItems?: (section: Section, items: StoredItem[]) => StoredItem[];
  /** An item as the kind keeps it, from a new or updated one (services' emptied button URL dropped). */
  cleanItem?: (item: StoredItem) => StoredItem;
}

export function orderedItemsRoutes(kind: BuiltKind, hooks: OrderedItemsMockHooks = {}): RouteDef[] {
  const at: OrderedItemsBuild = kind.orderedItems.build;
  const op = builtOperations(kind);
  const { messages } = at;
  const labels = { section: at.sectionLabel ?? kind.label, item: at.itemLabel };
  const clean = hooks.cleanItem ?? ((item: StoredItem) => item);
  // A plain string here, so the generic code below reads and writes the items under it whatever the kind.
  const itemsKey: string = at.itemsKey;
  const collection = () => (db as unknown as Record<string, Section[]>)[kind.collection];
  /** The defaults a new section or item takes for what it does not give (a null default: the field stays absent). */
  const defaultsOf = (fields: Record<string, StoredField>) =>
    Object.entries(fields).flatMap(([name, f]) => {
      const value = storedField(f).default;
      return value === undefined || value === null ? [] : [[name, value] as const];
    });
  const defaults = defaultsOf(at.fields.item);
  const sectionDefaults = Object.fromEntries(defaultsOf(at.fields.section));
  /** A new item as stored: an id, its declared defaults, and its own order or `order`. */
  const toItem = (input: ItemInput, order: number): StoredItem => {
    const [withId] = withIds([input as ItemInput & { _id?: string }]);
    const fields: Record<string, unknown> = withId;
    const own = at.orderFromList ? undefined : (input as { order?: number }).order;
    return clean({ ...withId, ...Object.fromEntries(defaults.map(([name, value]) => [name, fields[name] ?? value])), order: own ?? order } as StoredItem);
  };
  const itemsOf = (section: Section) => section[itemsKey] as StoredItem[];
  const setItems = (section: Section, items: StoredItem[]) => (section[itemsKey] = items);
  const given = (input: object) => (input as Record<string, ItemInput[] | undefined>)[itemsKey];
  const normalise = (items: ItemInput[]) => items.map((t, i) => toItem(t, i + 1));
  const findSection = (id: string) => findById(collection(), id, labels.section);

  const { activate, replaceItems, reorder } = op;
  const reorderField = at.reorderField!;
  const optional: RouteDef[] = [];
  if (activate)
    optional.push(
      routeFor(activate, ({ params, auth }) => {
        const section = findSection(params.id);
        return ok(section, toggleActive(collection(), section, auth, labels.section));
      }),
    );
  if (replaceItems)
    optional.push(
      routeFor(replaceItems, ({ params, body, auth }) => {
        const section = findSection(params.id);
        setItems(section, normalise(given(body) ?? []));
        stampUpdated(section, auth);
        return ok(section, messages.replaced ?? messages.saved);
      }),
    );

  for (const update of at.sectionUpdates ?? [])
    optional.push(
      routeFor(update.operation, ({ params, body, auth }) => {
        const section = findSection(params.id);
        applyChanges(section, { ...body, ...hooks.derivedFields?.(body as Partial<SectionInput>, section) }, auth);
        return ok(section, update.message);
      }),
    );
  if (reorder)
    optional.push(
      routeFor(reorder, ({ params, body, auth }) => {
        const section = findSection(params.id);
        const listed = body[reorderField] as (string | { _id: string; order: number })[];
        const ids = listed.map((entry) => (typeof entry === 'string' ? entry : entry._id));
        assertSameIds(
          ids,
          itemsOf(section).map((i) => i._id),
          reorderField,
          messages.invalidReorder!,
        );
        if (at.reorderBy === 'orders') {
          // Each item's order as given, the items sorted by it.
          const orderOf = new Map(listed.map((entry) => (typeof entry === 'string' ? [entry, 0] : [entry._id, entry.order])));
          for (const item of itemsOf(section)) item.order = orderOf.get(item._id) ?? item.order;
          itemsOf(section).sort(byOrder);
        } else setItems(section, renumber(ids.map((id) => findById(itemsOf(section), id, labels.item))));
        stampUpdated(section, auth);
        return ok(section, messages.reordered);
      }),
    );

  return [
    ...optional,
    routeFor(op.list, ({ query }) => listReply(filterActive(collection(), query), query)),

    routeFor(op.active, () => {
      const active = collection().find((s) => s.isActive);
      if (!active) throw new HttpError(404, messages.noneActive);
      const inOrder = [...itemsOf(active)].sort(byOrder);
      return ok({ ...active, [itemsKey]: hooks.publicItems ? hooks.publicItems(active, inOrder) : inOrder });
    }),

    routeFor(op.create, ({ body, auth }) => {
      const section = stampCreated(
        { ...sectionDefaults, ...body, ...hooks.derivedFields?.(body, undefined), [itemsKey]: normalise(given(body) ?? []) },
        auth,
      ) as Section;
      collection().push(section);
      keepSingleActive(collection(), section);
      return created(section, messages.created ?? messages.saved);
    }),

    routeFor(op.get, ({ params }) => ok(findSection(params.id))),

    routeFor(op.update, ({ params, body, auth }) => {
      const section = findSection(params.id);
      const fields: Record<string, unknown> = { ...body };
      delete fields[itemsKey];
      const replaced = given(body);
      applyChanges(section, { ...fields, ...hooks.derivedFields?.(body, section), ...(replaced ? { [itemsKey]: normalise(replaced) } : {}) }, auth);
      keepSingleActive(collection(), section);
      return ok(section, messages.saved);
    }),

    routeFor(op.delete, ({ params }) => {
      removeById(collection(), params.id, labels.section);
      return done(messages.deleted);
    }),

    routeFor(op.addItem, ({ params, body, auth }) => {
      const section = findSection(params.id);
      const item = at.addItemField ? (body as Record<string, ItemInput>)[at.addItemField] : (body as ItemInput);
      itemsOf(section).push(toItem(item, itemsOf(section).length + 1));
      stampUpdated(section, auth);
      return created(section, messages.added);
    }),

    routeFor(op.updateItem, ({ params, body, auth }) => {
      const section = findSection(params.id);
      const items = itemsOf(section);
      const item = findById(items, params[op.itemParam], labels.item);
      if (hooks.cleanItem) items[items.indexOf(item)] = hooks.cleanItem(mergeItem({ ...item }, body));
      else mergeItem(item, body);
      stampUpdated(section, auth);
      return ok(section, messages.updated);
    }),

    routeFor(op.removeItem, ({ params, auth }) => {
      const section = findSection(params.id);
      removeById(itemsOf(section), params[op.itemParam], labels.item);
      setItems(section, renumber(itemsOf(section).sort(byOrder)));
      stampUpdated(section, auth);
      return ok(section, messages.removed);
    }),
  ];
}
