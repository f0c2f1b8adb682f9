// The forms of the newsletter's public pages without JavaScript (ADR 0040): the confirm and unsubscribe pages hold a
// `<form method="post">` to their own address with the link's token in a hidden field. The post runs the same service
// as the API call and answers 303 back to the page with `?done=` the result the page shows. Those pages and their
// answers are kept out of search engines.
import type { Context, Next } from 'koa';
import type Router from '@koa/router';
import { koaBody } from 'koa-body';
import { HttpError } from '@shared/contract/http-error';
import { clientAddress } from '@shared/contract/client-address';
import { NEWSLETTER_PAGES, type NewsletterPageResult } from '@shared/contract/newsletter';
import { rateLimit, type Deps } from '../route';
import * as newsletter from '../services/newsletter';

const NOINDEX = 'noindex, nofollow';
const PAGE_PATHS = new Set<string>(Object.values(NEWSLETTER_PAGES));

/** The token a page's form posted (form-urlencoded `token`), else the page address's own. */
function tokenOf(ctx: Context): string {
  const body = (ctx.request as { body?: Record<string, unknown> }).body;
  const posted = body && typeof body.token === 'string' ? body.token : undefined;
  const query = typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
  return (posted ?? query ?? '').slice(0, 512);
}

function formPost(deps: Deps, page: keyof typeof NEWSLETTER_PAGES) {
  return async (ctx: Context) => {
    const client = clientAddress(deps.config.trustProxy, ctx.req.socket.remoteAddress, ctx.get('x-forwarded-for') || undefined);
    await rateLimit(deps.db, 'newsletter-link', client, deps.config.clock.now());
    let result: NewsletterPageResult;
    try {
      if (page === 'confirm') await newsletter.confirm(deps.db, deps.config, tokenOf(ctx));
      else await newsletter.unsubscribe(deps.db, deps.config, tokenOf(ctx));
      result = page === 'confirm' ? 'confirmed' : 'unsubscribed';
    } catch (e) {
      if (!(e instanceof HttpError) || (e.status !== 400 && e.status !== 410)) throw e;
      result = e.status === 410 ? 'used' : 'invalid';
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', NOINDEX);
    ctx.status = 303;
    ctx.redirect(`${NEWSLETTER_PAGES[page]}?done=${result}`);
    ctx.status = 303;
  };
}

/** The two pages' form posts, on the site's router (outside /api). */
export function mountNewsletterPageForms(site: Router, deps: Deps) {
  const form = koaBody({ multipart: false, json: false, text: false, urlencoded: true, formLimit: '16kb' });
  site.post(NEWSLETTER_PAGES.confirm, form, formPost(deps, 'confirm'));
  site.post(NEWSLETTER_PAGES.unsubscribe, form, formPost(deps, 'unsubscribe'));
}

/** The pages themselves carry `X-Robots-Tag: noindex`: a link with a person's token is nothing to index. */
export async function noindexNewsletterPages(ctx: Context, next: Next) {
  if (PAGE_PATHS.has(ctx.path)) ctx.set('X-Robots-Tag', NOINDEX);
  await next();
}
