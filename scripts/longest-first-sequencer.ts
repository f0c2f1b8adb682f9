// The order vitest starts the test files in: the longest first, whatever their project, so the long ones (the
// contract suite on MySQL, the admin journeys) never start last and keep the run going alone at its end. Vitest's own
// order runs the projects one after the other by name (e2e, storybook, unit), which started the five-minute MySQL
// contract file in the last third of the run, and knows files' times only from a cache a fresh clone (CI) lacks.
// The times come from `scripts/test-durations.json`, written by `npm test`'s reporter when TEST_DURATIONS_WRITE is
// set (scripts/part-times-reporter.ts); a file it does not list keeps vitest's order, after the listed ones.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS_FILE = new URL('./test-durations.json', import.meta.url);

/** Each file's seconds in the last recorded run, by its path from the project root. */
export function recordedDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const seconds = recordedDurations();
    const of = (spec: TestSpecification) => seconds[relative(this.ctx.config.root, spec.moduleId)] ?? 0;
    // Array.prototype.sort is stable: files with no recorded time keep vitest's order among themselves.
    return [...vitestOrder].sort((a, b) => of(b) - of(a));
  }
}
