// The retention setting (CASE_FILE_RETENTION_DAYS; ADR 0005): a closed booking's case files are deleted that many days
// after it was closed — the uploads sent with tus and the older single case file — each deletion in the activity
// log. Every instance runs it beside the cleanup of unbound uploads; each upload is claimed first (a conditional
// update), so two instances never delete the same one, and a booking reopened in the meantime keeps its files.
import type { Knex } from 'knex';
import { caseFileRetentionActivity } from '@shared/contract/activity';
import type { FileStorage } from '../../storage/file-storage';
import { recordActivity } from '../activity';
import type { CaseFileStore } from './case-file-store';
import type { CaseUploadRow } from './case-uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim older than this (its instance stopped mid-way) may be taken over. */
const CLAIM_STALE_MS = 10 * 60 * 1000;
const BATCH = 200;

interface ClosedBooking {
  id: string;
  name: string;
  case_file_key: string | null;
  case_file_size: number | string | null;
}

/** Deletes the case files of bookings closed more than `days` days before `now`; answers how many files it deleted. */
export async function sweepRetention(db: Knex, store: CaseFileStore, storage: FileStorage | undefined, days: number, now = Date.now()) {
  const cutoff = now - days * DAY_MS;
  const closed = (q: Knex.QueryBuilder) => q.whereNotNull('closed_at').andWhere('closed_at', '<', cutoff);
  let deleted = 0;

  const uploads = await db<CaseUploadRow>('case_uploads')
    .whereIn('booking_id', (q) => closed(q.select('id').from('bookings')))
    .select('id', 'booking_id', 'kind', 'size')
    .limit(BATCH);
  for (const upload of uploads) {
    const claimed = await db('case_uploads')
      .where('id', upload.id)
      .andWhere('booking_id', upload.booking_id)
      .andWhere((q) => q.whereNull('cleanup_claimed_at').orWhere('cleanup_claimed_at', '<', now - CLAIM_STALE_MS))
      .update({ cleanup_claimed_at: now });
    if (!claimed) continue;
    const booking = await closed(db('bookings').where('id', upload.booking_id!)).first<ClosedBooking | undefined>();
    if (!booking) {
      // Reopened since it was listed: the file stays.
      await db('case_uploads').where('id', upload.id).update({ cleanup_claimed_at: null });
      continue;
    }
    await store.remove(upload.id);
    await db.transaction(async (trx) => {
      await trx('case_uploads').where('id', upload.id).delete();
      await recordActivity(trx, caseFileRetentionActivity({ _id: booking.id, name: booking.name }, { kind: upload.kind, size: Number(upload.size) }, days));
    });
    deleted += 1;
  }

  if (storage) {
    const singles = await closed(db('bookings').whereNotNull('case_file_key'))
      .select<ClosedBooking[]>('id', 'name', 'case_file_key', 'case_file_size')
      .limit(BATCH);
    for (const booking of singles) {
      const cleared = await db.transaction(async (trx) => {
        const n = await closed(trx('bookings').where({ id: booking.id, case_file_key: booking.case_file_key })).update({
          case_file_key: null,
          case_file_original_name: null,
          case_file_size: null,
          case_file_mime: null,
        });
        if (n)
          await recordActivity(
            trx,
            caseFileRetentionActivity({ _id: booking.id, name: booking.name }, { kind: null, size: Number(booking.case_file_size ?? 0) }, days),
          );
        return n;
      });
      // The row no longer names the file once the update committed: its bytes go next (a failure leaves only bytes
      // nothing reaches, never a row naming a file that is gone).
      if (cleared) {
        await storage.delete(booking.case_file_key!);
        deleted += 1;
      }
    }
  }
  return deleted;
}
