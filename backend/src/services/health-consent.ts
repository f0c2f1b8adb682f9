// The explicit consent to process health data (ADR 0043): every version of its text is a row of health_consent_texts,
// the highest version being the current one. A database that has none yet (a fresh one, seeded or not) gets
// version 1, DEFAULT_HEALTH_CONSENT_TEXT, the first time it is read, so the text is always there to agree to.
import type { Knex } from 'knex';
import { DEFAULT_HEALTH_CONSENT_TEXT, HEALTH_CONSENT_TEXTS, type HealthConsentText, type HealthDataConsent } from '@shared/contract/person-data';
import { healthConsentActivity } from '@shared/contract/activity';
import { recordActivity } from './activity';

interface HealthConsentRow {
  version: number | string;
  text: string;
  created_by: string | null;
  created_at: string;
}

const texts = (db: Knex) => db<HealthConsentRow>('health_consent_texts');

const toText = (r: HealthConsentRow): HealthConsentText => ({ version: Number(r.version), text: r.text, updatedAt: r.created_at });

const latestRow = (db: Knex) => texts(db).orderBy('version', 'desc').first();

/** The current text and its version; version 1 is stored first when there is none (two first reads store it once). */
export async function currentHealthConsent(db: Knex, now: number): Promise<HealthConsentText> {
  const row = await latestRow(db);
  if (row) return toText(row);
  await texts(db)
    .insert({ version: 1, text: DEFAULT_HEALTH_CONSENT_TEXT, created_by: null, created_at: new Date(now).toISOString() })
    .onConflict('version')
    .ignore();
  return toText((await latestRow(db))!);
}

/**
 * A changed text stored as the next version, with the activity entry, in one transaction (inside the route kit's,
 * which also lets the content cache go of the privacy policy page). Changes take turns on the first version's row,
 * locked by its key (a lock on that row alone): of two changes at once the second waits for the first, then reads
 * the current version with a lock, which reads what is committed, and becomes the version after it. Locking the
 * highest version directly would lock the gap above it too, where both then insert: MySQL answered one of two such
 * changes with a deadlock. The same text stores nothing.
 */
export async function updateHealthConsent(db: Knex, text: string, adminId: string, now: number): Promise<{ data: HealthConsentText; message: string }> {
  await currentHealthConsent(db, now);
  return db.transaction(async (trx) => {
    await texts(trx).where('version', 1).forUpdate().first();
    const current = toText((await texts(trx).orderBy('version', 'desc').forUpdate().first())!);
    if (current.text === text) return { data: current, message: HEALTH_CONSENT_TEXTS.unchanged };
    const row: HealthConsentRow = { version: current.version + 1, text, created_by: adminId, created_at: new Date(now).toISOString() };
    await texts(trx).insert(row);
    await recordActivity(trx, healthConsentActivity(adminId, current.version + 1));
    return { data: toText(row), message: HEALTH_CONSENT_TEXTS.saved };
  });
}

/** The consent a booking or a conversation row holds, as its answers show it. */
export function healthDataConsentOf(row: {
  health_consent_version?: number | string | null;
  health_consent_at?: string | null;
}): HealthDataConsent | undefined {
  if (row.health_consent_version === null || row.health_consent_version === undefined || !row.health_consent_at) return undefined;
  return { version: Number(row.health_consent_version), givenAt: row.health_consent_at };
}

/** The columns that store a consent given at `at` (none when no version was given). */
export const healthConsentColumns = (version: number | undefined, at: string) =>
  version === undefined ? {} : { health_consent_version: version, health_consent_at: at };

/** Writes whole versions (the demo seed). */
export async function insertHealthConsentTexts(trx: Knex, records: readonly HealthConsentText[]) {
  for (const r of records) await texts(trx).insert({ version: r.version, text: r.text, created_by: null, created_at: r.updatedAt });
}
