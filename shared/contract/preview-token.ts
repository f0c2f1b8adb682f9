// A release's preview link (ADR 0033): a JWT (jose, HS256) with an audience of its own, naming the release and the
// admin who made the link, for 72 hours. The server signs and checks it with its own key; the mocks, under
// `npm run dev`, with theirs.
import { SignJWT, jwtVerify } from 'jose';
import { PREVIEW_LINK_LIFETIME_MS, PREVIEW_PATH } from './releases';

const AUDIENCE = 'novaguide:release-preview';

export interface PreviewClaims {
  releaseId: string;
  adminId: string;
  /** When the link ends (ms). */
  expiresAt: number;
}

/** A new link to the release's preview, made by `adminId` (whom its drafts are made again as). */
export async function signPreviewLink(key: Uint8Array, releaseId: string, adminId: string, now = Date.now()) {
  const expiresAt = now + PREVIEW_LINK_LIFETIME_MS;
  const token = await new SignJWT({ adm: adminId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(releaseId)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
  return { url: `${PREVIEW_PATH}${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** What a link's token says, or undefined when it was altered, has ended, or is not one. */
export async function previewClaims(key: Uint8Array, token: string | undefined): Promise<PreviewClaims | undefined> {
  if (!token || token.length > 2000) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
    if (!payload.sub || typeof payload.adm !== 'string' || !payload.exp) return undefined;
    return { releaseId: payload.sub, adminId: payload.adm, expiresAt: payload.exp * 1000 };
  } catch {
    return undefined;
  }
}
