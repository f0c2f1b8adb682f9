// Node module hooks for `import text from './file?raw'`, the Vite feature by which mocks/contract.ts reads
// openapi.yaml, so the one document is read the same way in the browser, in Vitest and in Node. Vite and Vitest
// resolve `?raw` themselves; plain Node (tsx) resolves the URL, query and all, but has no format for a .yaml file, so
// this load hook answers any `?raw` URL with a module whose default export is the file's text. Registered with
// node:module's `register` before the mocks are imported (serve.ts).
import { readFile } from 'node:fs/promises';
import type { LoadHook } from 'node:module';

export const load: LoadHook = async (url, context, nextLoad) => {
  const parsed = new URL(url);
  if (parsed.protocol !== 'file:' || parsed.searchParams.get('raw') === null) return nextLoad(url, context);
  parsed.search = '';
  const text = await readFile(parsed, 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
};
