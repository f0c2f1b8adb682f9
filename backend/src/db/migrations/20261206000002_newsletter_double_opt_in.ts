// The newsletter's double opt-in and article sends (ADR 0040). A subscriber has a state (pending until the link of
// the confirmation email is followed, confirmed, unsubscribed) and a token version that every unsubscribe and
// re-subscribe raises, so the links of earlier emails stop working. Addresses stored before double opt-in existed
// become confirmed: they asked to subscribe when a single step was all there was. An article's send is one row per
// (article, subscriber), unique, which is what keeps an article from reaching a subscriber twice. The outbox keeps
// each email's own headers (List-Unsubscribe) and a Message-ID fixed before its first try, and when it was last
// claimed, which the fleet's newsletter rate counts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.string('status', 16).notNullable().defaultTo('confirmed');
    t.string('confirmed_at', 30);
    t.string('unsubscribed_at', 30);
    t.integer('token_version').notNullable().defaultTo(1);
  });
  await knex('newsletter_subscribers').update({ confirmed_at: knex.ref('created_at') });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.text('headers');
    t.string('message_id', 200);
    t.bigInteger('claimed_at');
    t.index(['kind', 'claimed_at']);
  });
  await knex.schema.createTable('newsletter_sends', (t) => {
    t.string('article_id', 24).notNullable();
    t.string('subscriber_id', 24).notNullable();
    t.string('outbox_id', 24).notNullable();
    t.string('started_by', 24);
    t.string('created_at', 30).notNullable();
    t.unique(['article_id', 'subscriber_id']);
    t.index(['subscriber_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_sends');
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropIndex(['kind', 'claimed_at']);
    t.dropColumn('claimed_at');
    t.dropColumn('message_id');
    t.dropColumn('headers');
  });
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.dropColumn('token_version');
    t.dropColumn('unsubscribed_at');
    t.dropColumn('confirmed_at');
    t.dropColumn('status');
  });
}
