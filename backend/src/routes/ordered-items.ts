// The calls of a section-with-ordered-items kind, one list for every such kind: what differs is its operations and
// messages (its declaration, shared/content-kinds) and its service (services/built-kinds.ts). Each call is the
// operation its declaration names (routeFor): its body is validated against that operation before the handler runs,
// and the contract suites check every answer, as TypeScript cannot follow a list of kinds to each one's types.
import { builtOperations, type BuiltKind, type OrderedItemsBuild } from '@shared/content-kinds';
import { actor, created, done, ok, routeFor, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import type { OrderedItemsCalls } from '../services/ordered-items';

/** A body the pipeline has validated against the operation's schema: the service's input for that operation. */
const validated = (body: unknown) => body as never;

export function orderedItemsRoutes(kind: BuiltKind, service: OrderedItemsCalls): RouteDef[] {
  const op = builtOperations(kind);
  const build: OrderedItemsBuild = kind.orderedItems.build;
  const { messages, reorderField } = build;
  const field = (body: unknown, name: string) => (body as Record<string, unknown>)[name];
  const optional: RouteDef[] = [];
  const { activate, replaceItems, reorder } = op;
  if (activate)
    optional.push(
      routeFor(activate, async ({ deps, params, auth }) => {
        const { section, message } = await service.toggleSection(deps.db, params.id, actor(auth));
        return ok(section, message);
      }),
    );
  if (replaceItems)
    optional.push(
      routeFor(replaceItems, async ({ deps, params, body, auth }) =>
        ok(await service.replaceItems(deps.db, params.id, validated(field(body, build.itemsKey)), actor(auth)), messages.replaced ?? messages.saved),
      ),
    );
  for (const update of build.sectionUpdates ?? [])
    optional.push(
      routeFor(update.operation, async ({ deps, params, body, auth }) =>
        ok(await service.updateSection(deps.db, params.id, validated(body), actor(auth)), update.message),
      ),
    );
  if (reorder)
    optional.push(
      routeFor(reorder, async ({ deps, params, body, auth }) =>
        ok(
          build.reorderBy === 'orders'
            ? await service.setOrders(deps.db, params.id, validated(field(body, reorderField!)), actor(auth))
            : await service.reorderItems(deps.db, params.id, validated(field(body, reorderField!)), actor(auth)),
          messages.reordered,
        ),
      ),
    );
  return [
    ...optional,
    routeFor(op.list, async ({ deps, query }) => listReply(await service.listSections(deps.db, query))),
    routeFor(op.active, async ({ deps }) => ok(await service.getActiveSection(deps.db))),
    routeFor(op.create, async ({ deps, body, auth }) =>
      created(await service.createSection(deps.db, validated(body), actor(auth)), messages.created ?? messages.saved),
    ),
    routeFor(op.get, async ({ deps, params }) => ok(await service.getSection(deps.db, params.id))),
    routeFor(op.update, async ({ deps, params, body, auth }) =>
      ok(await service.updateSection(deps.db, params.id, validated(body), actor(auth)), messages.saved),
    ),
    routeFor(op.delete, async ({ deps, params }) => {
      await service.deleteSection(deps.db, params.id);
      return done(messages.deleted);
    }),
    routeFor(op.addItem, async ({ deps, params, body, auth }) =>
      created(await service.addItem(deps.db, params.id, validated(build.addItemField ? field(body, build.addItemField) : body), actor(auth)), messages.added),
    ),
    routeFor(op.updateItem, async ({ deps, params, body, auth }) =>
      ok(await service.updateItem(deps.db, params.id, params[op.itemParam], validated(body), actor(auth)), messages.updated),
    ),
    routeFor(op.removeItem, async ({ deps, params, auth }) =>
      ok(await service.removeItem(deps.db, params.id, params[op.itemParam], actor(auth)), messages.removed),
    ),
  ];
}
