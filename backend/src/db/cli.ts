// `npm run db:migrate`, `npm run db:seed`, `npm run db:reset`: the same Knex config and migrations as the server.
import { ConfigError, loadConfig } from '../config';
import { createDb, migrate } from './knex';
import { emptyDatabase, ensureFirstAdmin, isEmpty, seedDemo } from './seeds/demo';

async function main(command: string | undefined) {
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrate(db);
    if (command === 'migrate') console.log('Migrations are up to date.');
    else if (command === 'seed') {
      if (!(await isEmpty(db))) console.log('The database already has content; nothing seeded (use db:reset to start over).');
      else {
        await seedDemo(db);
        console.log('Seeded the demo content.');
      }
    } else if (command === 'reset') {
      await emptyDatabase(db);
      await seedDemo(db);
      console.log('Emptied the database and seeded the demo content.');
    } else throw new Error('Usage: cli.ts migrate | seed | reset');
    if (await ensureFirstAdmin(db, config.firstAdmin)) console.log(`Created the first super admin ${config.firstAdmin!.email}.`);
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e instanceof Error ? e.message : e);
  process.exit(1);
});
