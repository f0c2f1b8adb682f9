// The import boundaries of `npm run lint` (eslint.config.js, ADR 0028) on code held in memory, linted as if it were
// the named file; and, since lint's circle check leaves type-only imports out, a walk of every import that finds
// no circle even through types.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary rules' messages for `code` linted as `filePath` (the other rules are not what is tested here). */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['the backend', 'frontend source', 'backend/src/x.ts', "import type { ServerRender } from '@/entry-server';\nexport type Page = ServerRender;\n"],
    ['the backend', 'the mocks', 'backend/src/x.ts', "import { db } from '@mocks/db';\nexport const rows = db;\n"],
    [
      'the backend (but npm start)',
      'the build tooling',
      'backend/src/render/x.ts',
      "import { buildSite } from '../../../frontend/scripts/build-site';\nexport const build = buildSite;\n",
    ],
    ['the mocks', 'the backend', 'mocks/x.ts', "import { createApp } from '../backend/src/app';\nexport const app = createApp;\n"],
    ['shared/', 'the frontend', 'shared/contract/x.ts', "import { setupStore } from '@/app/store';\nexport const store = setupStore;\n"],
    ['shared/', 'the mocks', 'shared/contract/x.ts', "import { db } from '@mocks/db';\nexport const rows = db;\n"],
    ['the contract kit', 'the mocks', 'contract-tests/support/x.ts', "import { db } from '@mocks/db';\nexport const rows = db;\n"],
    [
      'the contract kit',
      'the backend',
      'contract-tests/x-suite.ts',
      "import { startTestBackend } from '../backend/test/harness';\nexport const start = startTestBackend;\n",
    ],
  ])('%s may not import %s', async (_part, _what, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*restricted zone/)]);
  });

  it.each([
    ['the backend, the shared contract', 'backend/src/x.ts', "import type { RenderApp } from '@shared/contract/server-render';\nexport type R = RenderApp;\n"],
    ['npm start, the build tooling', 'backend/src/start.ts', "export const build = () => import('../../frontend/scripts/build-site');\n"],
    [
      'a backend test, the frontend and the mocks',
      'backend/test/x.test.ts',
      "import { render } from '@/entry-server';\nimport { db } from '@mocks/db';\nexport const both = [render, db];\n",
    ],
    ['the mocks, the shared contract', 'mocks/x.ts', "import { HttpError } from '@shared/contract/http-error';\nexport const E = HttpError;\n"],
    ['the frontend, the mocks', 'frontend/src/x.ts', "export const worker = () => import('@mocks/browser');\n"],
    [
      'an in-process run of the contract kit, the mocks',
      'contract-tests/x.contract.test.ts',
      "import { server } from '@mocks/node';\nexport const s = server;\n",
    ],
  ])('%s: allowed', async (_what, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it('refuses an import that closes a circle (a module the app imports, importing the app)', async () => {
    const errors = await boundaryErrors('backend/src/db/rows.ts', "import { createApp } from '../app';\nexport const app = createApp;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });
});

describe('import circles through types', () => {
  const isRuntime = (file: string) => /^(backend\/src|mocks|shared|frontend\/src)\//.test(file) && !/\.(test|stories)\.tsx?$/.test(file);

  /** Every import and re-export of each runtime file (type-only included) to another runtime file. */
  function importGraph() {
    const config = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const files = config.fileNames.map((f) => relative(root, f)).filter(isRuntime);
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = ts.preProcessFile(readFileSync(resolve(root, file), 'utf8'), true, true).importedFiles.flatMap(({ fileName }) => {
        const found = ts.resolveModuleName(fileName, resolve(root, file), config.options, ts.sys).resolvedModule;
        const target = found && !found.isExternalLibraryImport ? relative(root, found.resolvedFileName) : undefined;
        return target && isRuntime(target) ? [target] : [];
      });
      graph.set(file, targets);
    }
    return graph;
  }

  /** The circles: each strongly connected group of more than one file (Tarjan's algorithm). */
  function circles(graph: Map<string, string[]>) {
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const found: string[][] = [];
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      for (const w of graph.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) !== index.get(v)) return;
      const group = stack.splice(stack.indexOf(v));
      if (group.length > 1) found.push(group.sort());
    };
    for (const v of graph.keys()) if (!index.has(v)) visit(v);
    return found;
  }

  it('finds a circle where there is one', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('finds none in the code that runs (backend/src, mocks, shared, frontend/src)', { timeout: 60_000 }, () => {
    expect(circles(importGraph())).toEqual([]);
  });
});
