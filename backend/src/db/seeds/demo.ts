// The demo content: the same dataset the mocks serve (shared/demo-content), written through each resource's own
// row mapping, in one transaction, into an empty database.
import type { Knex } from 'knex';
import { contentTranslations, demoData } from '@shared/demo-content';
import { CONTENT_KINDS, CONTENT_TABLES_CHILDREN_FIRST } from '@shared/content-kinds';
import type { ContentRecord } from '@shared/contract/revisions';
import { KIND_STORES } from '../../content-kinds';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { newId, nowIso } from '../rows';
import { insertAdmins } from '../../services/admins';
import { insertBookings } from '../../services/bookings';
import { insertContactMessages } from '../../services/contact';
import { insertFileAssets } from '../../services/files';
import { insertSubscribers } from '../../services/newsletter';
import { insertRevisions } from '../../services/revisions';
import { insertActivity } from '../../services/activity';
import { insertDeliveries, insertNotificationSettings } from '../../services/mail-outbox';
import { insertReleases } from '../../services/releases';
import { insertChatConversations } from '../../services/chat/chat-seed';
import { insertHealthConsentTexts } from '../../services/health-consent';
import { insertTranslationRows } from '../../services/translations';
import { bumpContentVersion } from '../content-version';

export async function isEmpty(db: Knex) {
  const row = await db('heroes').count({ n: '*' }).first();
  return Number(row?.n ?? 0) === 0;
}

// Hashing is deliberately slow; the demo passwords are hashed once per process.
let demoAdminHashes: Promise<{ admin: (typeof demoData.demoAdmins)[number]['admin']; passwordHash: string }[]> | undefined;

export async function seedDemo(db: Knex) {
  demoAdminHashes ??= Promise.all(demoData.demoAdmins.map(async (a) => ({ admin: a.admin, passwordHash: await hashPassword(a.password) })));
  const admins = await demoAdminHashes;
  await db.transaction(async (trx) => {
    await insertAdmins(trx, admins);
    // The content kinds in their declared order (shared/content-kinds).
    for (const { kind, demoKey } of CONTENT_KINDS) await KIND_STORES[kind].insert(trx, demoData[demoKey] as unknown as readonly ContentRecord[]);
    await insertBookings(trx, demoData.bookings);
    await insertContactMessages(trx, demoData.contactMessages);
    await insertSubscribers(trx, demoData.newsletterSubscribers);
    await insertFileAssets(trx, demoData.fileAssets);
    await insertRevisions(trx, demoData.revisions);
    await insertActivity(trx, demoData.activityEvents);
    await insertNotificationSettings(trx, demoData.notificationSettings);
    await insertDeliveries(trx, demoData.mailDeliveries);
    await insertReleases(trx, demoData.releases, demoData.releaseDrafts);
    await insertChatConversations(trx, demoData.chatConversations);
    await insertHealthConsentTexts(trx, demoData.healthConsentTexts);
    await insertTranslationRows(trx, contentTranslations);
    await bumpContentVersion(trx);
  });
}

/**
 * The emails of admins whose password is one of the demo dataset's (published in the README): a production start
 * refuses while there is one, unless SEED_DEMO=true asked for the demo (ADR 0004).
 */
export async function adminsWithDemoPasswords(db: Knex): Promise<string[]> {
  const rows = (await db('admins').select('email', 'password_hash')) as { email: string; password_hash: string }[];
  const demo = await Promise.all(
    rows.map(async (row) =>
      (await Promise.all(demoData.demoAdmins.map((a) => verifyPassword(row.password_hash, a.password)))).some(Boolean) ? row.email : undefined,
    ),
  );
  return demo.filter((email): email is string => !!email);
}

/**
 * Every table, children first: used to empty a database (tests, re-seeding). Not chat_presence: its rows are the chat
 * streams open right now (they expire on their own), which a reset does not close.
 */
export const ALL_TABLES = [
  'chat_events',
  'chat_messages',
  'chat_conversations',
  'refresh_tokens',
  'session_families',
  'case_upload_parts',
  'case_uploads',
  'case_upload_tokens',
  'person_erasure_files',
  'idempotency_keys',
  'release_drafts',
  'releases',
  'release_settings',
  'newsletter_sends',
  'mail_outbox',
  'notification_settings',
  'activity_events',
  'revisions',
  'file_assets',
  'newsletter_subscribers',
  'contact_messages',
  'bookings',
  'consent_records',
  'health_consent_texts',
  'content_translations',
  ...CONTENT_TABLES_CHILDREN_FIRST,
  'rate_hits',
  'revoked_tokens',
  'admins',
];

export async function emptyDatabase(db: Knex) {
  await db.transaction(async (trx) => {
    for (const table of ALL_TABLES) await trx(table).delete();
    await bumpContentVersion(trx);
  });
}

/** The first super admin from the environment, when no admin with that email exists (ADR 0015). */
export async function ensureFirstAdmin(db: Knex, first: { email: string; password: string; name: string } | undefined) {
  if (!first) return false;
  const email = first.email.toLowerCase();
  if (await db('admins').where('email', email).first()) return false;
  const now = nowIso();
  await db('admins').insert({
    id: newId(),
    name: first.name,
    email,
    password_hash: await hashPassword(first.password),
    role: 'super_admin',
    status: 'active',
    created_at: now,
    updated_at: now,
  });
  return true;
}
