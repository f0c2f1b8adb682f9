// The calls of a section-with-ordered-items kind, one list for every such kind: what differs is its paths and
// messages (shared/contract/ordered-items-routes.ts) and its service (services/ordered-items.ts builds it).
import type { Knex } from 'knex';
import type { paths } from '@shared/contract/schema';
import type { BodyOf, OperationOf, SuccessOf } from '@shared/contract/operation-types';
import { ORDERED_ITEMS_ROUTES, type OrderedItemsKind } from '@shared/contract/ordered-items-routes';
import { actor, created, done, ok, route, type RouteDef } from '../route';
import { listReply, type ListQuery } from '../services/pagination';

type At = (typeof ORDERED_ITEMS_ROUTES)[OrderedItemsKind];
/** The record an operation answers with. */
type Data<P extends At[keyof At], M extends 'get' | 'post' | 'put' | 'delete'> = P extends keyof paths
  ? Extract<SuccessOf<OperationOf<P, M>>, { data: unknown }>['data']
  : never;
type Body<P extends At[keyof At], M extends 'post' | 'put'> = P extends keyof paths ? NonNullable<BodyOf<OperationOf<P, M>>> : never;
type Section = Data<At['section'], 'get'>;

/** What the route list calls: the service answers what each operation answers (method syntax: any kind's inputs). */
export interface OrderedItemsCalls {
  listSections(db: Knex, query: ListQuery): Promise<{ data: Section[]; pagination: { page: number; limit: number; total: number; pages: number } }>;
  getActiveSection(db: Knex): Promise<Data<At['active'], 'get'>>;
  getSection(db: Knex, id: string): Promise<Section>;
  createSection(db: Knex, input: Body<At['sections'], 'post'>, adminId: string): Promise<Section>;
  updateSection(db: Knex, id: string, input: Body<At['section'], 'put'>, adminId: string): Promise<Section>;
  deleteSection(db: Knex, id: string): Promise<void>;
  addItem(db: Knex, id: string, input: Body<At['addItem'], 'post'>, adminId: string): Promise<Section>;
  updateItem(db: Knex, id: string, itemId: string, input: Body<At['updateItem'], 'put'>, adminId: string): Promise<Section>;
  removeItem(db: Knex, id: string, itemId: string, adminId: string): Promise<Section>;
  reorderItems(db: Knex, id: string, ids: string[], adminId: string): Promise<Section>;
}

export function orderedItemsRoutes(kind: OrderedItemsKind, service: OrderedItemsCalls): RouteDef[] {
  const at: At = ORDERED_ITEMS_ROUTES[kind];
  const { messages } = at;
  return [
    route('get', at.list, async ({ deps, query }) => listReply(await service.listSections(deps.db, query))),
    route('get', at.active, async ({ deps }) => ok(await service.getActiveSection(deps.db))),
    route('post', at.sections, async ({ deps, body, auth }) => created(await service.createSection(deps.db, body, actor(auth)), messages.saved)),
    route('get', at.section, async ({ deps, params }) => ok(await service.getSection(deps.db, params.id))),
    route('put', at.section, async ({ deps, params, body, auth }) => ok(await service.updateSection(deps.db, params.id, body, actor(auth)), messages.saved)),
    route('delete', at.section, async ({ deps, params }) => {
      await service.deleteSection(deps.db, params.id);
      return done(messages.deleted);
    }),
    route('post', at.addItem, async ({ deps, params, body, auth }) => created(await service.addItem(deps.db, params.id, body, actor(auth)), messages.added)),
    route('put', at.updateItem, async ({ deps, params, body, auth }) =>
      ok(await service.updateItem(deps.db, params.id, params[at.itemParam], body, actor(auth)), messages.updated),
    ),
    route('delete', at.removeItem, async ({ deps, params, auth }) =>
      ok(await service.removeItem(deps.db, params.id, params[at.itemParam], actor(auth)), messages.removed),
    ),
    route('post', at.reorder, async ({ deps, params, body, auth }) =>
      ok(await service.reorderItems(deps.db, params.id, body[at.reorderField], actor(auth)), messages.reordered),
    ),
  ];
}
