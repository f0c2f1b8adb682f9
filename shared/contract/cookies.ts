// A request's cookies, read the same way by the server and the mocks (which run in the browser): the `cookie`
// package's parser, which copes with whatever a client writes in the header, rather than a split of our own.
import { parseCookie } from 'cookie';

/**
 * A value that is not valid percent-encoding (a lone `%`, a cut UTF-8 sequence) is no value we wrote: by default it
 * counts as absent, so the caller answers as it does without the cookie rather than failing on a URIError; with
 * `malformed: 'as-written'` it is kept undecoded, for a caller that refuses a cookie it cannot use (the refresh call).
 */
const decoder =
  (malformed: 'absent' | 'as-written') =>
  (value: string): string | undefined => {
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return malformed === 'absent' ? undefined : value;
    }
  };

/** The value of the cookie `name` a Cookie header carries; undefined when it carries none (or, by default, one malformed). */
export function cookieOf(
  header: string | null | undefined,
  name: string,
  opts: { malformed: 'absent' | 'as-written' } = { malformed: 'absent' },
): string | undefined {
  return header ? parseCookie(header, { decode: decoder(opts.malformed) })[name] : undefined;
}
