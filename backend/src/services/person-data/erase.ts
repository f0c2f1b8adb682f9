// Erasing one person's data (ADR 0043). The rows go in one transaction: the bookings with their case-file rows and
// upload tokens, contact messages, the newsletter subscription and its sends, chat conversations with their messages,
// events and presence, the emails to the address alone or about those records (an email to others as well loses the
// address), stored idempotent answers and rate counters that name the address or a record, and the names in activity
// entries about those records; the same transaction records every file still to delete from storage in
// person_erasure_files, which names only where the file lives and its key. After the commit the files are deleted;
// each success removes its row, and a failure stays for PersonErasureFiles, which every instance runs (at its start,
// then periodically, with backoff), so an erase cut short by a stopped instance finishes when another one starts.
import type { Knex } from 'knex';
import { PERSON_TEXTS, noPersonRecords, storesAnything, type PersonErasure } from '@shared/contract/person-data';
import { newId, nowIso } from '../../db/rows';
import type { Logger } from '../../middleware/request-log';
import type { FileStorage } from '../../storage/file-storage';
import { recordActivity } from '../activity';
import type { CaseFileStore } from '../case-files/case-file-store';
import { findPersonRecords, recipientsOf } from './records';

/** Where a file to delete lives: an upload of the case-file store (by its id), or a key of the file storage. */
type StorageKind = 'case-upload' | 'stored-file';

interface PendingFile {
  id: string;
  erasure_id: string;
  storage: StorageKind;
  storage_key: string;
  attempts: number | string;
  last_error: string | null;
  next_attempt_at: number | string;
  claimed_until: number | string | null;
  created_at: string;
}

const pendingFiles = (db: Knex) => db<PendingFile>('person_erasure_files');

/** A try holds its row this long; an instance stopped mid-try leaves it to another after that. */
const CLAIM_MS = 2 * 60 * 1000;
/** After the n-th failure the next try waits RETRY_BASE_MS × 2^(n-1), at most RETRY_MAX_MS. */
const RETRY_BASE_MS = 30 * 1000;
const RETRY_MAX_MS = 60 * 60 * 1000;
/** How often each instance looks for files whose next try is due. */
export const ERASURE_RETRY_EVERY_MS = 60 * 1000;
const BATCH = 100;

export const retryDelay = (attempts: number) => Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/** Where the files are and how to delete one. */
export interface ErasureStores {
  store: CaseFileStore | undefined;
  storage: FileStorage;
}

async function deleteFile(stores: ErasureStores, file: Pick<PendingFile, 'storage' | 'storage_key'>) {
  if (file.storage === 'case-upload') {
    if (!stores.store) throw new Error('Case uploads are not mounted');
    await stores.store.remove(file.storage_key);
  } else await stores.storage.delete(file.storage_key);
}

/** A failure's text for the row: the error's kind and the start of its message (never a name: keys are generated). */
const errorText = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).slice(0, 300);

/**
 * Tries the due files (of one erase, or any): each is claimed first (a conditional update, so two instances never try
 * the same one at once), deleted, and its row removed; a failure records its try and when the next is due.
 * `ignoreBackoff`: every unclaimed file now (an instance's start, finishing what a stopped one left).
 */
export async function deletePendingFiles(
  db: Knex,
  stores: ErasureStores,
  opts: { erasureId?: string; ignoreBackoff?: boolean; now?: () => number; logger?: Pick<Logger, 'error'> } = {},
) {
  const clock = opts.now ?? Date.now;
  const tried = new Set<string>();
  for (;;) {
    const now = clock();
    const q = pendingFiles(db)
      .where((w) => void w.whereNull('claimed_until').orWhere('claimed_until', '<', now))
      .orderBy('next_attempt_at')
      .limit(BATCH);
    if (!opts.ignoreBackoff) void q.where('next_attempt_at', '<=', now);
    if (opts.erasureId) void q.where('erasure_id', opts.erasureId);
    const due = (await q).filter((f) => !tried.has(f.id));
    if (!due.length) return;
    for (const file of due) {
      tried.add(file.id);
      const claimed = await pendingFiles(db)
        .where('id', file.id)
        .where((w) => void w.whereNull('claimed_until').orWhere('claimed_until', '<', now))
        .update({ claimed_until: now + CLAIM_MS });
      if (!claimed) continue;
      try {
        await deleteFile(stores, file);
        await pendingFiles(db).where('id', file.id).delete();
      } catch (e) {
        const attempts = Number(file.attempts) + 1;
        await pendingFiles(db)
          .where('id', file.id)
          .update({ attempts, last_error: errorText(e), next_attempt_at: clock() + retryDelay(attempts), claimed_until: null });
        opts.logger?.error({ fileId: file.id, attempts, err: errorText(e) }, 'person erase: a file could not be deleted yet; it is tried again later');
      }
    }
  }
}

/** Rows whose id is among `ids`, a chunk at a time (an IN list of thousands is slow or refused). */
const chunks = <T>(list: readonly T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function deleteWhereIn(trx: Knex, table: string, column: string, ids: readonly string[]) {
  let n = 0;
  for (const part of chunks(ids)) n += Number(await trx(table).whereIn(column, part).delete());
  return n;
}

/** The rows of the erase, in one transaction; answers the erase's id and the counts erased. */
async function eraseRows(trx: Knex, email: string, adminId: string, store: CaseFileStore | undefined, now: number) {
  const found = await findPersonRecords(trx, email, store, now);
  const { counts } = found.records;
  if (!storesAnything(counts)) return undefined;
  const { key } = found;
  const bookingIds = found.records.bookings.map((b) => b._id);
  const messageIds = found.records.messages.map((m) => m._id);
  const subscriberIds = found.records.subscriptions.map((s) => s._id);
  const conversationIds = found.conversationRows.map((c) => c.id);

  // The case files: every upload bound to the bookings or sent with their tokens (a refused one, one never finished),
  // and the older single file of each booking.
  const tokenHashes = bookingIds.length ? ((await trx('case_upload_tokens').whereIn('booking_id', bookingIds).pluck('token_hash')) as string[]) : [];
  const uploadIds = bookingIds.length
    ? ((await trx('case_uploads')
        .where((q) => {
          void q.whereIn('booking_id', bookingIds);
          if (tokenHashes.length) void q.orWhereIn('token_hash', tokenHashes);
        })
        .pluck('id')) as string[])
    : [];
  const singleKeys = bookingIds.length
    ? ((await trx('bookings').whereIn('id', bookingIds).whereNotNull('case_file_key').pluck('case_file_key')) as string[])
    : [];
  const erasureId = newId();
  const at = nowIso();
  const files = [
    ...uploadIds.map((id) => ({ storage: 'case-upload' as const, storage_key: id })),
    ...singleKeys.map((k) => ({ storage: 'stored-file' as const, storage_key: k })),
  ];
  for (const part of chunks(files, 200))
    await trx('person_erasure_files').insert(
      part.map((f) => ({ id: newId(), erasure_id: erasureId, ...f, attempts: 0, next_attempt_at: now, created_at: at })),
    );

  await deleteWhereIn(trx, 'case_upload_parts', 'upload_id', uploadIds);
  await deleteWhereIn(trx, 'case_uploads', 'id', uploadIds);
  await deleteWhereIn(trx, 'case_upload_tokens', 'token_hash', tokenHashes);

  // Emails: those about the records or to the address alone go; one to others as well keeps them, not the address.
  const erasedIds = [...bookingIds, ...messageIds, ...subscriberIds, ...conversationIds, ...uploadIds];
  const mailIds: string[] = [];
  for (const mail of found.mails) {
    const others = recipientsOf(mail).filter((r) => r !== key);
    const about = erasedIds.includes(mail.subject_id);
    if (about || !others.length) mailIds.push(mail.id);
    else
      await trx('mail_outbox')
        .where('id', mail.id)
        .update({ recipients: JSON.stringify(others) });
  }
  await deleteWhereIn(trx, 'newsletter_sends', 'subscriber_id', subscriberIds);
  await deleteWhereIn(trx, 'newsletter_sends', 'outbox_id', mailIds);
  await deleteWhereIn(trx, 'mail_outbox', 'id', mailIds);

  await deleteWhereIn(trx, 'bookings', 'id', bookingIds);
  await deleteWhereIn(trx, 'contact_messages', 'id', messageIds);
  await deleteWhereIn(trx, 'newsletter_subscribers', 'id', subscriberIds);
  for (const table of ['chat_events', 'chat_messages', 'chat_presence']) await deleteWhereIn(trx, table, 'conversation_id', conversationIds);
  await deleteWhereIn(trx, 'chat_conversations', 'id', conversationIds);
  await deleteWhereIn(trx, 'revisions', 'record_id', erasedIds);

  // A stored answer to a public write (a booking's, a message's) repeats what the person sent; a rate counter of a
  // conversation is named by its id.
  const named = (q: Knex.QueryBuilder, column: string) => {
    void q.whereRaw(`instr(lower(${column}), ?) > 0`, [key]);
    for (const id of erasedIds) void q.orWhereRaw(`instr(${column}, ?) > 0`, [id]);
  };
  await trx('idempotency_keys')
    .where((q) => named(q, 'response_body'))
    .delete();
  for (const part of chunks(conversationIds, 200))
    await trx('rate_hits')
      .where((q) => {
        for (const id of part) void q.orWhere('bucket', 'like', `%:${id}`);
      })
      .delete();

  // Activity entries about the records (or naming the address) keep what was done, by whom and when, not whose.
  await trx('activity_events')
    .where((q) => {
      void q.whereRaw('lower(trim(email)) = ?', [key]).orWhereRaw('instr(lower(summary), ?) > 0', [key]);
      for (const part of chunks(erasedIds)) void q.orWhereIn('record_id', part);
    })
    .update({ summary: PERSON_TEXTS.erasedRecord, email: null, record_id: null });
  await recordActivity(trx, { category: 'inbox', action: 'person-erase', summary: PERSON_TEXTS.eraseSummary(counts), adminId });
  return { erasureId, counts };
}

/**
 * Erases everything stored for the address: its rows at once (one transaction), then its files, as far as storage
 * lets now. Nothing stored: nothing is deleted, and no activity entry is made.
 */
export async function erasePerson(
  db: Knex,
  stores: ErasureStores,
  email: string,
  adminId: string,
  now: number,
  logger?: Pick<Logger, 'error'>,
): Promise<{ erasure: PersonErasure; message: string }> {
  const erased = await db.transaction((trx) => eraseRows(trx, email, adminId, stores.store, now));
  if (!erased) return { erasure: { nothingStored: true, erased: noPersonRecords(), filesPending: 0 }, message: PERSON_TEXTS.nothingStored };
  await deletePendingFiles(db, stores, { erasureId: erased.erasureId, logger });
  const pending = (await pendingFiles(db).where('erasure_id', erased.erasureId).count({ n: '*' }).first()) as { n?: number | string } | undefined;
  return { erasure: { nothingStored: false, erased: erased.counts, filesPending: Number(pending?.n ?? 0) }, message: PERSON_TEXTS.erased };
}

/**
 * Every instance's retries of the files erases left in storage: all of them at start (whatever their backoff: what a
 * stopped instance left), then those due every ERASURE_RETRY_EVERY_MS, until stop().
 */
export class PersonErasureFiles {
  private timer?: ReturnType<typeof setInterval>;
  private running?: Promise<void>;

  constructor(
    private readonly db: Knex,
    private readonly stores: ErasureStores,
    private readonly logger?: Logger,
  ) {}

  start(everyMs = ERASURE_RETRY_EVERY_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(false), everyMs);
    this.timer.unref();
    void this.run(true);
  }

  /** One pass (none while one runs). */
  run(ignoreBackoff: boolean) {
    this.running ??= deletePendingFiles(this.db, this.stores, { ignoreBackoff, logger: this.logger })
      .catch((e: unknown) => this.logger?.error({ err: errorText(e) }, 'person erase: the pending files could not be read'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
