// A vitest reporter that prints, once the run ends, how long each project (unit, e2e, storybook) took: the span
// from its first file's start to its last file's end, the sum of its files' own times, and its slowest files. The
// projects share the workers, so their spans overlap; the slowest files say where a faster suite has to look.
// It also names every failed test with its first error line, and every test that passed only when run again, and
// when NPM_TEST_FAILURES_FILE and NPM_TEST_RETRIED_FILE are set writes those lines there, so `npm test` can repeat
// them after the later parts' output (a CI log is often read from its tail).
// With TEST_DURATIONS_WRITE set, a whole run's file times go to scripts/test-durations.json: the order the next run
// starts the files in (scripts/longest-first-sequencer.ts).
import { appendFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE } from './longest-first-sequencer';

interface ProjectTimes {
  first: number;
  last: number;
  files: { id: string; ms: number }[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class PartTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTimes>();

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const end = Date.now();
    const start = this.started.get(module.moduleId) ?? end;
    const name = module.project.name || 'default';
    const times = this.projects.get(name) ?? { first: start, last: end, files: [] };
    times.first = Math.min(times.first, start);
    times.last = Math.max(times.last, end);
    times.files.push({ id: module.relativeModuleId, ms: end - start });
    this.projects.set(name, times);
  }

  onTestRunEnd(modules: readonly TestModule[]) {
    this.reportFailures(modules);
    if (this.projects.size === 0) return;
    const lines = ['', 'Time per test project (spans overlap: the projects share the workers)'];
    for (const [name, times] of [...this.projects].sort((a, b) => a[1].first - b[1].first)) {
      const sum = times.files.reduce((total, file) => total + file.ms, 0);
      lines.push(
        `  ${name.padEnd(10)} ${String(times.files.length).padStart(4)} files  span ${seconds(times.last - times.first).padStart(8)}  files' own ${seconds(sum).padStart(8)}`,
      );
      for (const file of [...times.files].sort((a, b) => b.ms - a.ms).slice(0, 5)) lines.push(`      ${seconds(file.ms).padStart(8)}  ${file.id}`);
    }
    console.log(lines.join('\n'));
    if (process.env.TEST_DURATIONS_WRITE) this.writeDurations();
  }

  private writeDurations() {
    const files = [...this.projects.values()].flatMap((times) => times.files).sort((a, b) => b.ms - a.ms);
    const seconds = Object.fromEntries(files.map((file) => [file.id, Math.round(file.ms / 100) / 10]));
    writeFileSync(DURATIONS_FILE, JSON.stringify(seconds, null, 2) + '\n');
  }

  private reportFailures(modules: readonly TestModule[]) {
    // An assertion's message may start with a blank line (a DOM dump follows): its first line with text.
    // Storybook puts a link to the story before its error ('Click to debug…'): the line after it says what failed.
    const firstLine = (errors: readonly { message?: string }[] | undefined) =>
      ((errors?.[0]?.message ?? '').split('\n').find((line) => line.trim() && !line.includes('Click to debug')) ?? '').trim().slice(0, 200);
    const lines: string[] = [];
    const retried: string[] = [];
    for (const module of modules) {
      const where = `${module.project.name || 'default'}: ${module.relativeModuleId}`;
      const moduleErrors = module.errors();
      if (moduleErrors.length > 0) lines.push(`${where}: ${firstLine(moduleErrors)}`);
      for (const test of module.children.allTests('failed')) lines.push(`${where} > ${test.fullName}: ${firstLine(test.result().errors)}`);
      for (const test of module.children.allTests('passed')) if (test.diagnostic()?.flaky) retried.push(`${where} > ${test.fullName}`);
    }
    // A story retried in CI (vitest.config.ts) passes the run, but is named here, so a flaky one does not go unseen.
    if (retried.length > 0) {
      console.log(['', 'Passed only when run again:', ...retried.map((line) => `  ${line}`)].join('\n'));
      if (process.env.NPM_TEST_RETRIED_FILE) appendFileSync(process.env.NPM_TEST_RETRIED_FILE, retried.join('\n') + '\n');
    }
    if (lines.length === 0) return;
    console.log(['', 'Failed tests:', ...lines.map((line) => `  ${line}`)].join('\n'));
    const file = process.env.NPM_TEST_FAILURES_FILE;
    if (file) appendFileSync(file, lines.join('\n') + '\n');
  }
}
