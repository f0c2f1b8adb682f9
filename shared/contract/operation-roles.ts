// Who may call an operation is data in openapi.yaml, not an `if` in a handler (ADR 0029): an operation only some
// admins may call says so with `x-required-role` (today `super_admin`, on the admin-account calls). The server's and
// the mocks' route kits read it from the operation the validator already found, and refuse a signed-in admin whose
// role is not the one declared right after authentication, before the request's parameters or body are looked at:
// 403 with the same message on both. Fields only a super admin may change stay a field-level rule
// (`x-super-admin`, see super-admin-fields.ts).
import type { components } from './schema';
import type { OperationInfo } from './openapi-validator';
import { HttpError } from './http-error';
import { AUTH_MESSAGES } from './messages';

export type AdminRole = components['schemas']['AdminRole'];

export const REQUIRED_ROLE_EXTENSION = 'x-required-role';

/** The roles an operation may require, each with what an admin without it is told (403). */
const REFUSAL_BY_ROLE: Partial<Record<AdminRole, string>> = { super_admin: AUTH_MESSAGES.superAdminOnly };

/**
 * The role an operation requires (undefined: any signed-in admin may call it). A value the kits do not enforce, or a
 * role on a call that needs no token, is a mistake in the document: it throws, so the route kits fail at start.
 */
export function requiredRoleOf(op: OperationInfo): AdminRole | undefined {
  const role = op.operation[REQUIRED_ROLE_EXTENSION];
  if (role === undefined) return undefined;
  if (typeof role !== 'string' || !(role in REFUSAL_BY_ROLE)) {
    throw new Error(`${op.operationId}: ${REQUIRED_ROLE_EXTENSION} must be one of ${Object.keys(REFUSAL_BY_ROLE).join(', ')}, not ${JSON.stringify(role)}`);
  }
  if (op.isPublic) throw new Error(`${op.operationId}: ${REQUIRED_ROLE_EXTENSION} on a call that needs no token`);
  return role as AdminRole;
}

/** The operations of a document that require `role`, in the document's order. */
export const operationsRequiring = (operations: readonly OperationInfo[], role: AdminRole) => operations.filter((op) => requiredRoleOf(op) === role);

/**
 * Refuses a call whose operation requires a role the caller lacks: 401 without a signed-in admin, 403 with the
 * role's message for an admin of another role. Does nothing when the operation requires no role.
 */
export function assertRole(required: AdminRole | undefined, caller: { admin: { role: AdminRole } } | undefined): void {
  if (!required) return;
  if (!caller) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  if (caller.admin.role !== required) throw new HttpError(403, REFUSAL_BY_ROLE[required]!);
}

/**
 * An operation that publishes, schedules or undoes a release declares `x-publishes-releases: true`: a super admin's
 * call unless the release settings let regular admins publish without review (its handler checks them:
 * publishRefusal in shared/contract/releases.ts).
 */
export const PUBLISHES_RELEASES_EXTENSION = 'x-publishes-releases';
export const publishesReleases = (op: OperationInfo) => op.operation[PUBLISHES_RELEASES_EXTENSION] === true;
