// The calls of a section-with-ordered-items kind, one list for every such kind: what differs is its paths and
// messages (its declaration's `orderedItems.build`, shared/content-kinds) and its service (services/built-kinds.ts).
import type { BuiltKind } from '@shared/content-kinds';
import type { Method } from '@shared/contract/operation-types';
import { actor, created, done, ok, route, type RouteContext, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import type { OrderedItemsCalls } from '../services/ordered-items';

/**
 * The route kit's `route` for a kind's paths. It checks an answer against its path's operation, which TypeScript
 * cannot follow through a list of kinds; each path is still one of openapi.yaml's (the declaration's type says so),
 * each answer is what the kind's service returns for it (OrderedItemsCalls), and the contract suites check both.
 */
const kindRoute = route as unknown as (
  method: Method,
  path: string,
  handle: (ctx: Omit<RouteContext<unknown>, 'body'> & { body: Record<string, unknown> }) => unknown,
) => RouteDef;

/** A body the pipeline has validated against the operation's schema: the service's input for that operation. */
const validated = (body: unknown) => body as never;

export function orderedItemsRoutes(kind: BuiltKind, service: OrderedItemsCalls): RouteDef[] {
  const at = kind.orderedItems.build;
  const { messages } = at;
  return [
    kindRoute('get', at.list, async ({ deps, query }) => listReply(await service.listSections(deps.db, query))),
    kindRoute('get', at.active, async ({ deps }) => ok(await service.getActiveSection(deps.db))),
    kindRoute('post', at.sections, async ({ deps, body, auth }) => created(await service.createSection(deps.db, validated(body), actor(auth)), messages.saved)),
    kindRoute('get', at.section, async ({ deps, params }) => ok(await service.getSection(deps.db, params.id))),
    kindRoute('put', at.section, async ({ deps, params, body, auth }) =>
      ok(await service.updateSection(deps.db, params.id, validated(body), actor(auth)), messages.saved),
    ),
    kindRoute('delete', at.section, async ({ deps, params }) => {
      await service.deleteSection(deps.db, params.id);
      return done(messages.deleted);
    }),
    kindRoute('post', at.addItem, async ({ deps, params, body, auth }) =>
      created(await service.addItem(deps.db, params.id, validated(body), actor(auth)), messages.added),
    ),
    kindRoute('put', at.updateItem, async ({ deps, params, body, auth }) =>
      ok(await service.updateItem(deps.db, params.id, params[at.itemParam], validated(body), actor(auth)), messages.updated),
    ),
    kindRoute('delete', at.removeItem, async ({ deps, params, auth }) =>
      ok(await service.removeItem(deps.db, params.id, params[at.itemParam], actor(auth)), messages.removed),
    ),
    kindRoute('post', at.reorder, async ({ deps, params, body, auth }) =>
      ok(await service.reorderItems(deps.db, params.id, (body as Record<string, string[]>)[at.reorderField], actor(auth)), messages.reordered),
    ),
  ];
}
