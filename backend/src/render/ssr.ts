// The server's half of rendering: the built server entry (`npm run build` puts it at dist/server/entry-server.js)
// renders a public page to HTML. The backend calls it and knows nothing of React.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderApp } from '@shared/contract/server-render';

export const SERVER_ENTRY = join('server', 'entry-server.js');

/**
 * The render function of the built site in `distDir`, loaded once. Undefined while there is none (a frontend
 * built without its server entry): the pages are then sent as the shell, rendered in the browser.
 */
export function serverEntry(distDir: string): () => Promise<RenderApp | undefined> {
  let loading: Promise<RenderApp> | undefined;
  let warned = false;
  return async () => {
    const file = join(distDir, SERVER_ENTRY);
    if (!loading) {
      if (!existsSync(file)) {
        if (!warned) console.warn(`[render] ${file} is missing (npm run build makes it): pages are rendered in the browser only.`);
        warned = true;
        return undefined;
      }
      loading = import(pathToFileURL(file).href).then((m: { render: RenderApp }) => m.render);
    }
    return loading;
  };
}
