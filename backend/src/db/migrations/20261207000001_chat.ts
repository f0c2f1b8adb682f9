// The live chat (ADR 0041). A conversation, its messages, and the events the streams send: every stored event's id is
// its stream id (increasing), so a stream that reconnects with Last-Event-ID reads what it missed from here, whichever
// instance wrote it. A message keeps the stream id of its `message` event, which orders the conversation whatever the
// clock said. Presence rows say which streams are open on which instance until they expire.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_conversations', (t) => {
    t.string('id', 24).primary();
    t.string('visitor_name', 100).notNullable();
    t.string('visitor_email', 254).notNullable();
    t.string('page', 500).notNullable();
    t.string('time_zone', 64);
    t.string('status', 8).notNullable(); // 'open' | 'closed'
    t.boolean('blocked').notNullable().defaultTo(false);
    t.string('assigned_to', 24);
    t.integer('token_version').notNullable().defaultTo(1);
    t.string('created_at', 30).notNullable();
    t.string('last_message_at', 30).notNullable();
    /** Who wrote the last message ('visitor' | 'team'): an open conversation whose last message is the visitor's is waiting. */
    t.string('last_author', 8).notNullable();
    /** When the visitor's messages that no reply has followed yet began; null once the team answered. */
    t.string('waiting_since', 30);
    t.string('closed_at', 30);
    t.string('team_read_upto', 24);
    t.string('visitor_read_upto', 24);
    t.string('team_notified_upto', 24);
    t.string('created_from', 100).notNullable();
    t.index(['status', 'last_message_at']);
    t.index(['visitor_email']);
    t.index(['status', 'waiting_since']);
  });
  await knex.schema.createTable('chat_messages', (t) => {
    t.string('id', 24).primary();
    t.string('conversation_id', 24).notNullable().references('id').inTable('chat_conversations').onDelete('CASCADE');
    t.string('author', 8).notNullable(); // 'visitor' | 'team'
    t.string('admin_id', 24);
    t.text('text', 'longtext').notNullable();
    t.string('created_at', 30).notNullable();
    /** When the other side read it. */
    t.string('seen_at', 30);
    t.bigInteger('stream_id').notNullable();
    t.index(['conversation_id', 'created_at']);
    t.index(['conversation_id', 'stream_id']);
  });
  await knex.schema.createTable('chat_events', (t) => {
    t.bigIncrements('id');
    t.string('conversation_id', 24).notNullable().references('id').inTable('chat_conversations').onDelete('CASCADE');
    t.string('event', 16).notNullable();
    t.text('data', 'longtext').notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['conversation_id', 'id']);
  });
  await knex.schema.createTable('chat_presence', (t) => {
    t.string('id', 64).primary();
    t.string('kind', 8).notNullable(); // 'team' | 'visitor'
    t.string('admin_id', 24);
    t.string('conversation_id', 24);
    t.string('instance', 64).notNullable();
    t.bigInteger('expires_at').notNullable();
    t.index(['kind', 'expires_at']);
    t.index(['conversation_id', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chat_presence');
  await knex.schema.dropTable('chat_events');
  await knex.schema.dropTable('chat_messages');
  await knex.schema.dropTable('chat_conversations');
}
