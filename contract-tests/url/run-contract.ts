// `npm run contract -- --url http://host:port`: verifies the implementation at that URL against openapi.yaml, with
// nothing but HTTP. It starts Prism's validating proxy in front of it, runs the kit's suites (url.contract.ts: the
// contract suite through the proxy, the behaviour and property-based suites directly) and then dredd, writes JUnit XML for CI (contract.xml, dredd.xml in --report-dir) and prints what failed, by operation.
// The implementation's Test State calls set up every state; their key comes in TEST_STATE_KEY. Without it only the
// part that needs none runs, and the summary says what was skipped. docs/another-backend.md tells the whole story.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startPrism, documentBasePath, type PrismServer } from '../prism/prism-process';
import { runDredd } from '../dredd/run-dredd';
import { contract } from '../support/document';
import { TEST_STATE_HEADER } from '../support/operation-calls';
import { operationsNamedIn, type FailedCase, type SuitesSummary } from './operation-names';
import { SKIPPABLE_PARTS } from './options';

const root = fileURLToPath(new URL('../..', import.meta.url));

const USAGE = `Usage: npm run contract -- --url http://host:port [--skip ${SKIPPABLE_PARTS.join(',')}] [--grep <test name pattern>] [--report-dir <dir>] [--no-prism]
Environment: TEST_STATE_KEY (the implementation's Test State key: without it only the read-only part runs),
CONTRACT_ADMIN_EMAIL and CONTRACT_ADMIN_PASSWORD (the admin the read-only part signs in as; the demo super admin by default).`;

/** The implementation's base URL with the document's base path (`/api`) when the URL has no path of its own. */
export function apiUrlOf(url: string): string {
  const parsed = new URL(url);
  const base = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.origin}${base || documentBasePath()}`;
}

/** Runs a command to its end with inherited output: its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** dredd's failed transactions in its xunit file, each with the operations it names. */
function dreddFailures(file: string): FailedCase[] {
  if (!existsSync(file)) return [{ test: 'dredd', message: `dredd wrote no report (${file})`, operations: [] }];
  const xml = readFileSync(file, 'utf8');
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<testcase\b[^>]*\bname="([^"]*)"[^>]*>([\s\S]*?)<\/testcase>/g)]
    .filter(([, , inner]) => /<failure\b/.test(inner))
    .map(([, name, inner]) => {
      const test = `dredd: ${unescape(name)}`;
      const message = unescape(/<failure\b[^>]*>([\s\S]*?)<\/failure>/.exec(inner)?.[1] ?? '').trim();
      return { test, message, operations: operationsNamedIn(contract.operations, `${unescape(name)}\n${message}`) };
    });
}

/** Whether the implementation answers its Test State reset with that key (a 404: it has none mounted). */
async function testStateAnswer(apiUrl: string, key: string): Promise<string | undefined> {
  const res = await fetch(`${apiUrl}/test-state/reset`, { method: 'POST', headers: { [TEST_STATE_HEADER]: key } });
  if (res.status === 204) return undefined;
  return `POST ${apiUrl}/test-state/reset answered ${res.status}${res.status === 404 ? ' (no Test State calls: start the implementation with TEST_STATE_KEY)' : ''}: ${(await res.text()).slice(0, 200)}`;
}

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      skip: { type: 'string', default: '' },
      grep: { type: 'string' },
      'report-dir': { type: 'string', default: 'contract-report' },
      'no-prism': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.url) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const skip = values.skip.split(',').filter(Boolean);
  const unknown = skip.filter((part) => !(SKIPPABLE_PARTS as readonly string[]).includes(part));
  if (unknown.length) {
    console.error(`--skip: unknown part ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const apiUrl = apiUrlOf(values.url);
  const key = process.env.TEST_STATE_KEY || undefined;
  const reportDir = resolve(root, values['report-dir']);
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  try {
    await fetch(apiUrl, { method: 'HEAD' });
  } catch (e) {
    console.error(`contract: nothing answers at ${apiUrl} (${(e as Error).cause ?? (e as Error).message})`);
    return 2;
  }
  if (key) {
    const refused = await testStateAnswer(apiUrl, key);
    if (refused) {
      console.error(`contract: ${refused}`);
      return 2;
    }
  }

  const skipped: string[] = [];
  if (!key)
    skipped.push('every case that needs a set-up (the write cases of the contract suite, the behaviour and property-based suites, dredd): no TEST_STATE_KEY');
  for (const part of skip) skipped.push(`${part}: --skip`);

  let prism: PrismServer | undefined;
  if (!values['no-prism']) prism = await startPrism({ mode: 'proxy', upstream: apiUrl, errors: true });
  const failures: FailedCase[] = [];
  const skippedCases: string[] = [];
  let failedToRun = false;
  try {
    console.log(`\n==> the kit's suites against ${apiUrl}${prism ? ` (the contract suite through Prism at ${prism.url})` : ''}`);
    const summaryFile = join(reportDir, 'suites-failures.json');
    const vitestArgs = [
      'run',
      '--config',
      'contract-tests/url/vitest.config.ts',
      '--reporter=default',
      '--reporter=junit',
      `--outputFile.junit=${join(reportDir, 'contract.xml')}`,
      '--reporter=./contract-tests/url/operation-summary-reporter.ts',
      ...(values.grep ? ['-t', values.grep] : []),
    ];
    const suitesCode = await run(`${root}node_modules/.bin/vitest`, vitestArgs, {
      ...process.env,
      CONTRACT_API_URL: apiUrl,
      CONTRACT_PRISM_URL: prism?.url ?? '',
      CONTRACT_SKIP: skip.join(','),
      CONTRACT_SUMMARY_FILE: summaryFile,
    });
    if (existsSync(summaryFile)) {
      const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as SuitesSummary;
      failures.push(...summary.failed);
      skippedCases.push(...summary.skipped);
    }
    if (suitesCode !== 0 && failures.length === 0) failedToRun = true;

    if (values.grep && key) skipped.push('dredd: --grep selects cases of the suites only');
    else if (key && !skip.includes('dredd')) {
      // dredd goes to the implementation itself: it validates every answer on its own, and Prism cannot carry the tus
      // calls' bodies and headers-only answers (see prism-target.ts), which dredd sends too.
      console.log(`\n==> dredd against ${apiUrl}`);
      const dreddFile = join(reportDir, 'dredd.xml');
      const dreddCode = await runDredd({ url: apiUrl, apiUrl, testStateKey: key, junitFile: dreddFile });
      const found = dreddFailures(dreddFile);
      failures.push(...found);
      if (dreddCode !== 0 && found.length === 0) failures.push({ test: 'dredd', message: `dredd exited with ${dreddCode}`, operations: [] });
    }
  } finally {
    await prism?.stop();
  }

  console.log(`\ncontract: ${apiUrl}`);
  console.log(
    `  reports: ${join(values['report-dir'], 'contract.xml')}${existsSync(join(reportDir, 'dredd.xml')) ? `, ${join(values['report-dir'], 'dredd.xml')}` : ''}`,
  );
  for (const line of skipped) console.log(`  skipped: ${line}`);
  // The same name in several suites (a case of each operation) is listed once, with its count.
  const counted = new Map<string, number>();
  for (const name of skippedCases) counted.set(name, (counted.get(name) ?? 0) + 1);
  if (counted.size) console.log(`  skipped cases (${skippedCases.length}):`);
  for (const [name, count] of counted) console.log(`    - ${name}${count > 1 ? ` (×${count})` : ''}`);
  if (failedToRun) console.log('  FAILED: the suites did not run to their end (see above)');
  if (failures.length === 0 && !failedToRun) {
    console.log('  passed: every case that ran');
    return 0;
  }
  const byOperation = new Map<string, string[]>();
  for (const failure of failures) {
    for (const op of failure.operations.length ? failure.operations : ['(no single operation)']) {
      const line = `${failure.test.split('\n')[0].slice(0, 200)}${failure.lastCall ? ` (its last call: ${failure.lastCall})` : ''}`;
      byOperation.set(op, [...(byOperation.get(op) ?? []), line]);
    }
  }
  console.log(`  FAILED: ${failures.length} case${failures.length === 1 ? '' : 's'}, by operation:`);
  for (const [op, tests] of [...byOperation].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`    ${op}`);
    for (const test of tests) console.log(`      - ${test}`);
  }
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
