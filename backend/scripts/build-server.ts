// `npm run build:server` (the last step of `npm run build`): the backend as JavaScript, so production runs `node` on
// it (no TypeScript compiled at every start, and a SIGTERM reaches the server itself). esbuild bundles the server and
// the db CLI into backend/dist/ (server.js, cli.js): the contract, the mocks' demo data and the frontend's shared code
// (tsconfig.json's import aliases) go in; every package stays in node_modules, loaded as it is (native ones included).
// backend/dist/ sits as deep as backend/src/, so a path made from import.meta.url (contract.ts reads
// ../../openapi.yaml) finds the same file from the bundle. Files are overwritten, never removed first, so a server
// started from the folder meanwhile does not find it empty.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const fromRoot = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export async function buildServer() {
  await build({
    entryPoints: { server: fromRoot('backend/src/server.ts'), cli: fromRoot('backend/src/db/cli.ts') },
    outdir: fromRoot('backend/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: fromRoot('tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServer().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
