// Addresses a client cannot forge (ADR 0003), the same on the mocks and the backend (SQLite and MySQL): behind one
// proxy (TRUST_PROXY=1) the caller is the address that proxy appended, the right-most X-Forwarded-For entry, so 30
// newsletter sign-ups with rotating client-written entries to its left get 429 like any other 30; two callers the
// proxy tells apart are counted apart; and with no proxy trusted every forwarded header is ignored.
import { describe, expect, it } from 'vitest';
import { PUBLIC_WRITE_LIMIT } from '@shared/contract/messages';
import { demoToken } from '../contract-suite';
import { suiteTarget, type SuiteSetup } from '../support/api-caller';

/** The address the proxy in front saw (documentation range, RFC 5737). */
const PROXY_SEEN = '203.0.113.7';

/** A suite's system started with TRUST_PROXY set to `trustProxy` (undefined: not set). */
export type ClientAddressSetup = (trustProxy: string | undefined) => SuiteSetup;

export function defineClientAddressSuite(name: string, setupWith: ClientAddressSetup) {
  const signUps = (target: ReturnType<ReturnType<typeof suiteTarget>['target']>, forwardedFor: (i: number) => string | undefined, count = 30) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        const forwarded = forwardedFor(i);
        if (forwarded) headers['X-Forwarded-For'] = forwarded;
        const res = await target.fetch(`${target.baseUrl}/newsletter/subscribe`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: `reader-${i}-${Math.random().toString(36).slice(2, 8)}@example.com` }),
        });
        return res.status;
      }),
    );
  const refused = (statuses: number[]) => statuses.filter((s) => s === 429).length;
  const over = 30 - PUBLIC_WRITE_LIMIT.maxRequests;

  describe(`${name}: security: client addresses behind one trusted proxy (TRUST_PROXY=1)`, () => {
    const { target } = suiteTarget(setupWith('1'), demoToken);

    it('gives 30 sign-ups with rotating client-written X-Forwarded-For entries 429, like any other 30', async () => {
      const statuses = await signUps(target(), (i) => `198.51.100.${i + 1}, 10.9.${i}.1, ${PROXY_SEEN}`);
      expect(refused(statuses)).toBe(over);
      expect(statuses.filter((s) => s === 202)).toHaveLength(PUBLIC_WRITE_LIMIT.maxRequests);
    });

    it('counts the callers the proxy tells apart apart, by the address it appended', async () => {
      const first = await signUps(target(), (i) => `198.51.100.${i + 1}, ${PROXY_SEEN}`, PUBLIC_WRITE_LIMIT.maxRequests + 1);
      expect(refused(first)).toBe(1);
      const other = await signUps(target(), () => `${PROXY_SEEN}, 203.0.113.99`, 1);
      expect(other).toEqual([202]);
    });
  });

  describe(`${name}: security: client addresses with no proxy trusted`, () => {
    const { target } = suiteTarget(setupWith(undefined), demoToken);

    it('ignores X-Forwarded-For entirely: 30 sign-ups each naming another address get 429 like any other 30', async () => {
      const statuses = await signUps(target(), (i) => `198.51.100.${i + 1}`);
      expect(refused(statuses)).toBe(over);
      const plain = await signUps(target(), () => undefined, 1);
      expect(plain).toEqual([429]);
    });
  });
}
