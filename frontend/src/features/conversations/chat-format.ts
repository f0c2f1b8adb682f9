// The times the Conversations screen shows: how long ago, and the visitor's own clock.

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** 'just now', '5 minutes ago', 'yesterday'...: how long before `now` the moment `iso` was. */
export function formatRelative(iso: string, now = Date.now()): string {
  let amount = (Date.parse(iso) - now) / 1000;
  if (Number.isNaN(amount)) return iso;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return RELATIVE.format(Math.round(amount), unit);
    amount /= size;
  }
  return iso;
}

/**
 * The visitor's local time, '14:05 in Europe/Berlin', from their IANA time zone; undefined without one (or with a
 * zone this browser does not know), so the screen says nothing rather than a wrong time.
 */
export function visitorLocalTime(timeZone: string | undefined, now = Date.now()): string | undefined {
  if (!timeZone) return undefined;
  try {
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(now);
    return `${time} in ${timeZone}`;
  } catch {
    return undefined;
  }
}

/** A message's time: '14:05' today, 'Nov 27, 15:13' before, in the admin's own time zone. */
export function formatMessageTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = at.toDateString() === new Date(now).toDateString();
  return at.toLocaleString(
    'en-US',
    sameDay
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  );
}
