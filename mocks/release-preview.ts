// The whole-site preview under `npm run dev` (ADR 0033). On the server, a preview link sets a cookie and the pages
// are rendered with the release applied; under `npm run dev` the pages are the browser's, read from these mocks. So
// the mocks sign the link as the server does (@shared/contract/preview-token, with a key of their own), the dev entry
// (mocks/browser.ts) takes the token of a page opened at the link and goes on at `/`, and while it holds a valid one,
// every public content read is answered with the release applied, as the admin who made the link (mocks/route.ts).
// The mocks keep their data in the page's memory: a release made in another tab is not in the one the link opens,
// and such a link opens the site as it is.
import { previewClaims, signPreviewLink } from '@shared/contract/preview-token';
import type { AuthContext } from './auth';
import { db } from './db';

const KEY = new TextEncoder().encode('mock-only-preview-key-never-used-by-the-backend');

/** A link to the release's preview, made by `adminId`, as the server makes one. */
export const mockPreviewLink = (releaseId: string, adminId: string) => signPreviewLink(KEY, releaseId, adminId);

/** The token of the preview link the page was opened at, if any. */
let opened: string | undefined;
export function openMockPreview(token: string | undefined) {
  opened = token || undefined;
}

export interface MockPreview {
  releaseId: string;
  name: string;
  /** The admin who made the link: the drafts are made again as them. */
  auth: AuthContext;
}

/**
 * The preview the page holds: undefined when it holds none; null when its link was altered or has ended, or its
 * release or maker is gone (the site is then shown as it is).
 */
export async function currentPreview(): Promise<MockPreview | null | undefined> {
  if (!opened) return undefined;
  const claims = await previewClaims(KEY, opened);
  const release = db.releases.find((r) => r._id === claims?.releaseId);
  const admin = db.admins.find((a) => a.admin._id === claims?.adminId)?.admin;
  return release && admin ? { releaseId: release._id, name: release.name, auth: { admin, jti: '', sid: '' } } : null;
}
