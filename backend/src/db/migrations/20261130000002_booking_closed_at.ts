// When a booking was closed (completed or cancelled): the retention setting deletes its case files a set number of
// days after that (ADR 0005). Bookings closed before this migration count from the moment it ran.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.bigInteger('closed_at').nullable().index();
  });
  await knex('bookings').whereIn('status', ['completed', 'cancelled']).update({ closed_at: Date.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('closed_at');
  });
}
