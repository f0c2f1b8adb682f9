import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases, sassOptions } from '../vite.config.ts';

// Storybook builds from the repository root; it needs the app's aliases, not its root or build output.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  css: { preprocessorOptions: { scss: sassOptions } },
});
