// Which operations of the document a failure names, for the URL run's summary by operation.
import type { OperationInfo } from '@shared/contract/openapi-validator';

export interface FailedCase {
  /** The test (or, for dredd, the transaction) that failed. */
  test: string;
  message: string;
  /** The operations it names (their operationId). */
  operations: string[];
  /** Where it names none: the call it made last, whose operation `operations` holds. */
  lastCall?: string;
}

/** What the URL run's reporter hands run-contract.ts. */
export interface SuitesSummary {
  failed: FailedCase[];
  /** The names of the skipped cases (each says why). */
  skipped: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path of the document as a pattern over concrete paths (`/hero/{id}` matches `/hero/665...`). */
const pathPattern = (path: string) =>
  new RegExp(
    `^(/api)?${path
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('[^/?#\\s]+')}$`,
  );

/**
 * The operations (by operationId) named in `text`: as themselves (whole words), or as `METHOD /path` (the path as the document
 * writes it, or filled in; dredd's `METHOD (status) /path`).
 */
export function operationsNamedIn(operations: readonly OperationInfo[], text: string): string[] {
  const found = new Set<string>();
  const words = new Set(text.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []);
  for (const op of operations) if (words.has(op.operationId)) found.add(op.operationId);
  // `GET /hero/list`, or dredd's `GET (200) /hero/list?page=1`.
  const calls = [...text.matchAll(/\b(GET|HEAD|POST|PUT|PATCH|DELETE)\s+(?:\(\d{3}\)\s+)?(\/[^\s?#:'"`,)]*)/g)].map((m) => [m[1], m[2]] as const);
  for (const [method, path] of calls) {
    const matching = operations.filter((op) => op.method.toUpperCase() === method && (op.path === path || pathPattern(op.path).test(path)));
    // A literal path segment wins over a parameter (`/hero/list` is not `/hero/{id}`).
    const best = matching.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
    if (best) found.add(best.operationId);
  }
  return [...found].sort();
}
