// Step: the role the operation declares in openapi.yaml (`x-required-role`, ADR 0029), checked right after
// authentication and before the request is read, so a regular admin learns nothing of a super-admin call's rules:
// 401 without a caller, 403 for an admin of another role (@shared/contract/operation-roles).
import { assertRole } from '@shared/contract/operation-roles';
import type { Step } from './compose';
import type { RequestContext } from './context';

export const requireRoleStep =
  <C extends RequestContext>(): Step<C> =>
  async (ctx, next) => {
    assertRole(ctx.route.role, ctx.auth);
    await next();
  };
