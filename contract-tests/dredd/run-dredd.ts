// `npm run test:dredd`: dredd against the real backend on MySQL. A small control server (test-only, on its own
// port) lets the hooks reset the demo data and set up what an example cannot express. Skipped where MySQL does
// not answer, unless REQUIRE_MYSQL is set (CI).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { mysqlAvailable, mysqlDatabase, startTestBackend } from '../../backend/test/harness';
import { backendTarget } from '../backend-target';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main() {
  if (!(await mysqlAvailable())) {
    if (process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');
    console.log('dredd: MySQL is not reachable, skipped.');
    return 0;
  }
  const backend = await startTestBackend({ mysqlUrl: await mysqlDatabase('novaguide_dredd') });
  const target = backendTarget(backend);
  const control = createServer(async (req, res) => {
    try {
      const [, action, a, b] = (req.url ?? '').split('/');
      if (action === 'reset') await target.reset();
      else if (action === 'case-file') await target.giveCaseFile(a);
      else if (action === 'remove') await target.remove(a as Parameters<typeof target.remove>[0], b);
      res.writeHead(204).end();
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise<void>((r) => control.listen(0, '127.0.0.1', () => r()));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      `${root}node_modules/.bin/dredd`,
      ['openapi.yaml', backend.baseUrl, '--hookfiles=contract-tests/dredd/hooks.cjs', '--language=nodejs', '--loglevel=warning', '--reporter=dot', '--details'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DREDD_CONTROL_URL: controlUrl, DREDD_API_URL: backend.baseUrl } },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  control.close();
  await backend.close();
  return code;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
