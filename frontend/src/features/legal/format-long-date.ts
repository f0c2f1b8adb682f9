// 'October 1, 2026' (en-US long date), or the day in another language's words: lib/format/intl.ts.
export { formatLongDate } from '@/lib/format/intl';
