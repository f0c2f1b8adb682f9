// A vitest reporter for the URL run: each failed test with the operations of openapi.yaml it names (an operationId,
// or a method and path of the document; else the call it made last), and the names of the skipped ones, written as JSON to CONTRACT_SUMMARY_FILE for run-contract.ts's summary.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { contract } from '../support/document';
import { operationsNamedIn, type FailedCase, type SuitesSummary } from './operation-names';

export default class OperationSummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const failed: FailedCase[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests('failed')) {
        const message = (test.result().errors ?? []).map((e) => e.message).join('\n');
        const named = operationsNamedIn(contract.operations, `${test.fullName}\n${message}`);
        // A behaviour's expectation may name no call: the case is listed under the call it made last.
        const last = test.meta().calls?.at(-1);
        const operations = named.length || !last ? named : operationsNamedIn(contract.operations, last);
        failed.push({ test: test.fullName, message, operations, ...(named.length || !last ? {} : { lastCall: last }) });
      }
      for (const error of module.errors()) failed.push({ test: module.moduleId, message: error.message, operations: [] });
    }
    // A skipped case's name says why it was skipped (url.contract.ts and the suites name the reason).
    const skipped = modules.flatMap((module) =>
      [...module.children.allTests('skipped')].map((test) => {
        const result = test.result();
        const note = result.state === 'skipped' ? result.note : undefined;
        return note ? `${test.name}: ${note}` : test.name;
      }),
    );
    const file = process.env.CONTRACT_SUMMARY_FILE;
    if (file) writeFileSync(file, JSON.stringify({ failed, skipped } satisfies SuitesSummary, null, 2));
  }
}
