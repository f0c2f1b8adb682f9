// One person's data as a zip archive (ADR 0043): a five-minute link whose signature is an encrypted token (the
// address travels inside it, never in a URL or a log line), and the archive streamed from it: person.json, one JSON
// file per kind and every case file as it was uploaded, each read from storage only when the archive reaches it, so
// no file is ever held in memory whatever its size (yazl writes ZIP64 where a file needs it).
import type { Readable } from 'node:stream';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Knex } from 'knex';
import { ZipFile } from 'yazl';
import { attachmentDisposition } from '@shared/contract/file-types';
import { HttpError } from '@shared/contract/http-error';
import { PERSON_ARCHIVE, PERSON_EXPORT_LINK_MS, PERSON_TEXTS, personKey, storesAnything } from '@shared/contract/person-data';
import { recordActivity } from '../activity';
import { messagesOf } from '../chat/chat-views';
import type { CaseFileStore } from '../case-files/case-file-store';
import type { FileStorage } from '../../storage/file-storage';
import type { RawReply } from '../../route';
import { toDelivery } from '../mail-outbox';
import { findPersonRecords, type PersonFound } from './records';

const EXPORT_AUDIENCE = 'person-export';

const nothingToExport = () => new HttpError(404, PERSON_TEXTS.nothingToExport);

/** The link, when anything is stored for the address (404 otherwise). */
export async function createExportLink(db: Knex, key: Uint8Array, email: string, adminId: string, store: CaseFileStore | undefined, now: number) {
  const found = await findPersonRecords(db, email, store, now);
  if (!storesAnything(found.records.counts)) throw nothingToExport();
  const expiresAt = now + PERSON_EXPORT_LINK_MS;
  const signature = await new EncryptJWT({ email: found.key, adm: adminId })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(EXPORT_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .encrypt(key);
  return { url: `/api/privacy/person/export?signature=${signature}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** The address and the admin a link names; 403 when it expired, was altered or is not such a link. */
async function readLink(key: Uint8Array, signature: string, now: number) {
  try {
    const { payload } = await jwtDecrypt(signature, key, {
      audience: EXPORT_AUDIENCE,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      currentDate: new Date(now),
    });
    if (typeof payload.email !== 'string' || typeof payload.adm !== 'string') throw new Error('not an export link');
    return { email: personKey(payload.email), adminId: payload.adm };
  } catch {
    throw new HttpError(403, PERSON_TEXTS.linkExpired);
  }
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** The JSON files of the archive: the search's answer, with each conversation's messages and each email whole. */
async function jsonEntries(db: Knex, found: PersonFound, exportedAt: Date): Promise<[string, Buffer][]> {
  const { records } = found;
  const messagesById = new Map(await Promise.all(found.conversationRows.map(async (row) => [row.id, await messagesOf(db, row)] as const)));
  const emails = found.mails.map((r) => ({
    ...toDelivery(r),
    subject: r.mail_subject,
    body: r.body,
    about: { type: r.subject_type, id: r.subject_id },
  }));
  return [
    [PERSON_ARCHIVE.summary, json({ email: records.email, exportedAt: exportedAt.toISOString(), counts: records.counts })],
    [PERSON_ARCHIVE.kinds.bookings, json(records.bookings)],
    [PERSON_ARCHIVE.kinds.messages, json(records.messages)],
    [PERSON_ARCHIVE.kinds.subscriptions, json(records.subscriptions)],
    [PERSON_ARCHIVE.kinds.conversations, json(records.conversations.map((c) => ({ ...c, messages: messagesById.get(c._id) ?? [] })))],
    [PERSON_ARCHIVE.kinds.emails, json(emails)],
    [PERSON_ARCHIVE.kinds.consents, json(records.consents)],
  ];
}

/** The name an older single case file takes in the archive, where an upload's id would be. */
const SINGLE_CASE_FILE = 'case-file';

/**
 * The archive behind a link: checked (403), recorded in the activity log with the admin who asked for the link (the
 * kinds and counts, never the address), and streamed. A case file that cannot be read mid-way ends the response cut
 * short, so the browser reports a failed download rather than saving an archive that lacks it.
 */
export async function openExport(
  deps: { db: Knex; key: Uint8Array; store: CaseFileStore | undefined; storage: FileStorage; now: number },
  signature: string,
): Promise<RawReply> {
  const { db, store, storage } = deps;
  const link = await readLink(deps.key, signature, deps.now);
  const found = await findPersonRecords(db, link.email, store, deps.now);
  if (!storesAnything(found.records.counts)) throw nothingToExport();
  const exportedAt = new Date(deps.now);
  const entries = await jsonEntries(db, found, exportedAt);
  const bookingIds = found.records.bookings.map((b) => b._id);
  const singles = bookingIds.length
    ? ((await db('bookings').whereIn('id', bookingIds).whereNotNull('case_file_key').select('id', 'case_file_key', 'case_file_original_name')) as {
        id: string;
        case_file_key: string;
        case_file_original_name: string | null;
      }[])
    : [];
  await recordActivity(db, { category: 'inbox', action: 'person-export', summary: PERSON_TEXTS.exportSummary(found.records.counts), adminId: link.adminId });

  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  // A source that fails (a file gone from storage, the bucket away) ends the response mid-way.
  zip.on('error', (e: Error) => out.destroy(e));
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name, { mtime: exportedAt });
  // The file being read when the download is abandoned (a closed tab) is let go at once, not left paused.
  let reading: Readable | undefined;
  out.once('close', () => reading?.destroy());
  const lazy = (name: string, size: number | undefined, open: () => Promise<Readable>) =>
    zip.addReadStreamLazy(name, { mtime: exportedAt, compress: false, ...(size === undefined ? {} : { size }) }, (cb) => {
      open().then(
        (stream) => cb(null, (reading = stream)),
        (e: Error) => cb(e, undefined as unknown as Readable),
      );
    });
  for (const booking of found.records.bookings) {
    for (const upload of booking.caseUploads ?? []) {
      if (upload.state !== 'complete' || !store) continue;
      lazy(PERSON_ARCHIVE.caseFile(booking._id, upload._id, upload.fileName), upload.size, () => store.stream(upload._id));
    }
  }
  for (const single of singles) {
    lazy(PERSON_ARCHIVE.caseFile(single.id, SINGLE_CASE_FILE, single.case_file_original_name ?? SINGLE_CASE_FILE), undefined, async () => {
      const file = await storage.open(single.case_file_key);
      if (!file) throw new Error('A case file is missing from storage');
      return file.body;
    });
  }
  zip.end();
  return {
    status: 200,
    body: out,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentDisposition(PERSON_ARCHIVE.fileName(exportedAt)),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}
