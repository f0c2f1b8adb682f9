// Resumable case-file uploads (ADR 0027). The parts of an upload stored in S3 are recorded here as each is
// written: every instance then knows how far an upload got without S3's ListParts, which some S3-compatible
// servers (s3rver among them) do not offer.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('case_upload_parts', (t) => {
    t.string('upload_id', 64).notNullable();
    t.integer('part_number').notNullable();
    t.string('etag', 200).notNullable();
    t.bigInteger('size').notNullable();
    t.primary(['upload_id', 'part_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('case_upload_parts');
}
