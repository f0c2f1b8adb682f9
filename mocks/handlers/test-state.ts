// The Test State calls: a suite verifying the mocks from outside (over HTTP, mocks/http-server.ts) sets up each
// state it needs through them, as it does against the server: the demo content back, a booking's stored case file,
// a single record or a service's detail page removed so that its create can succeed. They exist only while a key is
// set (setTestStateKey); without one every /api/test-state call answers 404, as on a server started without one.
import { HttpResponse } from 'msw';
import { HttpError } from '@shared/contract/http-error';
import { db, nowIso, resetDb } from '../db';
import { clearScenarios, currentTestStateKey, errorResponse, http, ok, route } from '../route';
import { findById } from './support';
import { newsletterTokensOf } from './newsletter';
import { conversationById, resumeTokenOf } from '../chat';

const KEY_HEADER = 'Test-State-Key';

const noContent = () => new HttpResponse(null, { status: 204 });

/**
 * Answers 404 for every /api/test-state call while no key is set, whatever its headers, before any route (and so
 * the pipeline's 401 for a missing key) is reached; with a key set the call goes on to its route.
 */
export const testStateGate = http.untyped.all(/\/api\/test-state(?:[/?#]|$)/, () =>
  currentTestStateKey() ? undefined : errorResponse(404, 'Route not found'),
);

/**
 * A key other than the one set is refused (a missing or empty one the pipeline has already refused). Storybook
 * serves these routes without the gate: there, with no key set, they are not found.
 */
function assertKey(header: Record<string, unknown>) {
  const key = currentTestStateKey();
  if (!key) throw new HttpError(404, 'Route not found');
  if (header[KEY_HEADER.toLowerCase()] !== key) {
    throw new HttpError(401, `${KEY_HEADER} is not valid`, [{ field: KEY_HEADER, message: 'is not valid' }]);
  }
}

/** Base64 to bytes; the document's pattern lets through a length no decoder takes, which is the caller's 400. */
function decodeBase64(text: string): Uint8Array {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    throw new HttpError(400, 'contentBase64 is not valid base64', [{ field: 'contentBase64', message: 'is not valid base64' }]);
  }
}

/**
 * The demo content back, and every token issued before no longer valid, as the server's emptied session tables make
 * it: the demo db starts each admin at token version 0, which tokens signed before the reset may carry, so each
 * admin's version moves past any it had.
 */
function resetEndingSessions() {
  const versions = new Map(db.tokenVersions);
  resetDb();
  for (const { admin } of db.admins) db.tokenVersions.set(admin._id, (versions.get(admin._id) ?? 0) + 1);
}

/** The single records a create refuses to make twice, by their name in the path. */
const SINGLE_RECORDS = {
  'homepage-settings': () => (db.homepageSettings.length = 0),
  'privacy-policy': () => (db.privacyPolicies.length = 0),
  'terms-conditions': () => (db.termsConditions.length = 0),
} as const;

export const testStateRoutes = [
  route('post', '/test-state/reset', ({ header }) => {
    assertKey(header);
    resetEndingSessions();
    clearScenarios();
    return noContent();
  }),

  route('put', '/test-state/bookings/{id}/case-file', ({ header, params, body }) => {
    assertKey(header);
    const booking = findById(db.bookings, params.id, 'Booking');
    const bytes = decodeBase64(body.contentBase64);
    db.caseFiles.set(params.id, { bytes, mime: body.contentType, originalName: body.fileName });
    // The booking shows the file as the server's does after this call (backend/src/routes/test-state.ts).
    const uploadedAt = nowIso();
    booking.caseFile = { originalName: body.fileName, fileSize: bytes.byteLength, mimeType: body.contentType, uploadedAt };
    booking.updatedAt = uploadedAt;
    return noContent();
  }),

  route('get', '/test-state/newsletter-tokens', ({ header, query }) => {
    assertKey(header);
    return ok(newsletterTokensOf(String(query.email)));
  }),

  route('get', '/test-state/chat-resume-token/{id}', ({ header, params }) => {
    assertKey(header);
    return ok({ token: resumeTokenOf(conversationById(params.id)._id) });
  }),

  route('delete', '/test-state/records/{record}', ({ header, params }) => {
    assertKey(header);
    SINGLE_RECORDS[params.record as keyof typeof SINGLE_RECORDS]();
    return noContent();
  }),

  route('delete', '/test-state/service-details/{serviceId}', ({ header, params }) => {
    assertKey(header);
    const kept = db.serviceDetails.filter((d) => d.serviceId !== params.serviceId);
    if (kept.length === db.serviceDetails.length) throw new HttpError(404, 'Service details not found');
    db.serviceDetails = kept;
    return noContent();
  }),
];
