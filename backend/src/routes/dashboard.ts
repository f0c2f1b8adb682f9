import type { RouteDef } from '../route';

// TODO(stub): filled in by the resource's implementation.
export const dashboardRoutes: RouteDef[] = [];
