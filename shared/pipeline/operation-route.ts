// What both route kits (backend/src/route.ts, mocks/route.ts) make of `route(method, path, ...)`: the operation of
// openapi.yaml it answers, found once when the routes are built, with what the pipeline's steps read from it.
import type { OperationInfo } from '@shared/contract/openapi-validator';
import { requiredRoleOf } from '@shared/contract/operation-roles';
import type { PipelineRoute } from './context';

export interface RouteFlags {
  /** The handler may run for an inactive admin (their own profile and logout). */
  allowInactive?: boolean;
  /** The route honours an Idempotency-Key header: one stored answer per key, replayed to repeats. */
  idempotent?: boolean;
}

/** The route of `method path`: a path openapi.yaml does not declare is a mistake in the kit's caller, found at start. */
export function operationRoute(operations: readonly OperationInfo[], method: string, path: string, flags: RouteFlags): PipelineRoute {
  const op = operations.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`No operation ${method.toUpperCase()} ${path} in openapi.yaml`);
  return { op, role: requiredRoleOf(op), allowInactive: !!flags.allowInactive, idempotent: !!flags.idempotent };
}
