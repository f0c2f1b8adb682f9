// The built frontend and the public uploads, from the same process as the API.
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { keyOfPublicUrl, type FileStorage } from '../storage/file-storage';

const YEAR = 365 * 24 * 60 * 60;

function isFileUnder(root: string, path: string) {
  const full = resolve(root, `.${path}`);
  if (!full.startsWith(resolve(root) + sep)) return false;
  return existsSync(full) && statSync(full).isFile();
}

/**
 * Public uploads, from whatever storage holds them (local disk or a bucket): only `/uploads/<folder>/<name>`,
 * which maps to the key `public/<folder>/<name>`, so no path reaches a private key or leaves the public folder.
 * Generated names never change, so they are cached for a year; SVG cannot run script. A file the storage does
 * not have goes on to the built app (the demo images ship with it).
 */
export function uploadsStatic(storage: FileStorage) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/uploads/')) return next();
    const key = keyOfPublicUrl(ctx.path);
    // The demo images ship with the built app, never in storage: no lookup in a bucket for them.
    if (!key || key.startsWith('public/demo/') || key.slice(key.lastIndexOf('/') + 1).startsWith('.')) return next();
    const file = await storage.open(key);
    if (!file) return next();
    ctx.status = 200;
    ctx.type = extname(key);
    ctx.set('Cache-Control', `public, max-age=${YEAR}, immutable`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (file.lastModified) ctx.lastModified = file.lastModified;
    if (file.etag) ctx.etag = file.etag;
    if (ctx.fresh) {
      file.body.destroy();
      ctx.status = 304;
      return;
    }
    if (ctx.method === 'HEAD') {
      // Koa sends no body for HEAD and would leave the stream (a file, a bucket's socket) open.
      file.body.destroy();
      ctx.length = file.size;
      return;
    }
    ctx.body = file.body;
    ctx.length = file.size;
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
