// A section with ordered items built by the factories, declared as data: which operations of openapi.yaml are its
// calls, what each write answers and its errors say, and how its fields are stored. The backend's service and routes
// (backend/src/services/ordered-items.ts, backend/src/routes/ordered-items.ts) and the mocks' calls
// (mocks/handlers/ordered-items.ts) are built from it for every kind that declares one; a kind's own behaviour is a
// named hook on each side (CONTRIBUTING.md, "Adding a content kind").
import type { operations } from '@shared/contract/schema';
import type { BodyOf, OperationId, SuccessOf } from '@shared/contract/operation-types';
import { OPERATION_INDEX } from '@shared/contract/operation-index';

/**
 * A field of the contract's object and the column it is stored in: a column name, or the column with how it is
 * read (`bool`: MySQL's 0/1 read as false/true) and the value a new item takes when the field is not given.
 */
export type StoredField = string | { column: string; type?: 'bool'; default?: string | number | boolean | null };

/**
 * What a built kind declares beside what every kind does. Its calls are named by operationId: the kind's `operations`
 * (list, create, update), its first public read (the active section), `orderedItems.reorder` where it has one, and these; their
 * methods and paths are openapi.yaml's (shared/contract/operation-index.ts).
 */
export interface OrderedItemsBuild {
  /** One section, by `{id}`: read and deleted. */
  get: OperationId;
  delete: OperationId;
  /** An item appended to the section; one item's changes; the item removed (by `{id}` and the item's parameter). */
  addItem: OperationId;
  updateItem: OperationId;
  removeItem: OperationId;
  /** The section's field that holds its items, in the record and in a create or update body. */
  itemsKey: string;
  /** What a 404 calls an item ("<itemLabel> not found"); a section's is the kind's `label`. */
  itemLabel: string;
  /** What a section's 404 and its activate message call it, where that is not the kind's `label`. */
  sectionLabel?: string;
  /**
   * With the kind's `orderedItems.reorder`: the reorder body's list, of item ids in their new order or
   * (`reorderBy: 'orders'`) of `{ _id, order }`.
   */
  reorderField?: string;
  reorderBy?: 'ids' | 'orders';
  /** The item table's column that names an item's section (`section_id` unless said). */
  parentColumn?: string;
  /** Further updates of the section: the operation's body holds some of its fields, and its answer says `message`. */
  sectionUpdates?: readonly { operation: OperationId; message: string }[];
  /** The whole list of items replaced by the body's list under `itemsKey` (answered with `messages.replaced`). */
  replaceItems?: OperationId;
  /** The add-item body's field that holds the item, where the item is not the body itself. */
  addItemField?: string;
  /**
   * An item's own `order` is not taken when a list is written (create, update, replace) or an item added: its place
   * in the list (last, for an add) is its order. An item's update still takes it.
   */
  orderFromList?: boolean;
  messages: {
    /** A create's message, where it is not `saved` (an update's). */
    created?: string;
    replaced?: string;
    saved: string;
    deleted: string;
    added: string;
    updated: string;
    removed: string;
    /** The public read's 404 when no section is active. */
    noneActive: string;
    /** With a reorder: its message, and that of a reorder that does not list each item once (400). */
    reordered?: string;
    invalidReorder?: string;
  };
  /**
   * The stored fields, apart from what every such kind has: a section's id, isActive (`is_active`), audit fields
   * and items; an item's id, section and order (`position`). A field a hook derives is not listed. A field's
   * `default` is what a new section or item stores when it does not give the field.
   */
  fields: { section: Record<string, StoredField>; item: Record<string, StoredField> };
}

/** What the factories need of a built kind's declaration. */
interface BuiltDeclaration {
  operations: { create: string; update: string; list?: string; activate?: string };
  publicReads: readonly { operationId: string }[];
  orderedItems: { reorder?: string; build: OrderedItemsBuild };
}

/** A built kind's calls, each by its operationId, as the kind names them: K's literal ids. */
export interface BuiltOperations<K extends BuiltDeclaration> {
  list: NonNullable<K['operations']['list']> & OperationId;
  active: K['publicReads'][0]['operationId'] & OperationId;
  create: K['operations']['create'] & OperationId;
  get: K['orderedItems']['build']['get'];
  update: K['operations']['update'] & OperationId;
  delete: K['orderedItems']['build']['delete'];
  addItem: K['orderedItems']['build']['addItem'];
  updateItem: K['orderedItems']['build']['updateItem'];
  removeItem: K['orderedItems']['build']['removeItem'];
}

/** The calls a built kind may have: its items reordered, a section switched on or off (`operations.activate`), its items replaced. */
export interface OptionalOperations {
  reorder?: OperationId;
  activate?: OperationId;
  replaceItems?: OperationId;
}

/** A built kind's calls by what they do, with the path parameter that names an item (the item calls' second). */
export function builtOperations<K extends BuiltDeclaration>(kind: K): BuiltOperations<K> & OptionalOperations & { itemParam: string } {
  const { build, reorder } = kind.orderedItems;
  const ops = {
    list: kind.operations.list,
    active: kind.publicReads[0].operationId,
    create: kind.operations.create,
    get: build.get,
    update: kind.operations.update,
    delete: build.delete,
    addItem: build.addItem,
    updateItem: build.updateItem,
    removeItem: build.removeItem,
    reorder: reorder as OperationId | undefined,
    activate: kind.operations.activate as OperationId | undefined,
    replaceItems: build.replaceItems,
  } as BuiltOperations<K> & OptionalOperations;
  const named = [...Object.entries(ops), ...(build.sectionUpdates ?? []).map((u) => ['sectionUpdates', u.operation] as const)];
  for (const [role, id] of named) if (id !== undefined && !(id in OPERATION_INDEX)) throw new Error(`${role}: no operation ${id} in openapi.yaml`);
  if (reorder && !(build.reorderField && build.messages.reordered && build.messages.invalidReorder))
    throw new Error(`${reorder}: a reorder needs reorderField, messages.reordered and messages.invalidReorder`);
  const params = [...pathOf(ops.updateItem).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return { ...ops, itemParam: params[params.length - 1] };
}

/** The record an operation answers in its envelope's `data`. */
export type DataOf<Op extends OperationId> = Extract<SuccessOf<operations[Op]>, { data: unknown }> extends { data: infer D } ? D : never;
/** The JSON body an operation takes. */
export type InputOf<Op extends OperationId> = NonNullable<BodyOf<operations[Op]>>;
/** A built kind's section, as reading one answers it. */
export type BuiltSection<K extends BuiltDeclaration> = DataOf<BuiltOperations<K>['get']>;
/** What a create of the kind's section sends. */
export type BuiltSectionInput<K extends BuiltDeclaration> = InputOf<BuiltOperations<K>['create']>;

/** An item of a built kind's section, as reading the section answers it. */
type ItemOf<K extends BuiltDeclaration> = BuiltSection<K>[K['orderedItems']['build']['itemsKey'] & keyof BuiltSection<K>] extends readonly (infer I)[]
  ? I
  : never;
/** The names `given` has that `known` does not. */
type Unknown<Given, Known> = Exclude<keyof Given, keyof Known>;
/** The body field a declaration names in the body of `op`, when it names one and is not one of its fields. */
type UnknownIn<Field, Op> = Field extends string ? (Op extends OperationId ? Exclude<Field, keyof InputOf<Op>> : never) : never;

/**
 * The field names a built kind's declaration gives that its operations' types in openapi.yaml do not have (never when
 * each is one of them): the items' key and the stored fields in the section's and an item's answer, the add-item
 * body's field and the reorder body's. shared/content-kinds/index.ts requires never for every built kind.
 */
export type MisnamedFields<K extends BuiltDeclaration> =
  | Exclude<K['orderedItems']['build']['itemsKey'], keyof BuiltSection<K>>
  | Unknown<K['orderedItems']['build']['fields']['section'], BuiltSection<K>>
  | Unknown<K['orderedItems']['build']['fields']['item'], ItemOf<K>>
  | UnknownIn<K['orderedItems']['build']['addItemField'], K['orderedItems']['build']['addItem']>
  | UnknownIn<K['orderedItems']['build']['reorderField'], K['orderedItems']['reorder']>;

/** An operation's path in openapi.yaml. */
export const pathOf = (id: OperationId): string => OPERATION_INDEX[id][1];

/** A stored field's column, how it is read, and the default a new item takes (undefined: none). */
export function storedField(field: StoredField): { column: string; bool: boolean; default: string | number | boolean | null | undefined } {
  return typeof field === 'string'
    ? { column: field, bool: false, default: undefined }
    : { column: field.column, bool: field.type === 'bool', default: field.default };
}
