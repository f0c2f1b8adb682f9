// A vitest reporter for the URL run: each failed test with the operations of openapi.yaml it names (an operationId,
// or a method and path of the document; else the call it made last), written as JSON to CONTRACT_SUMMARY_FILE for run-contract.ts's summary.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { contract } from '../support/document';
import { operationsNamedIn, type FailedCase } from './operation-names';

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
    const file = process.env.CONTRACT_SUMMARY_FILE;
    if (file) writeFileSync(file, JSON.stringify(failed, null, 2));
  }
}
