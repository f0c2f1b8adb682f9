// A section with ordered items, written once: a section row with audit fields and is_active (at most one active),
// and one row per item in a child table whose `position` holds the 1-based order. Everything a kind states is its
// declaration's `orderedItems.build` (shared/content-kinds): its paths, labels, messages and how its fields are
// stored; what only it does is a named hook (services/testimonials.ts). built-kinds.ts builds one per kind.
import type { Knex } from 'knex';
import { HttpError } from '@shared/contract/http-error';
import { storedField, type BuiltKind, type BuiltOperations, type DataOf, type InputOf, type OrderedItemsBuild } from '@shared/content-kinds';
import { auditFields, auditOnCreate, auditOnUpdate, type AuditRow, bool, compact, newId, seedAudit } from '../db/rows';
import { paginate, type ListQuery } from './pagination';
import { assertSameIds, toggledMessage } from '@shared/contract/list-rules';
import { keepKnownIds, keepSingleActive, lockRow, touch } from './records';

type Rec = Record<string, unknown>;

type Ops<K extends BuiltKind> = BuiltOperations<K>;
type Section<K extends BuiltKind> = DataOf<Ops<K>['get']>;

/** What the route list calls: a kind's service answers what each of its operations answers (method syntax: any kind's inputs). */
export interface OrderedItemsCalls<K extends BuiltKind = BuiltKind> {
  listSections(db: Knex, query: ListQuery): Promise<{ data: Section<K>[]; pagination: { page: number; limit: number; total: number; pages: number } }>;
  getActiveSection(db: Knex): Promise<DataOf<Ops<K>['active']>>;
  getSection(db: Knex, id: string): Promise<Section<K>>;
  createSection(db: Knex, input: InputOf<Ops<K>['create']>, adminId: string): Promise<Section<K>>;
  updateSection(db: Knex, id: string, input: InputOf<Ops<K>['update']>, adminId: string): Promise<Section<K>>;
  deleteSection(db: Knex, id: string): Promise<void>;
  addItem(db: Knex, id: string, input: InputOf<Ops<K>['addItem']>, adminId: string): Promise<Section<K>>;
  updateItem(db: Knex, id: string, itemId: string, input: InputOf<Ops<K>['updateItem']>, adminId: string): Promise<Section<K>>;
  removeItem(db: Knex, id: string, itemId: string, adminId: string): Promise<Section<K>>;
  reorderItems(db: Knex, id: string, ids: string[], adminId: string): Promise<Section<K>>;
  /** `reorderBy: 'orders'`: each listed item's order as given. */
  setOrders(db: Knex, id: string, orders: { _id: string; order: number }[], adminId: string): Promise<Section<K>>;
  /** With `operations.activate`: the section switched on or off, and the message saying which. */
  toggleSection(db: Knex, id: string, adminId: string): Promise<{ section: Section<K>; message: string }>;
  /** With `replaceItems`: the section's items become `items`. */
  replaceItems(db: Knex, id: string, items: readonly Rec[], adminId: string): Promise<Section<K>>;
}

export interface SectionRowBase extends AuditRow {
  id: string;
  is_active: number | boolean;
}

/** An item's row; the column naming its section is the declaration's (`parentColumn`, `section_id` unless said). */
export interface ItemRowBase {
  id: string;
  position: number;
}

/** What a kind does that its declared fields do not say (each optional). */
export interface OrderedItemsHooks<SectionRow extends SectionRowBase = SectionRowBase> {
  /**
   * Section columns the kind derives itself (testimonials' display settings, merged over the defaults or, on an
   * update, over `stored`): on a create, an update and the seed.
   */
  derivedColumns?: (input: Rec, stored: SectionRow | undefined) => Rec;
  /** The section's fields read from those columns. */
  derivedFields?: (row: SectionRow) => Rec;
  /** Narrows the items the public read shows (only active ones, at most so many). */
  publicItems?: (items: Knex.QueryBuilder<ItemRowBase & Rec>, section: SectionRow) => Knex.QueryBuilder<ItemRowBase & Rec>;
  /**
   * Item columns the kind derives itself from an item (services' button), and the item's fields read from them (each
   * field named, undefined when absent: an update merges them as it does the declared ones).
   */
  itemColumns?: (item: Rec) => Rec;
  itemFields?: (row: Rec) => Rec;
}

/** How the declared fields map between the contract's objects and the rows. */
function fieldMapping(build: OrderedItemsBuild, hooks: Pick<OrderedItemsHooks, 'itemColumns' | 'itemFields'>) {
  const section = Object.entries(build.fields.section).map(([name, f]) => ({ name, ...storedField(f) }));
  const item = Object.entries(build.fields.item).map(([name, f]) => ({ name, ...storedField(f) }));
  const withDefault = (fields: typeof section) => fields.filter((f) => f.default !== undefined).map((f) => [f.column, f.default] as const);
  const read = (fields: typeof section, row: Rec) => Object.fromEntries(fields.map((f) => [f.name, f.bool ? bool(row[f.column] as number) : row[f.column]]));
  const toItem = (row: ItemRowBase & Rec): Rec => compact({ _id: row.id, ...read(item, row), ...hooks.itemFields?.(row), order: row.position });
  return {
    toRecord: (row: SectionRowBase & Rec): Rec => ({ _id: row.id, ...read(section, row), isActive: bool(row.is_active) }),
    toItem,
    /** Only the section columns the client sent; identity and audit fields are never taken from the body. */
    sectionColumns: (input: Rec): Rec => compact({ ...Object.fromEntries(section.map((f) => [f.column, input[f.name]])), is_active: input.isActive }),
    /** What a new section stores for the declared fields it does not give. */
    sectionDefaults: Object.fromEntries(withDefault(section)) as Rec,
    /** An item as stored: its declared defaults for what it does not give, at its own order if it has one and may. */
    itemColumns: (t: Rec, position: number): Rec => ({
      ...Object.fromEntries(item.map((f) => [f.column, f.default === undefined ? t[f.name] : (t[f.name] ?? f.default)])),
      ...hooks.itemColumns?.(t),
      position: (build.orderFromList ? undefined : t.order) ?? position,
    }),
    /** An update's item: the given fields over the stored item (a derived field given whole replaces the stored one). */
    mergeItem: (row: ItemRowBase & Rec, input: Rec): Rec => {
      const stored = toItem(row);
      const names = [...item.map((f) => f.name), ...Object.keys(hooks.itemFields?.(row) ?? {})];
      return { ...Object.fromEntries(names.map((name) => [name, input[name] ?? stored[name]])), order: input.order };
    },
  };
}

export function orderedItemsService<SectionRow extends SectionRowBase = SectionRowBase>(kind: BuiltKind, hooks: OrderedItemsHooks<SectionRow> = {}) {
  type Section = Rec;
  type SectionInput = Rec;
  type ItemInput = Rec;
  type ItemRow = ItemRowBase & Rec;
  const build: OrderedItemsBuild = kind.orderedItems.build;
  const { itemsKey, itemLabel, messages, reorderField } = build;
  const [sectionTable, itemTable] = kind.tables;
  const parent = build.parentColumn ?? 'section_id';
  const def = { sectionTable, itemTable, ...fieldMapping(build, hooks) };
  const sectionLabel = build.sectionLabel ?? kind.label;
  const sectionNotFound = `${sectionLabel} not found`;
  const itemNotFound = `${itemLabel} not found`;
  const sectionRows = (db: Knex) => db<SectionRow>(def.sectionTable);
  const itemRows = (db: Knex) => db<ItemRow>(def.itemTable);
  const itemsOf = (input: Partial<SectionInput>) => (input as Record<string, unknown>)[itemsKey] as readonly ItemInput[] | undefined;
  const derived = (input: Partial<SectionInput>, stored?: SectionRow) => hooks.derivedColumns?.(input, stored) ?? {};
  const byPosition = [{ column: 'position' }, { column: 'id' }];

  const toSection = (r: SectionRow, items: ItemRow[]): Section =>
    compact({ ...def.toRecord(r as SectionRow & Rec), ...hooks.derivedFields?.(r), [itemsKey]: items.map(def.toItem), ...auditFields(r) }) as Section;

  async function withItems(db: Knex, rows: SectionRow[]): Promise<Section[]> {
    if (!rows.length) return [];
    const items = (await itemRows(db)
      .whereIn(
        parent,
        rows.map((r) => r.id),
      )
      .orderBy(byPosition)) as ItemRow[];
    return rows.map((r) =>
      toSection(
        r,
        items.filter((t) => t[parent] === r.id),
      ),
    );
  }

  async function loadSection(db: Knex, id: string): Promise<Section> {
    const row = (await sectionRows(db).where('id', id).first()) as SectionRow | undefined;
    if (!row) throw new HttpError(404, sectionNotFound);
    return (await withItems(db, [row]))[0];
  }

  const lockSection = (trx: Knex, id: string) => lockRow<SectionRow>(trx, def.sectionTable, id, sectionNotFound);

  /** The section's items become `items`; one without its own order gets its 1-based position in the list. */
  async function writeItems(trx: Knex, sectionId: string, items: readonly ItemInput[]) {
    const current = new Set((await itemRows(trx).where(parent, sectionId).pluck('id')) as string[]);
    await itemRows(trx).where(parent, sectionId).delete();
    const rows = keepKnownIds(items as readonly { _id?: string }[], current).map((t, i) => ({
      id: t._id,
      [parent]: sectionId,
      ...def.itemColumns(t as ItemInput, i + 1),
    }));
    if (rows.length) await trx(def.itemTable).insert(rows);
  }

  /** Gives the listed items positions 1, 2, ... in list order. */
  async function setPositions(trx: Knex, ids: readonly string[]) {
    for (const [i, id] of ids.entries())
      await trx(def.itemTable)
        .where('id', id)
        .update({ position: i + 1 });
  }

  /** Runs an item write on a locked section, stamps the section and answers it whole. */
  const itemWrite = (db: Knex, id: string, adminId: string, write: (trx: Knex) => Promise<void>) =>
    db.transaction(async (trx) => {
      await lockSection(trx, id);
      await write(trx);
      await touch(trx, def.sectionTable, id, adminId);
      return loadSection(trx, id);
    });

  return {
    async listSections(db: Knex, query: ListQuery) {
      const q = sectionRows(db).orderBy([{ column: 'created_at' }, { column: 'id' }]);
      if (typeof query.isActive === 'boolean') q.where('is_active', query.isActive);
      const page = await paginate(q, query, (r) => r as SectionRow);
      return { ...page, data: await withItems(db, page.data) };
    },

    /** The active section, with the items the kind's publicItems hook keeps (all of them without one). */
    async getActiveSection(db: Knex) {
      const row = (await sectionRows(db)
        .where('is_active', true)
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .first()) as SectionRow | undefined;
      if (!row) throw new HttpError(404, messages.noneActive);
      const items = itemRows(db).where(parent, row.id).orderBy(byPosition);
      const shown = (await (hooks.publicItems ? hooks.publicItems(items, row) : items)) as ItemRow[];
      return toSection(row, shown);
    },

    getSection: (db: Knex, id: string) => loadSection(db, id),

    async createSection(db: Knex, input: SectionInput, adminId: string) {
      const id = newId();
      return db.transaction(async (trx) => {
        await trx(def.sectionTable).insert({
          id,
          ...def.sectionDefaults,
          ...def.sectionColumns(input),
          is_active: (input as { isActive?: boolean }).isActive ?? true,
          ...derived(input),
          ...auditOnCreate(adminId),
        });
        await writeItems(trx, id, itemsOf(input) ?? []);
        if ((input as { isActive?: boolean }).isActive !== false) await keepSingleActive(trx, def.sectionTable, id);
        return loadSection(trx, id);
      });
    },

    /** Merges the given fields; given items replace the stored ones. */
    async updateSection(db: Knex, id: string, input: Partial<SectionInput>, adminId: string) {
      return db.transaction(async (trx) => {
        const row = await lockSection(trx, id);
        await trx(def.sectionTable)
          .where('id', id)
          .update({ ...def.sectionColumns(input), ...derived(input, row), ...auditOnUpdate(adminId) });
        const items = itemsOf(input);
        if (items) await writeItems(trx, id, items);
        const section = await loadSection(trx, id);
        if ((section as { isActive?: boolean }).isActive) await keepSingleActive(trx, def.sectionTable, id);
        return section;
      });
    },

    async deleteSection(db: Knex, id: string) {
      await db.transaction(async (trx) => {
        await lockSection(trx, id);
        await itemRows(trx).where(parent, id).delete();
        await sectionRows(trx).where('id', id).delete();
      });
    },

    /** Appends an item; without its own order it goes last (number of items plus 1). */
    addItem: (db: Knex, id: string, input: ItemInput, adminId: string) =>
      itemWrite(db, id, adminId, async (trx) => {
        const count = Number((await trx(def.itemTable).where(parent, id).count({ n: '*' }).first())?.n ?? 0);
        await trx(def.itemTable).insert({ id: newId(), [parent]: id, ...def.itemColumns(input, count + 1) });
      }),

    /** Merges the given fields onto the item. */
    updateItem: (db: Knex, id: string, itemId: string, input: Partial<ItemInput>, adminId: string) =>
      itemWrite(db, id, adminId, async (trx) => {
        const row = (await trx(def.itemTable)
          .where({ id: itemId, [parent]: id })
          .first()) as ItemRow | undefined;
        if (!row) throw new HttpError(404, itemNotFound);
        await trx(def.itemTable)
          .where('id', itemId)
          .update({ ...def.itemColumns(def.mergeItem(row, input), row.position), position: input.order ?? row.position });
      }),

    /** Removes an item; the remaining ones are renumbered from 1. */
    removeItem: (db: Knex, id: string, itemId: string, adminId: string) =>
      itemWrite(db, id, adminId, async (trx) => {
        const removed = await trx(def.itemTable)
          .where({ id: itemId, [parent]: id })
          .delete();
        if (!removed) throw new HttpError(404, itemNotFound);
        const rest = await itemRows(trx).where(parent, id).orderBy(byPosition).pluck('id');
        await setPositions(trx, rest as string[]);
      }),

    /** Each item's order becomes its 1-based position in `ids`, which must list the section's items once each. */
    reorderItems: (db: Knex, id: string, ids: string[], adminId: string) =>
      itemWrite(db, id, adminId, async (trx) => {
        const existing = (await itemRows(trx).where(parent, id).pluck('id')) as string[];
        assertSameIds(ids, existing, reorderField!, messages.invalidReorder!);
        await setPositions(trx, ids);
      }),

    /** Each listed item's order as given; the ids must be exactly the section's items, each once. */
    setOrders: (db: Knex, id: string, orders: { _id: string; order: number }[], adminId: string) =>
      itemWrite(db, id, adminId, async (trx) => {
        const existing = (await itemRows(trx).where(parent, id).pluck('id')) as string[];
        assertSameIds(
          orders.map((o) => o._id),
          existing,
          reorderField!,
          messages.invalidReorder!,
        );
        for (const o of orders) await trx(def.itemTable).where('id', o._id).update({ position: o.order });
      }),

    /** Switches the section on or off; one switched on switches the others off. */
    toggleSection: (db: Knex, id: string, adminId: string) =>
      db.transaction(async (trx) => {
        const row = await lockSection(trx, id);
        const active = !bool(row.is_active);
        await trx(def.sectionTable)
          .where('id', id)
          .update({ is_active: active, ...auditOnUpdate(adminId) });
        if (active) await keepSingleActive(trx, def.sectionTable, id);
        return { section: await loadSection(trx, id), message: toggledMessage(sectionLabel, active) };
      }),

    replaceItems: (db: Knex, id: string, items: readonly ItemInput[], adminId: string) => itemWrite(db, id, adminId, (trx) => writeItems(trx, id, items)),

    /** Writes whole records (ids and audit included): the demo seed. */
    async insertRecords(trx: Knex, records: readonly Section[]) {
      for (const s of records) {
        const record = s as Section & { _id: string } & Record<string, unknown>;
        await trx(def.sectionTable).insert({
          id: record._id,
          ...def.sectionDefaults,
          ...def.sectionColumns(s as Partial<SectionInput>),
          ...derived(s as Partial<SectionInput>),
          ...seedAudit(record as Parameters<typeof seedAudit>[0]),
        });
        const items = record[itemsKey] as (ItemInput & { _id: string })[];
        const rows = items.map((t, i) => ({ id: t._id, [parent]: record._id, ...def.itemColumns(t, i + 1), position: t.order ?? i + 1 }));
        if (rows.length) await trx(def.itemTable).insert(rows);
      }
    },
  };
}
