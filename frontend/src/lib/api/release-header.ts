// The release header on the client's calls (ADR 0033): while the admin area works in a release, each call that
// openapi.yaml declares it on names the release, so a content screen's save is kept as a draft of it and its reads
// show the content with its drafts applied. The admin area adds this middleware to the one client while a release is
// chosen (platform/releases/use-release-header.ts); no public page loads it.
import type { Middleware } from 'openapi-fetch';
import { RELEASE_HEADER } from '@shared/contract/releases';

/** The first segment of every content kind's paths: openapi.yaml declares the header on each of their calls... */
const CONTENT_ROOTS = new Set([
  'homepage',
  'hero',
  'header',
  'footer',
  'service',
  'pricing',
  'testimonials',
  'service-details',
  'privacy-policy',
  'terms-conditions',
  'articles',
  'blog',
  // A record's texts in another language are content of the record's kind (ADR 0044).
  'content-translations',
]);
/**
 * ...but the ones that store or remove an image file, which are made live (shared/contract/releases.test.ts), the
 * list of admins an article can name as its author, which are accounts, and an article's newsletter send, which is
 * email to subscribers: none of them is content.
 */
const NOT_CONTENT_CALLS = new Set([
  '/service-details/upload-image',
  '/service-details/delete-image/{filename}',
  '/articles/authors',
  '/articles/{id}/newsletter',
]);

/** Whether the calls of this path of openapi.yaml take the release header (release-header.test.ts holds it to openapi.yaml). */
export const takesReleaseHeader = (schemaPath: string) => CONTENT_ROOTS.has(schemaPath.split('/')[1] ?? '') && !NOT_CONTENT_CALLS.has(schemaPath);

/** Names `releaseId` on the calls that take it; `onDraft` is told after each write the server kept as a draft of it. */
export function releaseHeader(releaseId: string, onDraft: () => void): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (takesReleaseHeader(schemaPath)) request.headers.set(RELEASE_HEADER, releaseId);
      return request;
    },
    onResponse({ request, response }) {
      if (response.ok && request.method !== 'GET' && request.headers.get(RELEASE_HEADER) === releaseId) onDraft();
      return response;
    },
  };
}
