// A visitor's consent cookie as the server gives it (POST /consent), for tests of what a page holds once a choice is made.
import { CONSENT_COOKIE } from '@shared/contract/consent';

/** The `novaguide_consent=<value>` a visitor holds after choosing `choice` on banner `bannerVersion`. */
export async function consentCookie(apiBase: string, choice: { analytics: boolean; marketing: boolean }, bannerVersion = 1): Promise<string> {
  const res = await fetch(`${apiBase}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...choice, bannerVersion }),
  });
  if (res.status !== 201) throw new Error(`POST /consent answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  if (!cookie) throw new Error('POST /consent set no consent cookie');
  return cookie.split(';')[0];
}
