// `npm run gen:api` (after openapi-typescript): writes shared/contract/operation-index.ts, each operation of
// openapi.yaml by its operationId with its method and path, so code that names an operation by id (a content kind's
// declaration) finds its path without copying it and without loading the document (the browser's admin screens
// cannot). `--check` fails when the file is stale, as `npm run check:api` does for the types.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../', import.meta.url));
const target = 'shared/contract/operation-index.ts';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

export function operationIndexSource(document: { paths?: Record<string, Record<string, { operationId?: string }>> }): string {
  const lines: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const id = item[method]?.operationId;
      if (id) lines.push(`  ${id}: ['${method}', '${path}'],`);
    }
  }
  return [
    '// Generated from openapi.yaml by `npm run gen:api` (scripts/gen-operation-index.ts): do not edit.',
    '/** Each operation by its operationId: its method and path. */',
    'export const OPERATION_INDEX = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

function main() {
  const source = operationIndexSource(parse(readFileSync(root + 'openapi.yaml', 'utf8')));
  if (process.argv.includes('--check')) {
    if (readFileSync(root + target, 'utf8') !== source) {
      console.error(`${target} is stale: run npm run gen:api`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(root + target, source);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
