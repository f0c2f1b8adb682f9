// The words of the pages an email's links open (NEWSLETTER_PAGES): their headings, what they ask, and their buttons.
// What the server answers (and what a page shows after a post without JavaScript) is in shared/contract/newsletter.ts.
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGE_RESULTS, type NewsletterPageResult } from '@shared/contract/newsletter';
import { useMemo } from 'react';
import { newsletterLinkTexts } from '@/lib/i18n/catalogs';
import { messagesIn, useMessages, type Translate } from '@/lib/i18n/use-messages';
import type { LinkAction } from './newsletter-link-api';

type LinkPageTexts = Record<LinkAction, { heading: string; ask: string; button: string; busy: string; done: string }>;

/** Each page's words in one language, worded by `t`; `done` is the server's answer, in English. */
const linkPageTexts = (t: Translate<(typeof newsletterLinkTexts)['en']>): LinkPageTexts => ({
  confirm: { heading: t('confirmHeading'), ask: t('confirmAsk'), button: t('confirmButton'), busy: t('confirmBusy'), done: NEWSLETTER_MESSAGES.confirmed },
  unsubscribe: {
    heading: t('unsubscribeHeading'),
    ask: t('unsubscribeAsk'),
    button: t('unsubscribeButton'),
    busy: t('unsubscribeBusy'),
    done: NEWSLETTER_MESSAGES.unsubscribed,
  },
});

const english = messagesIn(newsletterLinkTexts, 'en');

export const LINK_PAGE_TEXTS = linkPageTexts(english);

export const HOME_LINK_TEXT = english('home');
/** When the call got no answer, or an answer without words. */
export const LINK_FAILED = english('failed');

/** The pages' words in the page's language: each action's, the link home and the general failure. */
export function useLinkPageTexts() {
  const t = useMessages(newsletterLinkTexts);
  return useMemo(() => ({ pages: linkPageTexts(t), home: t('home'), failed: t('failed') }), [t]);
}

/** A `?done=` the server may send a page back with, or undefined for any other value. */
export const pageResult = (done: string | null): NewsletterPageResult | undefined =>
  done && Object.hasOwn(NEWSLETTER_PAGE_RESULTS, done) ? (done as NewsletterPageResult) : undefined;

/** The results that are good news: the others say the link did not work. */
export const isGoodResult = (result: NewsletterPageResult) => result === 'confirmed' || result === 'unsubscribed';
