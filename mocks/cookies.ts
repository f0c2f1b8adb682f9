// The visitor cookies the mocks set and read (the chat's `novaguide_chat`, the consent's `novaguide_consent`). In a
// browser the answer is MSW's HttpResponse, whose Set-Cookie MSW keeps in its own cookie store (in localStorage,
// path-scoped) and adds to later matching calls: a service worker cannot set a real cookie, so HttpOnly cannot apply
// there, which is fine for mocks. In Node (the contract suites, the mocks over HTTP) it is a plain Response, which
// MSW does not store: the caller holds the cookie and sends it back, as a browser does with the server's.
import { HttpResponse } from 'msw';

/** A JSON answer that sets `setCookie` (a whole Set-Cookie value). */
export function jsonWithCookie(status: number, body: unknown, setCookie: string): Response {
  if (typeof document !== 'undefined') return HttpResponse.json(body as never, { status, headers: { 'Set-Cookie': setCookie } });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Set-Cookie': setCookie } });
}

/** The cookie `name` as MSW handed it over, else from the Cookie header (where MSW handed no parsed cookies over). */
export function cookieOf(ctx: { cookies?: Record<string, string>; request: Request }, name: string): string | undefined {
  const parsed = ctx.cookies?.[name];
  if (parsed) return parsed;
  for (const pair of (ctx.request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}
