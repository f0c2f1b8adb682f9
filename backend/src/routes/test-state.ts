// The Test State calls: a suite that verifies the server from outside sets up its states through HTTP (back to the
// demo content, a booking with a stored case file, a single record removed so that its create can succeed). They are
// mounted only on a server started with TEST_STATE_KEY (mountedRoutes in index.ts), which a production start refuses.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { HttpError } from '@shared/contract/http-error';
import { bumpContentVersion } from '../db/content-version';
import { nowIso } from '../db/rows';
import { emptyDatabase, seedDemo } from '../db/seeds/demo';
import { ok, route, type Deps, type RawReply } from '../route';
import { tokensForEmail } from '../services/newsletter';
import { resumeTokenOf } from '../services/chat/chat';
import { findConversation } from '../services/chat/chat-writes';

export const TEST_STATE_KEY_HEADER = 'Test-State-Key';

const NO_CONTENT: RawReply = { status: 204, body: '', headers: {} };

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The presented key against the server's, in constant time: the digests have the same length whatever was sent, so
 * neither the key's length nor how much of it matched shows in the time of the answer. The pipeline has already
 * answered 401 to a request without the header; this runs before anything else a handler does.
 */
function requireTestStateKey(deps: Deps, koa: Context) {
  const expected = deps.config.testStateKey;
  const presented = koa.get(TEST_STATE_KEY_HEADER);
  // Mounted only with a key; should a route list be mounted without one, nothing passes.
  if (!expected || !timingSafeEqual(digest(presented), digest(expected))) {
    throw new HttpError(401, `${TEST_STATE_KEY_HEADER} is not valid`, [{ field: TEST_STATE_KEY_HEADER, message: 'is not valid' }]);
  }
}

/** This instance's content cache lets go at once; other instances see the raised content version on their next check. */
const contentChanged = (deps: Deps) => deps.releases?.contentChanged();

/** Runs `work` and raises the content version in one transaction, then tells this instance's cache. */
async function changeContent(deps: Deps, work: (trx: Knex) => Promise<void>) {
  await deps.db.transaction(async (trx) => {
    await work(trx);
    await bumpContentVersion(trx);
  });
  contentChanged(deps);
}

/** The extension the stored key takes from the file's name (letters and digits only, as storage keys allow). */
function extensionOf(fileName: string) {
  const ext = /\.([A-Za-z0-9]{1,16})$/.exec(fileName.trim())?.[1];
  return ext ? ext.toLowerCase() : 'bin';
}

/** The name the file was sent under, without any folder part. */
function originalNameOf(fileName: string) {
  return fileName.split(/[\\/]/).pop()?.trim() || 'case-file';
}

const BOOKING_NOT_FOUND = 'Booking not found';

async function putCaseFile(deps: Deps, bookingId: string, input: { fileName: string; contentType: string; contentBase64: string }) {
  const exists = await deps.db('bookings').where('id', bookingId).first('id');
  if (!exists) throw new HttpError(404, BOOKING_NOT_FOUND);
  const bytes = Buffer.from(input.contentBase64, 'base64');
  const key = `private/case-files/${bookingId}.${extensionOf(input.fileName)}`;
  await deps.storage.put(key, bytes);
  const uploadedAt = nowIso();
  // Every column of the case file in one update, after reading the one it replaces in the same transaction: a reader
  // sees the old file or the new one, never a mix.
  const previous = await deps.db.transaction(async (trx) => {
    const row = (await trx('bookings').where('id', bookingId).forUpdate().first('case_file_key')) as { case_file_key: string | null } | undefined;
    if (!row) return undefined;
    await trx('bookings')
      .where('id', bookingId)
      .update({
        case_file_key: key,
        case_file_original_name: originalNameOf(input.fileName),
        case_file_size: bytes.length,
        case_file_mime: input.contentType,
        case_file_uploaded_at: uploadedAt,
        updated_at: uploadedAt,
      });
    return { key: row.case_file_key };
  });
  if (!previous) {
    // The booking went between the check and the update: the bytes just stored belong to nothing.
    await deps.storage.delete(key);
    throw new HttpError(404, BOOKING_NOT_FOUND);
  }
  if (previous.key && previous.key !== key) await deps.storage.delete(previous.key);
}

/** The single records by their path name, and the rows each is. */
const SINGLE_RECORDS: Record<string, (trx: Knex) => Promise<unknown>> = {
  'homepage-settings': (trx) => trx('homepage_settings').delete(),
  'privacy-policy': (trx) => trx('policy_documents').where('kind', 'privacy').delete(),
  'terms-conditions': (trx) => trx('policy_documents').where('kind', 'terms').delete(),
};

export const testStateRoutes = [
  route('post', '/test-state/reset', async ({ deps, koa }) => {
    requireTestStateKey(deps, koa);
    await emptyDatabase(deps.db);
    await seedDemo(deps.db);
    // Both raised the content version; this instance need not wait for its next check to see it.
    contentChanged(deps);
    return NO_CONTENT;
  }),
  route('put', '/test-state/bookings/{id}/case-file', async ({ deps, koa, params, body }) => {
    requireTestStateKey(deps, koa);
    await putCaseFile(deps, params.id, body);
    return NO_CONTENT;
  }),
  route('get', '/test-state/newsletter-tokens', async ({ deps, koa, query }) => {
    requireTestStateKey(deps, koa);
    return ok(await tokensForEmail(deps.db, deps.config, String(query.email)));
  }),
  route('get', '/test-state/chat-resume-token/{id}', async ({ deps, koa, params }) => {
    requireTestStateKey(deps, koa);
    return ok({ token: resumeTokenOf(deps, await findConversation(deps.db, params.id)) });
  }),
  route('delete', '/test-state/records/{record}', async ({ deps, koa, params }) => {
    requireTestStateKey(deps, koa);
    const remove = SINGLE_RECORDS[params.record];
    // Validation allows only the names above; anything else is a route this call does not have.
    if (!remove) throw new HttpError(404, 'Route not found');
    await changeContent(deps, async (trx) => void (await remove(trx)));
    return NO_CONTENT;
  }),
  route('delete', '/test-state/service-details/{serviceId}', async ({ deps, koa, params }) => {
    requireTestStateKey(deps, koa);
    await changeContent(deps, async (trx) => {
      const removed = await trx('service_details').where('service_id', params.serviceId).delete();
      if (!removed) throw new HttpError(404, 'Service details not found');
    });
    return NO_CONTENT;
  }),
];
