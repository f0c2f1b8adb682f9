import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases, sassOptions } from '../vite.config.ts';
import { logicalDirections } from '../frontend/scripts/logical-css.ts';

// Storybook builds from the repository root; it needs the app's aliases and stylesheets in logical directions (as
// the site's), not its root or build output.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  css: { preprocessorOptions: { scss: sassOptions }, postcss: { plugins: [logicalDirections()] } },
});
