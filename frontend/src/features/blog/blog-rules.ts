// The public blog's texts and how it shows a date. How an address becomes a list's query is shared/contract/blog-pages.ts.
import { useMemo } from 'react';
import { formatLongDate } from '@/lib/format/intl';
import { blogTexts } from '@/lib/i18n/catalogs';
import { messagesIn, useMessages, type Translate } from '@/lib/i18n/use-messages';

type BlogMessages = (typeof blogTexts)['en'];

/** The blog's texts in one language, worded by `t`. */
const blogTextsOf = (t: Translate<BlogMessages>) => {
  const text = (key: keyof BlogMessages) => t(key);
  return {
    title: text('title'),
    intro: text('intro'),
    searchLabel: text('searchLabel'),
    searchButton: text('searchButton'),
    noArticles: text('noArticles'),
    noResults: (q: string) => t('noResults', { q }),
    resultsFor: (q: string, total: number) => t('resultsFor', { q, total }),
    loading: text('loading'),
    loadError: text('loadError'),
    tryAgain: text('tryAgain'),
    tagHeading: (name: string) => t('tagHeading', { name }),
    allArticles: text('allArticles'),
    pagination: text('pagination'),
    previous: text('previous'),
    next: text('next'),
    pageOf: (page: number, pages: number) => t('pageOf', { page, pages }),
    noSuchPage: (page: string) => t('noSuchPage', { page }),
    firstPage: text('firstPage'),
    searchProblem: text('searchProblem'),
    tagNotFound: text('tagNotFound'),
    related: text('related'),
    readingTime: (minutes: number) => t('readingTime', { minutes }),
    by: (name: string) => t('by', { name }),
    notFoundTitle: text('notFoundTitle'),
    notFoundText: text('notFoundText'),
    backToBlog: text('backToBlog'),
    goneTitle: text('goneTitle'),
    goneText: text('goneText'),
    breadcrumb: text('breadcrumb'),
    home: text('home'),
  };
};

/** The blog's texts in English. */
export const BLOG_TEXTS = blogTextsOf(messagesIn(blogTexts, 'en'));

/** The blog's texts in the page's language. */
export function useBlogTexts(): typeof BLOG_TEXTS {
  const t = useMessages(blogTexts);
  return useMemo(() => blogTextsOf(t), [t]);
}

/** A date as the blog shows it: 20 November 2026 (in UTC, the same on the server and in every browser). */
export const articleDate = (iso: string, locale = 'en-GB') => formatLongDate(iso, locale) ?? iso;
