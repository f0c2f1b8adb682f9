import { describe, expect, it } from 'vitest';
import { formatRelative, visitorLocalTime } from './chat-format';

const now = Date.parse('2026-11-29T13:05:00Z');

describe('the Conversations screen times', () => {
  it('says how long ago, in words', () => {
    expect(formatRelative('2026-11-29T13:04:40Z', now)).toBe('just now');
    expect(formatRelative('2026-11-29T12:55:00Z', now)).toBe('10 minutes ago');
    expect(formatRelative('2026-11-28T13:05:00Z', now)).toBe('yesterday');
    expect(formatRelative('not a date', now)).toBe('not a date');
  });

  it("gives the visitor's local time from their time zone, and nothing for an unknown zone", () => {
    expect(visitorLocalTime('Europe/Berlin', now)).toBe('14:05 in Europe/Berlin');
    expect(visitorLocalTime('Asia/Dubai', now)).toBe('17:05 in Asia/Dubai');
    expect(visitorLocalTime('Mars/Olympus', now)).toBeUndefined();
    expect(visitorLocalTime(undefined, now)).toBeUndefined();
  });
});
