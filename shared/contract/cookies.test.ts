// The cookie reader the server and the mocks share: what it finds in a Cookie header a client wrote, right or wrong.
import { describe, expect, it } from 'vitest';
import { cookieOf } from './cookies';
import { refreshCookieOf } from './sessions';

describe('cookieOf', () => {
  it('finds a cookie among others, trimmed and percent-decoded, the first of two with one name', () => {
    expect(cookieOf('a=1; novaguide_refresh=tok%2Den ;b=2', 'novaguide_refresh')).toBe('tok-en');
    expect(cookieOf('x=1;y=2', 'y')).toBe('2');
    expect(cookieOf('y=first; y=second', 'y')).toBe('first');
    expect(cookieOf('y=a=b', 'y')).toBe('a=b');
  });

  it('answers undefined for no header, another name, or a name that only ends like it', () => {
    expect(cookieOf(undefined, 'y')).toBeUndefined();
    expect(cookieOf(null, 'y')).toBeUndefined();
    expect(cookieOf('', 'y')).toBeUndefined();
    expect(cookieOf('xy=1', 'y')).toBeUndefined();
    expect(cookieOf('x=y=1', 'y')).toBeUndefined();
  });

  it.each(['y=%E0%A4%A', 'y=%', 'y=%zz', '%', '=', '=%E0%A4%A', 'y', ';;;', `y=${'%'.repeat(10_000)}`])(
    'takes the malformed %s for no cookie, without throwing',
    (header) => {
      expect(cookieOf(header, 'y')).toBeUndefined();
    },
  );

  it('skips a malformed cookie to find a good one beside it', () => {
    expect(cookieOf('=%E0%A4%A; junk=%; %; y=ok', 'y')).toBe('ok');
  });
});

describe('refreshCookieOf', () => {
  it('reads the refresh cookie, and a malformed one as written (a token that will not verify), without throwing', () => {
    expect(refreshCookieOf('theme=dark; novaguide_refresh=abc_DEF-123')).toBe('abc_DEF-123');
    expect(refreshCookieOf('novaguide_refresh=%E0%A4%A')).toBe('%E0%A4%A');
    expect(cookieOf('novaguide_refresh=%E0%A4%A', 'novaguide_refresh')).toBeUndefined();
    expect(refreshCookieOf('release_preview=abc')).toBeUndefined();
  });
});
