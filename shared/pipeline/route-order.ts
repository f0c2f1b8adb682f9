// The order routes are tried in, the same for the server's router, the mocks' handlers and the validator's matcher:
// a concrete path (/admin/me) before a templated one (/admin/{id}), so a template never takes a concrete path's calls.

/** Fewer templated segments first; among equals, the longer literal text first. */
export function compareRoutePaths(a: string, b: string): number {
  const templates = (p: string) => (p.match(/\{/g) ?? []).length;
  const literal = (p: string) => p.replace(/\{[^}]+\}/g, '').length;
  return templates(a) - templates(b) || literal(b) - literal(a);
}

/** `items` in route order by the path each has (a stable sort: equal paths keep their order). */
export const inRouteOrder = <T>(items: readonly T[], pathOf: (item: T) => string): T[] => [...items].sort((a, b) => compareRoutePaths(pathOf(a), pathOf(b)));
