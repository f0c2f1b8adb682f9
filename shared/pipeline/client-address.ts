// Step: the caller's address, the one every per-address limit counts by (ADR 0003). X-Forwarded-For counts only as
// TRUST_PROXY says, on the server and in the mocks alike (@shared/contract/client-address); the kit says who the
// peer is (the socket's address; none in a service worker, which is then 'local').
import { clientAddress, type TrustProxy } from '@shared/contract/client-address';
import type { Step } from './compose';
import type { RequestContext } from './context';
import { headerValue } from './context';

export interface AddressPort<C> {
  /** The TRUST_PROXY setting now in force. */
  trustProxy(): TrustProxy;
  /** The address of the connection's other end, when there is one. */
  peer(ctx: C): string | undefined;
}

export const clientAddressStep =
  <C extends RequestContext>(port: AddressPort<C>): Step<C> =>
  async (ctx, next) => {
    ctx.clientKey = clientAddress(port.trustProxy(), port.peer(ctx), headerValue(ctx.header, 'x-forwarded-for'));
    await next();
  };
