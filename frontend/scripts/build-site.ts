// `npm run build`: the browser's build into dist/, then the server's entry (entry-server.tsx) into dist/server/.
// `--outDir <dir>` builds elsewhere (the browser journeys and Lighthouse build into a folder of their own),
// `--logLevel <level>` as Vite's.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type LogLevel } from 'vite';

const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));

export async function buildSite(outDir = fileURLToPath(new URL('../../dist', import.meta.url)), logLevel: LogLevel = 'warn') {
  const out = resolve(outDir);
  // The bundler's own timing report is noise on a first `npm start`; `npm run size` is where sizes are read.
  const rolldownOptions = { checks: { bundlerTimings: false } };
  await build({ configFile, mode: 'production', logLevel, build: { outDir: out, emptyOutDir: true, rolldownOptions } });
  await build({
    configFile,
    mode: 'production',
    logLevel,
    build: { ssr: 'src/entry-server.tsx', outDir: join(out, 'server'), emptyOutDir: true, rolldownOptions },
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  buildSite(arg('--outDir'), (arg('--logLevel') as LogLevel | undefined) ?? 'info').catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
