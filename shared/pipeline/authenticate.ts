// Step: who is calling. A protected call needs a valid token; a token-optional call is authenticated only when it
// carries one. How a token is checked is each side's own (the server: its signing key and the revocation tables; the
// mocks: their session store), so the step takes the verifier as a port; its refusals (401, 403 for an inactive
// admin) are the verifier's.
import type { Step } from './compose';
import type { Caller, RequestContext } from './context';

export interface Verifier<C, A extends Caller> {
  /** The request carries a bearer token. */
  hasBearer(ctx: C): boolean;
  /** The admin behind the request's token, or an HttpError. */
  verify(ctx: C, opts: { allowInactive: boolean }): Promise<A>;
}

export const authenticateStep =
  <A extends Caller, C extends RequestContext<A>>(verifier: Verifier<C, A>): Step<C> =>
  async (ctx, next) => {
    const { op, allowInactive } = ctx.route;
    if (!op.isPublic || (op.tokenOptional && verifier.hasBearer(ctx))) ctx.auth = await verifier.verify(ctx, { allowInactive });
    await next();
  };
