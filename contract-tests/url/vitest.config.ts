// The URL run of the kit's suites (contract-tests/url/run-contract.ts starts it): one file, in Node, one worker, as
// the suites share the one implementation at the URL and each resets it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../../vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['contract-tests/url/url.contract.ts'],
    environment: 'node',
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
