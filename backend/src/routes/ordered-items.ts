// The calls of a section-with-ordered-items kind, one list for every such kind: what differs is its operations and
// messages (its declaration, shared/content-kinds) and its service (services/built-kinds.ts). Each call is the
// operation its declaration names (routeFor): its body is validated against that operation before the handler runs,
// and the contract suites check every answer, as TypeScript cannot follow a list of kinds to each one's types.
import { builtOperations, type BuiltKind } from '@shared/content-kinds';
import { actor, created, done, ok, routeFor, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import type { OrderedItemsCalls } from '../services/ordered-items';

/** A body the pipeline has validated against the operation's schema: the service's input for that operation. */
const validated = (body: unknown) => body as never;

export function orderedItemsRoutes(kind: BuiltKind, service: OrderedItemsCalls): RouteDef[] {
  const op = builtOperations(kind);
  const { messages, reorderField } = kind.orderedItems.build;
  return [
    routeFor(op.list, async ({ deps, query }) => listReply(await service.listSections(deps.db, query))),
    routeFor(op.active, async ({ deps }) => ok(await service.getActiveSection(deps.db))),
    routeFor(op.create, async ({ deps, body, auth }) => created(await service.createSection(deps.db, validated(body), actor(auth)), messages.saved)),
    routeFor(op.get, async ({ deps, params }) => ok(await service.getSection(deps.db, params.id))),
    routeFor(op.update, async ({ deps, params, body, auth }) =>
      ok(await service.updateSection(deps.db, params.id, validated(body), actor(auth)), messages.saved),
    ),
    routeFor(op.delete, async ({ deps, params }) => {
      await service.deleteSection(deps.db, params.id);
      return done(messages.deleted);
    }),
    routeFor(op.addItem, async ({ deps, params, body, auth }) =>
      created(await service.addItem(deps.db, params.id, validated(body), actor(auth)), messages.added),
    ),
    routeFor(op.updateItem, async ({ deps, params, body, auth }) =>
      ok(await service.updateItem(deps.db, params.id, params[op.itemParam], validated(body), actor(auth)), messages.updated),
    ),
    routeFor(op.removeItem, async ({ deps, params, auth }) =>
      ok(await service.removeItem(deps.db, params.id, params[op.itemParam], actor(auth)), messages.removed),
    ),
    routeFor(op.reorder, async ({ deps, params, body, auth }) =>
      ok(await service.reorderItems(deps.db, params.id, body[reorderField] as string[], actor(auth)), messages.reordered),
    ),
  ];
}
