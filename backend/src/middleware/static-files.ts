// The built frontend and the public uploads, from the same process as the API.
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

const YEAR = 365 * 24 * 60 * 60;

function isFileUnder(root: string, path: string) {
  const full = resolve(root, `.${path}`);
  if (!full.startsWith(resolve(root) + sep)) return false;
  return existsSync(full) && statSync(full).isFile();
}

/** Public uploads: generated names never change, so they are cached for a year; SVG cannot run script. */
export function uploadsStatic(publicRoot: string) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/uploads/')) return next();
    const rel = ctx.path.slice('/uploads'.length);
    if (!isFileUnder(publicRoot, rel)) return next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    await send(ctx, rel, { root: publicRoot, maxage: YEAR * 1000, immutable: true });
  };
}

/** The built app: hashed assets cached for a year, everything else revalidated; pages go to the renderer. */
export function frontendStatic(distDir: string, renderPage: (ctx: Context, next: Next) => Promise<void>) {
  const index = join(distDir, 'index.html');
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !existsSync(index)) return next();
    if (ctx.path !== '/' && isFileUnder(distDir, ctx.path)) {
      const hashed = ctx.path.startsWith('/assets/');
      await send(ctx, ctx.path, { root: distDir, maxage: hashed ? YEAR * 1000 : 0, immutable: hashed });
      if (!hashed) ctx.set('Cache-Control', ctx.path.startsWith('/uploads/') ? 'public, max-age=86400' : 'no-cache');
      return;
    }
    if (ctx.path.startsWith('/uploads/') || /\.[a-z0-9]{2,5}$/i.test(ctx.path)) return next();
    if (!ctx.accepts('html')) return next();
    await renderPage(ctx, next);
  };
}
