/** 'Nov 10, 2026, 6:42 PM' in the admin's own time zone; `empty` when absent, the raw value when unreadable. */
export function formatDateTime(iso: string | null | undefined, empty = ''): string {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
