// The services of the kinds the ordered-items factory builds from their declarations (shared/content-kinds): a
// kind declared with `orderedItems.build` gets its service here, its routes in routes/index.ts, its store for the
// history and the seed in content-kinds.ts and its public read in the initial data, with no file of its own.
import { BUILT_KINDS, type BuiltKind, type BuiltKindName } from '@shared/content-kinds';
import { orderedItemsService, type OrderedItemsCalls, type OrderedItemsHooks } from './ordered-items';
import { pricingHooks } from './pricing';
import { servicesHooks } from './service-sections';
import { testimonialsHooks } from './testimonials';

/** What only some kinds do (a kind without hooks has no line here). */
const HOOKS: Partial<Record<BuiltKindName, OrderedItemsHooks<never>>> = { pricing: pricingHooks, services: servicesHooks, testimonials: testimonialsHooks };

/** A kind's service, typed by its own operations. */
type BuiltService<N extends BuiltKindName> = OrderedItemsCalls<Extract<BuiltKind, { kind: N }>> & Pick<ReturnType<typeof orderedItemsService>, 'insertRecords'>;

/** Each built kind's service: the route list calls it, and so do the history, the seed and the other services. */
export const builtServices = Object.fromEntries(
  BUILT_KINDS.map((k) => [k.kind, orderedItemsService(k, HOOKS[k.kind] as OrderedItemsHooks | undefined)]),
) as unknown as { [N in BuiltKindName]: BuiltService<N> };
