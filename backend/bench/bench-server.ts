// The servers under test, in a process of their own so the load generator does not share their event loop.
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { startTestBackend } from '../test/harness';

const bare = new Koa();
bare.use((ctx) => {
  ctx.body = { success: true, data: [] };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((r) => bareServer.once('listening', r));
const backend = await startTestBackend(process.env.BENCH_MYSQL_URL ? { mysqlUrl: process.env.BENCH_MYSQL_URL } : {});
process.send?.({
  bare: `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`,
  api: backend.baseUrl,
  database: backend.config.database.client === 'mysql2' ? 'MySQL' : 'SQLite',
});
process.on('message', async () => {
  await backend.close();
  bareServer.close();
  process.exit(0);
});
