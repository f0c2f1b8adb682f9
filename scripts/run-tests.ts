// `npm test`: every check in turn (lint, types, the generated contract, the public pages' size budgets, the vitest
// projects, dredd), each one's time printed as it ends and all of them in a table at the end. A failing part does not stop the later ones, so one run
// shows every failure; the command fails if any part failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Part {
  name: string;
  command: string;
}

const parts: Part[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'generated types', command: 'npm run check:api' },
  { name: 'size budgets', command: 'npm run size' },
  { name: 'vitest (unit, e2e, stories)', command: 'npx vitest run --reporter=default --reporter=./scripts/part-times-reporter.ts' },
  { name: 'contract against URLs', command: 'npm run test:urls' },
];

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

// The vitest reporter writes its failed tests here; they are printed again below the table.
const failuresDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
process.env.NPM_TEST_FAILURES_FILE = join(failuresDir, 'failures.txt');
process.env.NPM_TEST_RETRIED_FILE = join(failuresDir, 'retried.txt');

const results: { part: Part; code: number; ms: number }[] = [];
for (const part of parts) {
  const start = Date.now();
  console.log(`\n==> ${part.name}: ${part.command}`);
  const code = await run(part.command);
  const ms = Date.now() - start;
  console.log(`==> ${part.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes(ms)}`);
  results.push({ part, code, ms });
}

const total = results.reduce((sum, result) => sum + result.ms, 0);
console.log('\nnpm test, part by part:');
for (const { part, code, ms } of results) console.log(`  ${(code === 0 ? 'ok  ' : 'FAIL').padEnd(5)} ${part.name.padEnd(30)} ${minutes(ms).padStart(13)}`);
console.log(`  ${''.padEnd(5)} ${'total'.padEnd(30)} ${minutes(total).padStart(13)}`);
/** What the reporter wrote to one of its files; no file, nothing to say. */
const written = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
};
const failures = written(process.env.NPM_TEST_FAILURES_FILE);
const retried = written(process.env.NPM_TEST_RETRIED_FILE);
rmSync(failuresDir, { recursive: true, force: true });
if (retried) console.log(`\nPassed only when run again (vitest.config.ts retries a failed story once in CI):\n${retried.replace(/^/gm, '  ')}`);
if (failures) console.log(`\nFailed tests:\n${failures.replace(/^/gm, '  ')}`);
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
