import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { aliases } from './vite.config.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './frontend/e2e/chromium.ts';
import { LongestFirstSequencer } from './scripts/longest-first-sequencer.ts';

/**
 * Two files at a time in each pool (the node files of unit and e2e in one, the stories in the browser's), where
 * vitest's default on two cores is one: most node files wait on MySQL, a browser or a server rather than compute,
 * and one at a time left a core idle for half of CI's run. VITEST_MAX_WORKERS overrides it (1 to debug a flaky file).
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 2;

/** Without a browser the story tests are skipped locally; CI sets REQUIRE_BROWSER so they can't be. */
const runStories = existsSync(CHROMIUM) || !!process.env.REQUIRE_BROWSER;
if (!runStories) console.warn(`[vitest] ${CHROMIUM} not found: story tests skipped (apt-get install -y chromium, or set CHROMIUM_PATH).`);

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    maxWorkers,
    // The longest files first, across the projects (scripts/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'contract-tests/**/*.test.ts',
            'mocks/**/*.test.ts',
            'backend/**/*.test.ts',
            'frontend/src/**/*.test.{ts,tsx}',
            'frontend/scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['frontend/e2e/**/*.test.ts'],
          globalSetup: ['frontend/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      ...(runStories ? [storybookProject()] : []),
    ],
  },
});

function storybookProject() {
  return {
    plugins: [react(), storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
    resolve: { alias: aliases },
    publicDir: fileURLToPath(new URL('./frontend/public', import.meta.url)),
    test: {
      name: 'storybook',
      // The browser pool does not take the root's maxWorkers: without its own it ran one story file at a time.
      maxWorkers,
      // A worker's story files share one page, as one file's stories do, rather than load the app's modules again
      // for each file (a sixth of the stories' time). The preview undoes what a story leaves on the document.
      isolate: false,
      // A long story (typing a dozen fields) on a CI machine shared with the journeys; a passing story never waits for it.
      testTimeout: 90_000,
      // In CI a story that fails is run once more, and `npm test` names each one that passed only on its second run
      // (scripts/part-times-reporter.ts): on a loaded two-core host the browser has held back its frames for seconds
      // (a button's colour transition stood still mid-way for 15 s), which failed one story in some 550 on a run.
      // A story that fails twice still fails the run; locally a failure is never retried.
      retry: process.env.CI ? 1 : 0,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: CHROMIUM,
            args: CHROMIUM_FLAGS,
          },
        }),
        instances: [{ browser: 'chromium' as const }],
      },
    },
  };
}
