// Dates, numbers and prices on the public pages, in the page's language with Intl. English keeps the forms its pages
// always had (each caller names its English locale: 'en-US' for 'October 1, 2026', 'en-GB' for '1 October 2026');
// another language gets its own ('1. Oktober 2026', '1.250 $'). The admin's screens stay English (date-time.ts).
import { usePageLanguage } from '@/lib/i18n/page-language';

/** The Intl locale of a page in `code`: `english` for English, else the language's own. */
export const localeOf = (code: string, english = 'en-US'): string => (code === 'en' ? english : code);

/** The Intl locale of the page being rendered. */
export function usePageLocale(english = 'en-US'): string {
  return localeOf(usePageLanguage().code, english);
}

/** A day as words ('October 1, 2026'), read in UTC so the server's HTML and the browser agree; undefined when unreadable. */
export function formatLongDate(iso: string | undefined, locale = 'en-US'): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A time of day ('6:42 PM', '18:42') in the reader's time zone. */
export function formatTime(iso: string, locale = 'en-US'): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/** An amount with no decimals when whole, else two ('1,250', '99.50'; '1.250', '99,50' in German). */
export function formatAmount(value: number, locale = 'en-US'): string {
  const fractional = !Number.isInteger(value);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: fractional ? 2 : 0, maximumFractionDigits: 2 }).format(value);
}

/** A price in `currency` ('$1,250' in English, '1.250 $' in German, '€1,250.50'). */
export function formatPrice(value: number, locale = 'en-US', currency = 'USD'): string {
  const fractional = !Number.isInteger(value);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fractional ? 2 : 0, maximumFractionDigits: 2 }).format(value);
}
