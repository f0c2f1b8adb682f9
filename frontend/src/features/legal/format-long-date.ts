/**
 * 'October 1, 2026' (en-US long date). Read in UTC, so the server's HTML and the browser agree whatever their
 * time zones. An unreadable value gives undefined.
 */
export function formatLongDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
