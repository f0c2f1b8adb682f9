// The media library: each uploaded image's size, its resized variants (made after the upload answers, by
// whichever instance claims the row first), and who uploaded it. Service-details images are recorded too.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('file_assets', (t) => {
    t.integer('width').nullable();
    t.integer('height').nullable();
    // pending | ready | failed | none
    t.string('variants_state', 10).notNullable().defaultTo('none');
    t.text('variants').nullable();
    // When an instance took the row to make its variants (epoch ms); a claim older than a few minutes is stale.
    t.bigInteger('variants_claimed_at').nullable();
    t.string('created_by', 24).nullable();
    t.index(['variants_state']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('file_assets', (t) => {
    t.dropIndex(['variants_state']);
    for (const c of ['width', 'height', 'variants_state', 'variants', 'variants_claimed_at', 'created_by']) t.dropColumn(c);
  });
}
