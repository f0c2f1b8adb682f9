// The backend as JavaScript, so production runs `node` on it (no TypeScript compiled at every start, and SIGTERM
// reaches the server itself): the server and the db CLI bundled by esbuild into backend/dist/ (server.js, cli.js). The contract, the mocks' demo data and the frontend's shared code (the import aliases of
// tsconfig.json) go in; every package stays in node_modules, loaded as it is (native ones included).
// backend/dist/ sits as deep as backend/src/, so a path made from import.meta.url (contract.ts reads
// ../../openapi.yaml) finds the same file from the bundle.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const fromRoot = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export const SERVER_OUT_DIR = fromRoot('backend/dist');

export async function buildServer(outDir = SERVER_OUT_DIR) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { server: fromRoot('backend/src/server.ts'), cli: fromRoot('backend/src/db/cli.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: fromRoot('tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServer().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
