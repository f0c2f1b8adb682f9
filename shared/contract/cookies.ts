// A request's cookies, read the same way by the server and the mocks (which run in the browser): the `cookie`
// package's parser, which copes with whatever a client writes in the header, rather than a split of our own.
import { parseCookie } from 'cookie';

/**
 * A value that is not valid percent-encoding (a lone `%`, a cut UTF-8 sequence) is no cookie of ours: it counts as
 * absent, so the caller answers as it does without one rather than failing on a URIError.
 */
function decodeOrDrop(value: string): string | undefined {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The value of the cookie `name` a Cookie header carries; undefined when it carries none, or one malformed. */
export function cookieOf(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookie(header, { decode: decodeOrDrop })[name] : undefined;
}
