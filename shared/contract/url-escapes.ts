// A URL whose percent-escapes do not decode (`/service-details/%E0%A4%A`, `?q=100%`) is the caller's mistake: the
// server and the mocks answer 400 before anything decodes it (ADR 0004).
import { HttpError } from './http-error';
import { MALFORMED_URL_MESSAGE } from './messages';

/** True when some percent sign of `url` (path or query; `+` is a space there) does not start a valid UTF-8 escape. */
export function hasMalformedEscape(url: string): boolean {
  if (!url.includes('%')) return false;
  try {
    decodeURIComponent(url.replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}

export const malformedUrl = () => new HttpError(400, MALFORMED_URL_MESSAGE, [{ field: '(url)', message: 'has a malformed percent-escape' }]);
