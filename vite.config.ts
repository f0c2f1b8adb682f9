import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { logicalDirections } from './frontend/scripts/logical-css.ts';
import { purgeUnusedCss } from './frontend/scripts/unused-css.ts';
import { catalogProblems, SITE_CATALOGS } from './frontend/src/lib/i18n/catalog-check.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The one set of import aliases: what every side shares (shared/), the mocks and the app. */
export const aliases = {
  '@shared': fromRoot('./shared'),
  '@mocks': fromRoot('./mocks'),
  '@': fromRoot('./frontend/src'),
};

/** Bootstrap 5.3's Sass still uses @import and global functions; the warnings are Bootstrap's, not ours. */
export const sassOptions = { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] as never[] };

/** A build stops on a message catalog with malformed ICU or a missing text (frontend/src/lib/i18n/catalog-check.ts). */
export const messageCatalogs = (catalogs = SITE_CATALOGS): Plugin => ({
  name: 'message-catalogs',
  buildStart() {
    const problems = catalogProblems(catalogs);
    if (problems.length) this.error(`The message catalogs have ${problems.length} problem(s):\n${problems.join('\n')}`);
  },
});

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: fromRoot('./frontend'),
  plugins: [react(), ...(command === 'build' ? [messageCatalogs()] : [])],
  resolve: { alias: aliases },
  css: {
    preprocessorOptions: { scss: sassOptions },
    // The built stylesheets keep only the rules the site's code can use (frontend/scripts/unused-css.ts); every
    // stylesheet, built or served, is in logical directions (frontend/scripts/logical-css.ts).
    postcss: { plugins: [...(command === 'build' && !isSsrBuild ? [purgeUnusedCss()] : []), logicalDirections()] },
  },
  server: { fs: { allow: [fromRoot('.')] } },
  // The server entry (frontend/scripts/build-site.ts) bundles its dependencies, so the built folder runs from
  // wherever it is put, and renders with React's production build.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') } } : {}),
  build: isSsrBuild
    ? { outDir: fromRoot('./dist/server'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : // Every browser the site supports preloads modules natively (Chrome 66, Firefox 115, Safari 17): no polyfill.
      // An island's waker is an entry of its own (app/islands.ts): the server adds it only to a page with that island.
      {
        outDir: fromRoot('./dist'),
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        modulePreload: { polyfill: false },
        rollupOptions: { input: { index: fromRoot('./frontend/index.html'), 'chat-wake': fromRoot('./frontend/src/features/chat-widget/chat-wake.ts') } },
      },
}));
