// The public blog's texts and how it shows a date. How an address becomes a list's query is shared/contract/blog-pages.ts.
import { formatLongDate } from '@/lib/format/intl';

export const BLOG_TEXTS = {
  title: 'Blog',
  intro: 'Case reports, planning guides and news for dentists who place implants with a guide.',
  searchLabel: 'Search the articles',
  searchButton: 'Search',
  noArticles: 'No articles have been published yet.',
  noResults: (q: string) => `No articles match “${q}”. Try fewer or other words.`,
  resultsFor: (q: string, total: number) => `${total} ${total === 1 ? 'article matches' : 'articles match'} “${q}”`,
  loading: 'Loading articles...',
  loadError: 'Failed to load articles. Please try again.',
  tryAgain: 'Try Again',
  tagHeading: (name: string) => `Articles tagged “${name}”`,
  allArticles: 'All articles',
  pagination: 'Pages of articles',
  previous: 'Newer articles',
  next: 'Older articles',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noSuchPage: (page: string) => `There is no page ${page} of the blog.`,
  firstPage: 'Go to the first page',
  searchProblem: 'Search for at least one letter or digit, in at most 200 characters.',
  tagNotFound: 'No published article carries this tag.',
  related: 'Related articles',
  readingTime: (minutes: number) => `${minutes} min read`,
  by: (name: string) => `By ${name}`,
  notFoundTitle: 'Article Not Found',
  notFoundText: 'The article you are looking for does not exist or is no longer published.',
  backToBlog: 'Back to the blog',
  goneTitle: 'Article Removed',
  goneText: 'This article has been removed from the blog.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
} as const;

/** A date as the blog shows it: 20 November 2026 (in UTC, the same on the server and in every browser). */
export const articleDate = (iso: string, locale = 'en-GB') => formatLongDate(iso, locale) ?? iso;
