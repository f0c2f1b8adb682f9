import { createContext, Suspense, useContext, type ComponentType } from 'react';
import { ISLAND_ATTR, slotOf } from '@/lib/islands/island-marker';
import { ISLANDS, type IslandName, type IslandProps } from './islands';
import { lazyComponent } from './lazy-component';

/** One island the page's server render met, to be rendered on its own into its slot (entry-server.tsx). */
export interface CollectedIsland {
  name: IslandName;
  prefix: string;
  props: object;
}

/** Present only in the server's render of a whole page: there an island leaves a marker and a slot. */
export const IslandCollector = createContext<((island: Omit<CollectedIsland, 'prefix'>) => string) | null>(null);

/** Each island's component, loaded on demand where the page is rendered in the browser (the login page, `npm run dev`). */
const LAZY = Object.fromEntries(
  Object.entries(ISLANDS).map(([name, island]) => [name, lazyComponent(island.load as () => Promise<ComponentType<object>>)]),
) as unknown as Record<IslandName, ComponentType<object> & { preload: () => Promise<unknown> }>;

/** Loads every island's code, so the page shows them at once (Storybook, before each story). */
export const preloadIslands = () => Promise.all(Object.values(LAZY).map((island) => island.preload()));

/**
 * A part of a public page that takes script (app/islands.ts). In the server's render of a page it is a marker,
 * filled with the island's own render, that the browser wakes on its own (ADR 0032). Where the page is rendered
 * in the browser (the login page, the admin area's previews, `npm run dev`, Storybook) it is simply the
 * component, its code loaded on demand.
 */
export function Island<N extends IslandName>({ of: name, ...props }: { of: N } & IslandProps<N>) {
  const collect = useContext(IslandCollector);
  if (collect) {
    const prefix = collect({ name, props });
    const attrs = {
      [ISLAND_ATTR.name]: name,
      [ISLAND_ATTR.prefix]: prefix,
      [ISLAND_ATTR.wake]: ISLANDS[name].wake.join(' '),
      ...(Object.keys(props).length ? { [ISLAND_ATTR.props]: JSON.stringify(props) } : {}),
    };
    // display: contents, so the wrapper is no box of its own: the island lays out as its content always has.
    return <div {...attrs} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: slotOf(prefix) }} />;
  }
  const Component: ComponentType<object> = LAZY[name];
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
