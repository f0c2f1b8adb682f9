// A URL whose percent-escapes do not decode is the caller's mistake (ADR 0004): the mocks and the backend (SQLite
// and MySQL) answer 400 naming the URL, never a 500, in a path parameter, in the query, and on an unknown route.
import { describe, expect, it } from 'vitest';
import { MALFORMED_URL_MESSAGE } from '@shared/contract/messages';
import { suiteTarget, type SuiteSetup } from '../support/api-caller';

const MALFORMED = ['/hero/details/%E0', '/service-details/service/%E0%A4%A', '/hero/active-list?x=%E0', '/hero/list?page=100%', '/no-such-route/%E0%A4%A'];

export function defineMalformedUrlSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: malformed URLs`, () => {
    // No sign-in: every call here is anonymous.
    const { target } = suiteTarget(setup, async () => '');

    it.each(MALFORMED)('%s answers 400 naming the URL', async (path) => {
      const res = await target().fetch(`${target().baseUrl}${path}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        message: MALFORMED_URL_MESSAGE,
        errors: [{ field: '(url)', message: 'has a malformed percent-escape' }],
      });
    });

    it('a well-formed escape is read as usual', async () => {
      const res = await target().fetch(`${target().baseUrl}/hero/active-list?x=caf%C3%A9`);
      expect(res.status).toBe(200);
    });
  });
}
