// One person's data (ADR 0043) over the in-memory db, with the rules of @shared/contract/person-data: every record
// that names an email address (compared by personKey), found by any admin; a five-minute export link and the zip it
// downloads (PERSON_ARCHIVE, written with fflate), and the erasure, for super admins (the operations' declared role,
// enforced by the pipeline). An erasure removes the records and everything that hangs on them at once, as the server's
// one transaction does; the mocks keep case files in memory, so none is ever left to delete.
import { HttpResponse } from 'msw';
import { strToU8, zipSync } from 'fflate';
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { caseFileCount, caseFileViewActivity } from '@shared/contract/activity';
import {
  DEFAULT_HEALTH_CONSENT_TEXT,
  noPersonRecords,
  PERSON_ARCHIVE,
  PERSON_EXPORT_LINK_MS,
  PERSON_TEXTS,
  personKey,
  storesAnything,
  type HealthDataConsent,
  type PersonRecords,
} from '@shared/contract/person-data';
import { db, mockNow } from '../db';
import { recordActivity } from '../activity';
import { shownDelivery, withDeliveries } from '../mail';
import { summaryOf } from '../chat';
import { created, ok, route } from '../route';
import { newestFirst } from './bookings';
import { caseUploadsOf, randomBase64Url } from './case-uploads';

type S = components['schemas'];

/** The text of a consent version the visitor agreed to. The mocks know only the first version's. */
/** The text of the version a visitor agreed to (every version is kept). */
export const consentTextOf = (version: number) => db.healthConsentTexts.find((t) => t.version === version)?.text ?? DEFAULT_HEALTH_CONSENT_TEXT;

const consentOf = (record: object) => (record as { healthDataConsent?: HealthDataConsent }).healthDataConsent;
const sameAddress = (email: string, key: string) => personKey(email) === key;

/** The stored records that name the address, as the mocks hold them. */
function storedFor(email: string) {
  const key = personKey(email);
  const bookings = db.bookings.filter((b) => sameAddress(b.email, key)).sort(newestFirst);
  const messages = db.contactMessages.filter((m) => sameAddress(m.email, key)).sort(newestFirst);
  const subscriptions = db.newsletterSubscribers.filter((s) => sameAddress(s.email, key));
  const conversations = db.chatConversations.filter((c) => sameAddress(c.visitorEmail, key));
  const about = new Set([...bookings.map((b) => `booking ${b._id}`), ...messages.map((m) => `message ${m._id}`)]);
  const emails = db.mailDeliveries
    .filter((d) => about.has(`${d.type} ${d.subjectId}`) || d.delivery.to.some((to) => sameAddress(to, key)))
    .sort((a, b) => newestFirst(a.delivery, b.delivery));
  return { key, bookings, messages, subscriptions, conversations, emails, about };
}

/** What the find answers for the address (every list empty when nothing is stored). */
function recordsOf(email: string): PersonRecords {
  const stored = storedFor(email);
  const bookings = stored.bookings.map((b) => withDeliveries('booking', { ...b, caseUploads: caseUploadsOf(b._id) }));
  const consents: S['PersonConsent'][] = [
    ...stored.bookings.map((b) => ({ source: 'booking' as const, recordId: b._id, given: consentOf(b) })),
    ...stored.conversations.map((c) => ({ source: 'chat' as const, recordId: c._id, given: consentOf(c) })),
  ].flatMap(({ source, recordId, given }) =>
    given ? [{ source, recordId, version: given.version, givenAt: given.givenAt, text: consentTextOf(given.version) }] : [],
  );
  const records: Omit<PersonRecords, 'counts'> = {
    email: personKey(email),
    bookings,
    messages: stored.messages.map((m) => withDeliveries('message', m)),
    subscriptions: stored.subscriptions.map((s) => ({ ...s })),
    conversations: stored.conversations.map(summaryOf),
    emails: stored.emails.map(shownDelivery),
    consents,
  };
  const counts = {
    bookings: bookings.length,
    caseFiles: bookings.reduce((n, b) => n + caseFileCount(b), 0),
    messages: records.messages.length,
    subscriptions: records.subscriptions.length,
    conversations: records.conversations.length,
    chatMessages: stored.conversations.reduce((n, c) => n + c.messages.length, 0),
    emails: records.emails.length,
    consents: consents.length,
  };
  return { ...records, counts };
}

/** person.json, one JSON file per kind, and every case file as uploaded (PERSON_ARCHIVE). */
function archiveOf(records: PersonRecords, exportedAt: Date): Uint8Array {
  const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));
  const entries: Record<string, Uint8Array> = {
    [PERSON_ARCHIVE.summary]: json({ email: records.email, exportedAt: exportedAt.toISOString(), counts: records.counts }),
  };
  for (const [kind, name] of Object.entries(PERSON_ARCHIVE.kinds)) entries[name] = json(records[kind as keyof typeof PERSON_ARCHIVE.kinds]);
  for (const booking of records.bookings) {
    for (const upload of booking.caseUploads ?? []) {
      const bytes = db.caseUploads.get(upload._id)?.bytes;
      if (upload.state === 'complete' && bytes) entries[PERSON_ARCHIVE.caseFile(booking._id, upload._id, upload.fileName)] = bytes;
    }
    const single = db.caseFiles.get(booking._id);
    if (single) entries[PERSON_ARCHIVE.caseFile(booking._id, 'case-file', single.originalName)] = single.bytes;
  }
  return zipSync(entries);
}

/** Removes every record that names the address and what hangs on them; rewrites the activity entries about them. */
function erase(email: string) {
  const { key, bookings, messages, subscriptions, conversations, emails, about } = storedFor(email);
  const bookingIds = new Set(bookings.map((b) => b._id));
  const subscriberIds = new Set(subscriptions.map((s) => s._id));
  const conversationIds = new Set(conversations.map((c) => c._id));
  const uploadIds = new Set([...db.caseUploads.values()].filter((u) => u.bookingId && bookingIds.has(u.bookingId)).map((u) => u.id));

  db.bookings = db.bookings.filter((b) => !bookingIds.has(b._id));
  for (const id of uploadIds) db.caseUploads.delete(id);
  for (const id of bookingIds) db.caseFiles.delete(id);
  for (const [signature, link] of db.downloadLinks) if (uploadIds.has(link.uploadId)) db.downloadLinks.delete(signature);
  for (const [name, ticket] of db.caseFileTickets) if (bookingIds.has(ticket.bookingId)) db.caseFileTickets.delete(name);
  for (const [token, use] of db.uploadTokens) if (use.bookingId && bookingIds.has(use.bookingId)) db.uploadTokens.delete(token);

  db.contactMessages = db.contactMessages.filter((m) => !messages.includes(m));
  db.newsletterSubscribers = db.newsletterSubscribers.filter((s) => !subscriberIds.has(s._id));
  db.newsletterSends = db.newsletterSends.filter((s) => !subscriberIds.has(s.subscriberId));
  for (const id of subscriberIds) db.newsletterVersions.delete(id);
  for (const [token, t] of db.newsletterTokens) if (subscriberIds.has(t.subscriberId)) db.newsletterTokens.delete(token);

  db.chatConversations = db.chatConversations.filter((c) => !conversationIds.has(c._id));
  db.chatEvents = db.chatEvents.filter((e) => !conversationIds.has(e.conversationId));
  for (const tokens of [db.chatTokens, db.chatResumeTokens]) for (const [token, id] of tokens) if (conversationIds.has(id)) tokens.delete(token);

  // Emails about the records, or to the address alone, go; the address leaves the others' recipients.
  db.mailDeliveries = db.mailDeliveries.flatMap((d) => {
    if (about.has(`${d.type} ${d.subjectId}`)) return [];
    if (!emails.includes(d)) return [d];
    const to = d.delivery.to.filter((address) => !sameAddress(address, key));
    return to.length ? [{ ...d, delivery: { ...d.delivery, to } }] : [];
  });
  for (const [id, answer] of db.idempotencyKeys) if (JSON.stringify(answer.body).toLowerCase().includes(key)) db.idempotencyKeys.delete(id);
  for (const [signature, link] of db.personExportLinks) if (sameAddress(link.email, key)) db.personExportLinks.delete(signature);

  // Who did what and when stays (as the server keeps it); whose, and which record, do not.
  const erasedIds = new Set<string>([...bookingIds, ...messages.map((m) => m._id), ...conversationIds]);
  for (const entry of db.activity) {
    if ((entry.recordId && erasedIds.has(entry.recordId)) || entry.summary.toLowerCase().includes(key)) {
      entry.summary = PERSON_TEXTS.erasedRecord;
      delete entry.recordId;
    }
  }
}

/** The erasure's answer, which always carries its message. */
const erasure = (data: S['PersonErasure'], message: string) => ({ status: 200, body: { success: true as const, data, message } });

/** The 403 of a link that expired, was altered or never existed (CaseDownloadLinkRefused). */
const linkRefused = () => new HttpError(403, PERSON_TEXTS.linkExpired);

export const personDataRoutes = [
  // Showing a booking's case files is a view of them, recorded as the booking's read records it.
  route('get', '/privacy/person', ({ query, auth }) => {
    const records = recordsOf(String(query.email));
    for (const booking of records.bookings) {
      const files = caseFileCount(booking);
      if (files) recordActivity(caseFileViewActivity(auth!.admin._id, booking, files));
    }
    return ok(records);
  }),

  route('post', '/privacy/person/export-link', ({ body, auth }) => {
    if (!storesAnything(recordsOf(body.email).counts)) throw new HttpError(404, PERSON_TEXTS.nothingToExport);
    const signature = randomBase64Url(32);
    const expiresAt = mockNow() + PERSON_EXPORT_LINK_MS;
    db.personExportLinks.set(signature, { email: body.email, expiresAt, adminId: auth!.admin._id });
    return created({ url: `/api/privacy/person/export?signature=${signature}`, expiresAt: new Date(expiresAt).toISOString() });
  }),

  route('get', '/privacy/person/export', ({ query }) => {
    const link = db.personExportLinks.get(String(query.signature));
    if (!link || link.expiresAt <= mockNow()) throw linkRefused();
    const records = recordsOf(link.email);
    if (!storesAnything(records.counts)) throw new HttpError(404, PERSON_TEXTS.nothingToExport);
    const exportedAt = new Date(mockNow());
    const zip = archiveOf(records, exportedAt);
    recordActivity({ category: 'inbox', action: 'person-export', summary: PERSON_TEXTS.exportSummary(records.counts), adminId: link.adminId });
    return new HttpResponse(zip as BodyInit, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${PERSON_ARCHIVE.fileName(exportedAt)}"`,
        'Content-Length': String(zip.byteLength),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),

  route('post', '/privacy/person/erase', ({ body, auth }) => {
    const { counts } = recordsOf(body.email);
    if (!storesAnything(counts)) return erasure({ nothingStored: true, erased: noPersonRecords(), filesPending: 0 }, PERSON_TEXTS.nothingStored);
    erase(body.email);
    recordActivity({ category: 'inbox', action: 'person-erase', summary: PERSON_TEXTS.eraseSummary(counts), adminId: auth!.admin._id });
    return erasure({ nothingStored: false, erased: counts, filesPending: 0 }, PERSON_TEXTS.erased);
  }),
];
