// Every public page is the built index.html with the homepage settings and the page's initial data put in.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import { INITIAL_DATA_ELEMENT_ID, initialQueriesFor, type InitialEntry } from '@contract/initial-data';
import type { components } from '@contract/schema';
import { getSettings } from '../services/homepage';
import { originOf, renderHead } from './html-head';
import { initialDataLoaders } from './initial-data-loaders';

type Settings = components['schemas']['HomepageSettings'];

/** JSON inside a script element: `<` is escaped so the content can never close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export async function initialEntries(db: Knex, pathname: string): Promise<InitialEntry[]> {
  const results = await Promise.all(
    initialQueriesFor(pathname).map(async (q) => {
      try {
        return { ...q, data: await initialDataLoaders[q.endpointName](db, q.arg) };
      } catch {
        // A missing record (404) or an outage: the browser asks the API and shows that state.
        return undefined;
      }
    }),
  );
  return results.filter((e): e is InitialEntry => !!e);
}

function contentSecurityPolicy(sources: string[], inline: boolean) {
  const script = ["'self'", ...(inline ? ["'unsafe-inline'"] : []), ...sources].join(' ');
  const connect = ["'self'", ...sources].join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    `script-src ${script}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${sources.length ? ` ${sources.join(' ')}` : ''}`,
    `connect-src ${connect}`,
    "font-src 'self' data:",
  ].join('; ');
}

export function pageRenderer(distDir: string, db: Knex) {
  const indexFile = join(distDir, 'index.html');
  let template: { html: string; mtime: number } | undefined;

  async function loadTemplate() {
    const { mtimeMs } = await stat(indexFile);
    if (!template || template.mtime !== mtimeMs) template = { html: await readFile(indexFile, 'utf8'), mtime: mtimeMs };
    return template.html;
  }

  return async function renderPage(ctx: Context, _next: Next) {
    const [html, settings, entries] = await Promise.all([
      loadTemplate(),
      getSettings(db).catch((): Settings | undefined => undefined),
      initialEntries(db, ctx.path),
    ]);
    const head = renderHead(settings, ctx.path, originOf(ctx));
    const data = `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${scriptJson(entries)}</script>`;
    let page = html
      .replace('<html lang="en">', `<html lang="en"${head.htmlAttributes}>`)
      .replace('<!--app-body-->', `${data}${head.body ? `\n${head.body}` : ''}`);
    if (head.head) page = page.replace(/<!--app-head-->[\s\S]*?<!--\/app-head-->/, head.head);
    ctx.set('Content-Security-Policy', contentSecurityPolicy(head.scriptSources, head.allowInlineScripts));
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = page;
  };
}
