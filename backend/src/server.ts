// Starts the one process: migrates, seeds an empty database with the demo content, serves API and pages.
import type { Server } from 'node:http';
import { demoData } from '@mocks/data';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb, migrate } from './db/knex';
import { ensureFirstAdmin, isEmpty, seedDemo } from './db/seeds/demo';
import { pruneHits } from './middleware/rate-limit';
import { LocalDiskStorage } from './storage/file-storage';

export async function startServer(config: Config = loadConfig()): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const db = createDb(config.database);
  await migrate(db);
  const seeded = config.seedDemo && (await isEmpty(db)) ? (await seedDemo(db), true) : false;
  await ensureFirstAdmin(db, config.firstAdmin);

  const app = createApp({ db, config, storage: new LocalDiskStorage(config.uploadsDir) });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  app.mailer.start();
  if (!app.mailer.configured) console.log('Email is off: no mail server is configured (SMTP_HOST). New bookings and messages still reach the Inbox.');
  const pruner = setInterval(() => void pruneHits(db, 24 * 60 * 60 * 1000).catch(() => undefined), 60 * 60 * 1000);
  pruner.unref();

  const where = config.database.client === 'mysql2' ? 'MySQL' : `embedded SQLite (${config.database.filename})`;
  console.log(`NovaGuide is running at ${url} on ${where}${seeded ? ', seeded with the demo content' : ''}.`);
  if (seeded) {
    const demo = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
    console.log(`Demo admin: ${demo.admin.email} / ${demo.password}  (sign in at ${url}/login)`);
  }
  return {
    server,
    url,
    close: async () => {
      clearInterval(pruner);
      await app.mailer.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((e) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  });
}
