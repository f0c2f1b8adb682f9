// The citation check of `npm run lint` on files held in memory. The outside citations are put together from
// pieces, so that this file passes the check it tests.
import { describe, expect, it } from 'vitest';
import { checkDocs } from '../scripts/check-docs';
import { checkCommentNames } from '../scripts/comment-names';

const existing = new Set(['docs/adr/0009-response-envelopes-and-status-codes.md', 'docs/product/states.md', 'docs/product/limits.md']);
const outside = ['DECI', 'SIONS 3'].join('');
const missingAdr = ['ADR', '9999'].join(' ');
const missingDoc = ['docs/product/rules', 'md'].join('.');

describe('check-docs', () => {
  it('reports an outside citation and an ADR with no file, each with its file and line', () => {
    const problems = checkDocs(
      [
        { path: 'backend/src/a.ts', text: `// A first line.\n// The envelopes (${outside}).\n` },
        { path: 'frontend/src/b.ts', text: `/** Sessions (${missingAdr}). */\n` },
      ],
      existing,
    );
    expect(problems).toEqual([
      { file: 'backend/src/a.ts', line: 2, message: expect.stringContaining(outside.split(' ')[0]) },
      { file: 'frontend/src/b.ts', line: 1, message: `${missingAdr} has no docs/adr/9999-<slug>.md` },
    ]);
  });

  it('reports a docs path that does not exist, also as the second name of a list', () => {
    const problems = checkDocs([{ path: 'README.md', text: `See docs/product/states.md and ${missingDoc.split('/').pop()}.` }], existing);
    expect(problems).toEqual([{ file: 'README.md', line: 1, message: `${missingDoc} does not exist` }]);
  });

  it('finds nothing in files that cite only what the repository holds', () => {
    const problems = checkDocs(
      [
        { path: 'backend/src/a.ts', text: '// The envelopes of ADR 0009 (docs/product/states.md and limits.md).\n' },
        { path: 'README.md', text: 'Specific rules, a spec file of the tests, and an issue we fixed.\n' },
        { path: 'CONTRIBUTING.md', text: 'A decision gets an ADR: `docs/adr/NNNN-title.md`.\n' },
      ],
      existing,
    );
    expect(problems).toEqual([]);
  });

  it('reports a comment naming a code name that no code holds, with its file and line', () => {
    const problems = checkCommentNames([
      { path: 'backend/src/a.ts', text: 'export const keptName = 1;\n/**\n * Retried by `madeUpName()`, see also retryLater.\n */\n' },
      { path: 'backend/src/b.ts', text: '// keptName is also `alsoMadeUp` here.\n' },
    ]);
    expect(problems).toEqual([
      { file: 'backend/src/a.ts', line: 3, message: 'names `madeUpName`, which no code of the repository holds' },
      { file: 'backend/src/a.ts', line: 3, message: 'names `retryLater`, which no code of the repository holds' },
      { file: 'backend/src/b.ts', line: 1, message: 'names `alsoMadeUp`, which no code of the repository holds' },
    ]);
  });

  it('takes a name held by code, a string or the contract, and reads no comment inside a string or a pattern', () => {
    const problems = checkCommentNames([
      {
        path: 'backend/src/a.ts',
        text: "export function keptName(url = 'http://x// `inStringOnly`', re = /\\/\\/ `inPatternOnly`/) {}\n// `keptName()`, `pricing_plans`, `ReleaseState`.\n",
      },
      { path: 'backend/src/b.ts', text: "const table = 'pricing_plans';\n// keptName reads `auto` and `a.keptName`; see sRGB and findBy* queries.\n" },
      { path: 'openapi.yaml', text: 'ReleaseState:\n  type: string\n' },
    ]);
    expect(problems).toEqual([]);
  });
});
