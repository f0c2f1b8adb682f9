import type { RouteDef } from '../route';

// TODO(stub): filled in by the resource's implementation.
export const homepageRoutes: RouteDef[] = [];
// TODO(stub): filled in by the resource's implementation.
export const settingsRoutes: RouteDef[] = [];
