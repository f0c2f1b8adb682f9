// `npm start`: builds the frontend when it is missing, then starts the server.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  if (!existsSync(resolve(config.distDir, 'index.html'))) {
    console.log('Building the frontend (first start)...');
    const { build } = await import('vite');
    await build({ configFile: resolve(import.meta.dirname, '../../vite.config.ts'), logLevel: 'warn' });
  }
  await startServer(config);
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
