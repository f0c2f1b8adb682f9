// The words of the pages an email's links open (NEWSLETTER_PAGES): their headings, what they ask, and their buttons.
// What the server answers (and what a page shows after a post without JavaScript) is in shared/contract/newsletter.ts.
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGE_RESULTS, type NewsletterPageResult } from '@shared/contract/newsletter';
import type { LinkAction } from './newsletter-link-api';

export const LINK_PAGE_TEXTS: Record<LinkAction, { heading: string; ask: string; button: string; busy: string; done: string }> = {
  confirm: {
    heading: 'Confirm your subscription',
    ask: 'Press the button below to confirm that you want to receive our newsletter at this address.',
    button: 'Confirm my subscription',
    busy: 'Confirming...',
    done: NEWSLETTER_MESSAGES.confirmed,
  },
  unsubscribe: {
    heading: 'Unsubscribe from the newsletter',
    ask: 'Press the button below and we will send no more newsletters to this address.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    done: NEWSLETTER_MESSAGES.unsubscribed,
  },
};

export const HOME_LINK_TEXT = 'Back to the home page';
/** When the call got no answer, or an answer without words. */
export const LINK_FAILED = 'Something went wrong. Please try again.';

/** A `?done=` the server may send a page back with, or undefined for any other value. */
export const pageResult = (done: string | null): NewsletterPageResult | undefined =>
  done && Object.hasOwn(NEWSLETTER_PAGE_RESULTS, done) ? (done as NewsletterPageResult) : undefined;

/** The results that are good news: the others say the link did not work. */
export const isGoodResult = (result: NewsletterPageResult) => result === 'confirmed' || result === 'unsubscribed';
