// The records of processing (docs/privacy.md) held to the database the migrations make: every table whose columns
// hold data about a person is named under a "Tables:" entry there, every table is named somewhere in it (the closing
// section lists the rest), and every table it names still exists. A new table with an email, a name, an address, a
// message or an uploaded file fails here until the document says what it holds, why, for how long, who reads it and
// how it is exported and erased.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb, migrate } from '../src/db/knex';

const DOCUMENT = join(__dirname, '../../docs/privacy.md');

/**
 * The rule: a column holds data about a person when its name is, or ends with, `email`, `phone` or `name` (a
 * person's name, a display name, an uploaded file's original name), or is `photo`, `ip`, `user_agent`,
 * `created_from` (a client address), `recipients`, `message` or `text` (what a person wrote), or starts with
 * `visitor_`. A table with one such column holds personal data, unless the column is one of NOT_A_PERSON.
 */
const PERSONAL_COLUMN = /^(visitor_\w+|\w*email|\w*phone|\w*name|photo|ip|\w+_ip|user_agent|created_from|recipients|message|text)$/;

/** Columns the rule catches that name a thing, not a person, each with why. */
const NOT_A_PERSON: Record<string, string> = {
  'homepages.name': "a homepage layout's name",
  'headers.company_name': "the business's own name",
  'footers.company_name': "the business's own name",
  'pricing_plans.name': "a plan's name",
  'policy_bullets.text': 'a line of the privacy policy or the terms',
  'file_assets.filename': "a media library image's stored name (the team's images)",
  'file_assets.original_name': "the name a team member's image had when uploaded",
  'releases.name': "a release's name",
  'article_tags.name': "a blog tag's name",
  'health_consent_texts.text': 'a version of the health-data consent text the team wrote',
};

/** Tables whose column names do not show it, that hold data about a person all the same, each with what. */
const PERSONAL_BY_CONTENT: Record<string, string> = {
  chat_events: 'the chat stream events carry the messages visitors and the team wrote',
  idempotency_keys: "a stored answer to a public write holds what the person sent (a contact message's name and email)",
  rate_hits: "counters keyed by the client's address, and by the email on sign-ins",
  case_upload_parts: 'the parts of an uploaded case file',
  case_upload_tokens: "a booking form's upload token, with its booking",
  session_families: "an admin's sign-ins",
  refresh_tokens: "an admin's refresh tokens",
  consent_records: "a visitor's choices on the trackers (nothing in them names the visitor)",
};

async function tablesWithColumns(db: Knex): Promise<Map<string, string[]>> {
  const rows = (await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'knex_%'")) as {
    name: string;
  }[];
  const tables = new Map<string, string[]>();
  for (const { name } of rows) {
    const columns = (await db.raw(`PRAGMA table_info(${JSON.stringify(name)})`)) as { name: string }[];
    tables.set(
      name,
      columns.map((c) => c.name),
    );
  }
  return tables;
}

/** The tables holding data about a person, by the rule above. */
function personalTables(tables: Map<string, string[]>): string[] {
  return [...tables]
    .filter(([table, columns]) => table in PERSONAL_BY_CONTENT || columns.some((c) => PERSONAL_COLUMN.test(c) && !(`${table}.${c}` in NOT_A_PERSON)))
    .map(([table]) => table);
}

const backticked = (text: string) => [...text.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1]);

/**
 * What the document names: the tables of its "Tables:" entries (an entry runs to the next list item or heading), and
 * the tables of its closing section, each as the table's name in backticks.
 */
function documented(text: string) {
  const [body, closing = ''] = text.split(/^## Tables that hold no personal data$/m);
  const entries = body.split(/^(?=- |#)/m).filter((entry) => entry.startsWith('- **Tables:**'));
  return { personal: new Set(entries.flatMap(backticked)), closing: new Set(backticked(closing)) };
}

describe('the records of processing (docs/privacy.md)', () => {
  let dir: string;
  let db: Knex;
  let tables: Map<string, string[]>;
  const doc = documented(readFileSync(DOCUMENT, 'utf8'));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'privacy-records-'));
    db = createDb({ client: 'better-sqlite3', filename: join(dir, 'privacy.sqlite') });
    await migrate(db);
    tables = await tablesWithColumns(db);
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names under "Tables:" every table that holds data about a person', () => {
    const missing = personalTables(tables).filter((t) => !doc.personal.has(t));
    expect(missing, 'tables holding personal data that docs/privacy.md does not describe').toEqual([]);
  });

  it('names every other table in its closing section, and no table holding personal data there', () => {
    const personal = new Set(personalTables(tables));
    const unnamed = [...tables.keys()].filter((t) => !personal.has(t) && !doc.personal.has(t) && !doc.closing.has(t));
    expect(unnamed, 'tables docs/privacy.md names nowhere').toEqual([]);
    expect(
      [...doc.closing].filter((t) => personal.has(t)),
      'tables holding personal data listed as holding none',
    ).toEqual([]);
  });

  it('names no table that no longer exists', () => {
    const gone = [...doc.personal, ...doc.closing].filter((t) => !tables.has(t));
    expect(gone, 'tables docs/privacy.md names that the migrations no longer make').toEqual([]);
  });

  it('keeps its exceptions to the rule about columns and tables that exist', () => {
    const stale = [
      ...Object.keys(NOT_A_PERSON).filter((c) => {
        const [table, column] = c.split('.');
        return !tables.get(table)?.includes(column);
      }),
      ...Object.keys(PERSONAL_BY_CONTENT).filter((t) => !tables.has(t)),
    ];
    expect(stale).toEqual([]);
  });
});
