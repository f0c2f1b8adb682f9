// An admin's public profile: the name visitors see on the articles they wrote (the account's name when empty) and a
// photo from the media library, by its url.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admins', (t) => {
    t.string('display_name', 100).nullable();
    t.string('photo', 300).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admins', (t) => {
    t.dropColumn('display_name');
    t.dropColumn('photo');
  });
}
