// The whole-site preview of a release (ADR 0033): a signed, expiring link (jose, a key and an audience of its own)
// that any admin makes and anyone may open. Opening it sets a cookie; a page asked with that cookie is rendered
// inside a transaction that makes the release's drafts again and is then undone, so it shows exactly what
// publishing would, and nothing of it is kept. Such a page is never cached and never indexed.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { PREVIEW_COOKIE, PREVIEW_LANG_PARAM, PREVIEW_LINK_INVALID, previewLanding } from '@shared/contract/releases';
import { previewClaims, signPreviewLink, type PreviewClaims } from '@shared/contract/preview-token';
import { HttpError } from '@shared/contract/http-error';
import { replayApplicable } from '@shared/pipeline/draft-replay';
import { rolledBack, type DraftReplayer, type Deps } from '../route';
import type { AuthContext } from '../middleware/auth';
import { setSiteCookie } from '../middleware/site-cookie';
import { escapeHtml } from '../render/html-head';
import type { Config } from '../config';
import { findAdminRow, toAdmin } from './admin-records';
import { draftsOf, findRelease } from './releases';

/** A new link to the release's preview, made by `adminId` (whose admin the drafts are made again as). */
export async function createPreviewLink(db: Knex, key: Uint8Array, releaseId: string, adminId: string, now = Date.now()) {
  await findRelease(db, releaseId);
  return signPreviewLink(key, releaseId, adminId, now);
}

/** The pages' side of the preview: the claims of a request's cookie, and a database with the release applied. */
export interface ReleasePreview {
  /** The valid preview the request's cookie names, if any. */
  of(ctx: Context): Promise<PreviewClaims | undefined>;
  /** Runs `work` on a transaction in which the release's drafts were made again; then undoes it all. */
  within(ctx: Context, claims: PreviewClaims, work: (db: Knex, release: { name: string }) => Promise<void>): Promise<void>;
}

export function releasePreview(deps: Deps, replay: DraftReplayer): ReleasePreview {
  return {
    of: (ctx) => previewClaims(deps.config.keys.releasePreview, ctx.cookies.get(PREVIEW_COOKIE)),
    async within(ctx, claims, work) {
      const release = await findRelease(deps.db, claims.releaseId);
      const drafts = await draftsOf(deps.db, claims.releaseId, false);
      const row = await findAdminRow(deps.db, claims.adminId);
      if (!row) throw new HttpError(404, 'The admin who made this preview link is no longer an admin');
      const auth: AuthContext = { admin: toAdmin(row), jti: '', expiresAt: claims.expiresAt, sid: '' };
      await rolledBack(
        deps.db,
        async (trx) => {
          await replayApplicable(drafts, (draft) => replay({ ...deps, db: trx }, draft, auth, ctx));
          await work(trx, release);
        },
        claims.releaseId,
      );
    },
  };
}

/** A preview link's page: a valid one sets the preview cookie until the link ends and opens the home page. */
export function openPreviewLink(config: Config) {
  return async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const token = String(ctx.params.token ?? '');
    const claims = await previewClaims(config.keys.releasePreview, token);
    if (!claims) {
      ctx.status = 404;
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Preview</title></head><body><main><p>${escapeHtml(PREVIEW_LINK_INVALID)}</p></main></body></html>`;
      return;
    }
    setSiteCookie(ctx, config.trustProxy, PREVIEW_COOKIE, token, { sameSite: 'lax', path: '/', expires: new Date(claims.expiresAt) });
    ctx.status = 303;
    ctx.redirect(previewLanding(ctx.query[PREVIEW_LANG_PARAM]));
  };
}
