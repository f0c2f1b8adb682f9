// The whole schema, portable between MySQL and SQLite: string ids (24 hex), ISO timestamps as strings,
// nested documents without their own endpoints as JSON text, and real rows for every item that has its own
// endpoints (services, plans, testimonials, policy sections, bullets and subsections).
import type { Knex } from 'knex';

const id = (t: Knex.CreateTableBuilder) => t.string('id', 24).primary();
const ts = (t: Knex.CreateTableBuilder, name: string) => t.string(name, 30);
const audit = (t: Knex.CreateTableBuilder) => {
  t.string('created_by', 24);
  t.string('last_modified_by', 24);
  ts(t, 'created_at').notNullable();
  ts(t, 'last_modified_at').notNullable();
};
const json = (t: Knex.CreateTableBuilder, name: string) => t.text(name, 'longtext');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admins', (t) => {
    id(t);
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.string('role', 20).notNullable();
    t.string('status', 20).notNullable();
    ts(t, 'last_login_at');
    ts(t, 'created_at').notNullable();
    ts(t, 'updated_at').notNullable();
  });
  await knex.schema.createTable('revoked_tokens', (t) => {
    t.string('jti', 64).primary();
    t.bigInteger('expires_at').notNullable().index();
  });
  // Throttling and rate-limit counters live in the database so several instances share them.
  await knex.schema.createTable('rate_hits', (t) => {
    t.increments('id');
    t.string('bucket', 300).notNullable();
    t.bigInteger('at').notNullable();
    t.index(['bucket', 'at']);
  });

  await knex.schema.createTable('heroes', (t) => {
    id(t);
    t.string('title', 100).notNullable();
    t.string('subtitle', 200);
    t.string('banner', 500).notNullable();
    t.string('banner_alt', 150);
    t.string('cta_text', 50);
    t.string('cta_link', 500).notNullable();
    t.boolean('is_active').notNullable();
    t.integer('display_order').notNullable();
    t.string('background_color', 7).notNullable();
    t.string('text_color', 7).notNullable();
    audit(t);
  });
  await knex.schema.createTable('homepages', (t) => {
    id(t);
    t.string('name', 100).notNullable();
    t.boolean('is_active').notNullable();
    json(t, 'sections').notNullable();
    audit(t);
  });
  await knex.schema.createTable('homepage_settings', (t) => {
    id(t);
    json(t, 'data').notNullable();
    audit(t);
  });
  for (const table of ['headers', 'footers']) {
    await knex.schema.createTable(table, (t) => {
      id(t);
      t.string('company_name', 100).notNullable();
      t.boolean('is_active').notNullable();
      json(t, 'data').notNullable();
      audit(t);
    });
  }

  await knex.schema.createTable('service_sections', (t) => {
    id(t);
    t.string('title', 100).notNullable();
    t.string('description', 500);
    t.boolean('is_active').notNullable();
    audit(t);
  });
  await knex.schema.createTable('services', (t) => {
    id(t);
    t.string('section_id', 24).notNullable().references('id').inTable('service_sections').onDelete('CASCADE');
    t.string('title', 100).notNullable();
    t.text('description');
    t.string('button_text', 50);
    t.string('button_url', 500);
    t.integer('position').notNullable();
    t.index(['section_id', 'position']);
  });

  await knex.schema.createTable('pricing_configs', (t) => {
    id(t);
    t.string('title', 100).notNullable();
    t.string('subtitle', 200);
    t.string('description', 500);
    t.string('background_color', 50).notNullable();
    t.string('layout', 50).notNullable();
    t.boolean('show_comparison').notNullable();
    t.boolean('is_active').notNullable();
    json(t, 'faqs').notNullable();
    audit(t);
  });
  await knex.schema.createTable('pricing_plans', (t) => {
    id(t);
    t.string('config_id', 24).notNullable().references('id').inTable('pricing_configs').onDelete('CASCADE');
    t.string('name', 50).notNullable();
    t.integer('position').notNullable();
    t.boolean('is_active').notNullable();
    t.boolean('is_popular').notNullable();
    // price, billing, options, button, features, limitations, highlights, badge: read and written whole.
    json(t, 'data').notNullable();
    t.index(['config_id', 'position']);
  });

  await knex.schema.createTable('testimonial_sections', (t) => {
    id(t);
    t.string('title', 100).notNullable();
    t.string('subtitle', 150);
    t.string('description', 300);
    t.boolean('is_active').notNullable();
    json(t, 'display_settings').notNullable();
    audit(t);
  });
  await knex.schema.createTable('testimonials', (t) => {
    id(t);
    t.string('section_id', 24).notNullable().references('id').inTable('testimonial_sections').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('role', 150);
    t.string('image', 500);
    t.integer('rating').notNullable();
    t.string('content', 500).notNullable();
    t.boolean('is_active').notNullable();
    t.integer('position').notNullable();
    t.index(['section_id', 'position']);
  });

  await knex.schema.createTable('service_details', (t) => {
    id(t);
    t.string('service_id', 24).notNullable().unique();
    t.string('service_title', 100);
    t.boolean('is_active').notNullable();
    json(t, 'hero').notNullable();
    json(t, 'sections').notNullable();
    audit(t);
  });

  await knex.schema.createTable('policy_documents', (t) => {
    id(t);
    t.string('kind', 10).notNullable().unique(); // 'privacy' | 'terms'
    t.string('title', 200).notNullable();
    t.string('subtitle', 500);
    t.string('acceptance_statement', 1000);
    json(t, 'contact_info').notNullable();
    ts(t, 'last_updated').notNullable();
    audit(t);
  });
  await knex.schema.createTable('policy_sections', (t) => {
    id(t);
    t.string('document_id', 24).notNullable().references('id').inTable('policy_documents').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('content');
    t.integer('position').notNullable();
    t.string('section_type', 20);
    t.index(['document_id', 'position']);
  });
  await knex.schema.createTable('policy_subsections', (t) => {
    id(t);
    t.string('section_id', 24).notNullable().references('id').inTable('policy_sections').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('content');
    t.integer('position').notNullable();
  });
  await knex.schema.createTable('policy_bullets', (t) => {
    id(t);
    t.string('section_id', 24).notNullable().references('id').inTable('policy_sections').onDelete('CASCADE');
    t.string('subsection_id', 24).references('id').inTable('policy_subsections').onDelete('CASCADE');
    t.string('text', 500).notNullable();
    t.integer('position').notNullable();
    t.index(['section_id', 'subsection_id', 'position']);
  });

  await knex.schema.createTable('bookings', (t) => {
    id(t);
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 30).notNullable();
    t.string('subject', 200).notNullable();
    t.text('message');
    t.string('date', 10).notNullable();
    t.string('time', 5).notNullable();
    t.string('status', 20).notNullable().index();
    // The one-time case-file upload (ADR 0019).
    t.string('upload_name', 64).unique();
    t.bigInteger('upload_issued_at');
    t.string('case_file_key', 200);
    t.string('case_file_original_name', 255);
    t.integer('case_file_size');
    t.string('case_file_mime', 100);
    ts(t, 'case_file_uploaded_at');
    ts(t, 'created_at').notNullable();
    ts(t, 'updated_at').notNullable();
  });
  await knex.schema.createTable('contact_messages', (t) => {
    id(t);
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.text('message').notNullable();
    t.boolean('is_read').notNullable();
    ts(t, 'created_at').notNullable();
  });
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    id(t);
    t.string('email', 254).notNullable().unique();
    ts(t, 'created_at').notNullable();
  });
  await knex.schema.createTable('file_assets', (t) => {
    id(t);
    t.string('file_url', 500).notNullable();
    t.string('filename', 200).notNullable();
    t.string('original_name', 255).notNullable();
    t.integer('file_size').notNullable();
    t.string('mime_type', 100).notNullable();
    t.string('category', 20).notNullable();
    t.boolean('is_active').notNullable();
    ts(t, 'created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'file_assets',
    'newsletter_subscribers',
    'contact_messages',
    'bookings',
    'policy_bullets',
    'policy_subsections',
    'policy_sections',
    'policy_documents',
    'service_details',
    'testimonials',
    'testimonial_sections',
    'pricing_plans',
    'pricing_configs',
    'services',
    'service_sections',
    'footers',
    'headers',
    'homepage_settings',
    'homepages',
    'heroes',
    'rate_hits',
    'revoked_tokens',
    'admins',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
