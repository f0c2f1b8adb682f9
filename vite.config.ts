import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The one set of import aliases: the contract (generated types, validators), the mocks and the app. */
export const aliases = {
  '@contract': fromRoot('./contract-tests/contract'),
  '@mocks': fromRoot('./mocks'),
  '@': fromRoot('./frontend/src'),
};

export default defineConfig({
  root: fromRoot('./frontend'),
  plugins: [react()],
  resolve: { alias: aliases },
  server: { fs: { allow: [fromRoot('.')] } },
  build: { outDir: fromRoot('./dist'), emptyOutDir: true, sourcemap: true },
});
