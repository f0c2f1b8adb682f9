// `npm start`: builds the frontend (the browser's build and the server entry) when it is missing, then starts the server.
// It asks for the demo content (SEED_DEMO=true unless given, or NODE_ENV=production): a fresh clone gets the demo
// site and its logins; a bare server start (`npm run start:server`) seeds nothing unless asked (ADR 0004).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './config';
import { exitOnStartFailure, sayBeforeStart } from './middleware/process-log';
import { SERVER_ENTRY } from './render/ssr';
import { startServer, stopOnSignals } from './server';

/** `npm start`'s environment: SEED_DEMO=true unless it is given or NODE_ENV=production. */
export function npmStartEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return !env.SEED_DEMO && env.NODE_ENV !== 'production' ? { ...env, SEED_DEMO: 'true' } : env;
}

async function main() {
  const env = npmStartEnv(process.env);
  if (env.SEED_DEMO !== process.env.SEED_DEMO) {
    sayBeforeStart('npm start seeds the demo content into an empty database (SEED_DEMO=true; SEED_DEMO=false to leave it empty).', env);
  }
  const config = loadConfig(env);
  if (!existsSync(resolve(config.distDir, 'index.html')) || !existsSync(resolve(config.distDir, SERVER_ENTRY))) {
    sayBeforeStart('Building the site for its first start (about a minute)...', env);
    const { buildSite } = await import('../../frontend/scripts/build-site');
    await buildSite(config.distDir);
  }
  stopOnSignals(await startServer(config));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => exitOnStartFailure(e, npmStartEnv(process.env)));
}
