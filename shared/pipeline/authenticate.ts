// Step: who is calling. A protected call needs a valid token; a token-optional call is authenticated only when it
// carries one. How a token is checked is each side's own (the server: its signing key and the revocation tables; the
// mocks: their session store), so the step takes the verifier as a port; its refusals (401, 403 for an inactive
// admin) are the verifier's.
// A public read that names a release (X-Release) with a token is an admin's screen working in it (ADR 0033): the
// token is checked, and the release applied for its admin. A token that does not pass leaves the read a visitor's,
// answered live as it would be without the header, so a stale token in a browser never breaks the site's reads.
import { HttpError } from '@shared/contract/http-error';
import { RELEASE_HEADER, takesRelease } from '@shared/contract/releases';
import type { Step } from './compose';
import { headerValue, type Caller, type RequestContext } from './context';

export interface Verifier<C, A extends Caller> {
  /** The request carries a bearer token. */
  hasBearer(ctx: C): boolean;
  /** The admin behind the request's token, or an HttpError. */
  verify(ctx: C, opts: { allowInactive: boolean }): Promise<A>;
}

/** A public call sent with a release's header and a token: the admin is read if the token passes. */
const namesRelease = <C extends RequestContext>(ctx: C) => takesRelease(ctx.route.op) && headerValue(ctx.header, RELEASE_HEADER) !== undefined;

export const authenticateStep =
  <A extends Caller, C extends RequestContext<A>>(verifier: Verifier<C, A>): Step<C> =>
  async (ctx, next) => {
    const { op, allowInactive } = ctx.route;
    if (!op.isPublic || (op.tokenOptional && verifier.hasBearer(ctx))) ctx.auth = await verifier.verify(ctx, { allowInactive });
    else if (namesRelease(ctx) && verifier.hasBearer(ctx)) ctx.auth = await verifier.verify(ctx, { allowInactive }).catch(asVisitor);
    await next();
  };

/** A refused token on a call a visitor may make: no admin. Anything else (the database down) still fails the call. */
function asVisitor(e: unknown): undefined {
  if (e instanceof HttpError && e.status < 500) return undefined;
  throw e;
}
