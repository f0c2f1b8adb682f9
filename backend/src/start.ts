// `npm start`: builds the frontend (the browser's build and the server entry) when it is missing, then starts the server.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { SERVER_ENTRY } from './render/ssr';
import { startServer, stopOnSignals } from './server';

async function main() {
  const config = loadConfig();
  if (!existsSync(resolve(config.distDir, 'index.html')) || !existsSync(resolve(config.distDir, SERVER_ENTRY))) {
    console.log('Building the site for its first start (about a minute)...');
    const { buildSite } = await import('../../frontend/scripts/build-site');
    await buildSite(config.distDir);
  }
  stopOnSignals(await startServer(config));
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
