// The site's own cookies (the refresh token's, ADR 0001; a release preview's, ADR 0033): HttpOnly, so page script
// never sees them, and Secure when the visitor came over https.
import type { Context } from 'koa';
import { forwardedHttps } from '@shared/contract/client-address';
import type { Config } from '../config';

/** Secure when the visitor came over https: the socket's TLS, or a trusted proxy's X-Forwarded-Proto (ADR 0003). */
export const cameOverHttps = (koa: Context, trust: Config['trustProxy']) =>
  forwardedHttps(trust, koa.req.socket.remoteAddress, 'encrypted' in koa.req.socket && !!koa.req.socket.encrypted, koa.get('x-forwarded-proto'));

/** Sets (or, with an `expires` in the past, clears) an HttpOnly cookie of the site. */
export function setSiteCookie(
  koa: Context,
  trust: Config['trustProxy'],
  name: string,
  value: string,
  opts: { sameSite: 'strict' | 'lax'; path: string; expires: Date },
) {
  const secure = cameOverHttps(koa, trust);
  // The cookie jar refuses a Secure cookie unless told the request is secure; this rule, not Koa's, decides that.
  (koa.cookies as { secure?: boolean }).secure = secure;
  koa.cookies.set(name, value, { httpOnly: true, secure, overwrite: true, ...opts });
}
