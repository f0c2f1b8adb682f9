// The newsletter's rules the server and the mocks both follow (ADR 0040), each over its own storage: what a link's
// token may do against its subscriber now, the refusal of an unpublished article's send, how a send's state reads
// from its emails' counts, and the subscribers' CSV. The texts are newsletter.ts's.
import type { components } from './schema';
import { HttpError } from './http-error';
import { NEWSLETTER_MESSAGES, tokenError } from './newsletter';

type S = components['schemas'];
type SubscriberStatus = S['NewsletterSubscriberStatus'];

export const invalidNewsletterToken = () => new HttpError(400, NEWSLETTER_MESSAGES.tokenInvalid, tokenError('is not valid'));

/**
 * A confirmation token of `tokenVersion` for a subscriber (none: a token naming nobody) whose links are now at
 * `currentVersion`: 400 unless it is the current version of an address still on or waiting for the list.
 */
export function checkConfirmToken<T extends { status: SubscriberStatus }>(
  subscriber: T | undefined,
  tokenVersion: number,
  currentVersion: number,
): asserts subscriber is T {
  if (!subscriber || tokenVersion !== currentVersion || subscriber.status === 'unsubscribed') throw invalidNewsletterToken();
}

/**
 * An unsubscribe token likewise: the version just before, on an unsubscribed address, is this very link used
 * already (410); any other but the current version of an address not yet unsubscribed is 400.
 */
export function checkUnsubscribeToken<T extends { status: SubscriberStatus }>(
  subscriber: T | undefined,
  tokenVersion: number,
  currentVersion: number,
): asserts subscriber is T {
  if (!subscriber) throw invalidNewsletterToken();
  if (subscriber.status === 'unsubscribed' && tokenVersion === currentVersion - 1)
    throw new HttpError(410, NEWSLETTER_MESSAGES.tokenUsed, tokenError('was already used'));
  if (subscriber.status === 'unsubscribed' || tokenVersion !== currentVersion) throw invalidNewsletterToken();
}

/** 400 for a send of an article that is not published. */
export function checkSendable(article: { isActive: boolean }) {
  if (!article.isActive) {
    throw new HttpError(400, NEWSLETTER_MESSAGES.notPublished, [
      { field: 'id', message: 'is not a published article' },
      { field: 'isActive', message: 'must be true' },
    ]);
  }
}

export interface SendCounts {
  articleId: string;
  sent: number;
  /** Given up, or not sent (no mail server, unsubscribed first). */
  failed: number;
  /** Waiting or being retried. */
  left: number;
  audience: number;
  /** The first send's start. */
  startedAt?: string;
  /** The latest send's start, and who started it. */
  latestAt?: string;
  startedByName?: string;
  /** When the last of its emails went. */
  lastSentAt?: string;
}

/** The article's send as the admin reads it: never sent, sending while emails are left, else done. */
export function newsletterSendState(c: SendCounts): S['NewsletterSend'] {
  const total = c.sent + c.failed + c.left;
  const status = total === 0 ? 'never' : c.left > 0 ? 'sending' : 'done';
  const finishedAt = status === 'done' ? (c.lastSentAt ?? c.latestAt) : undefined;
  return {
    articleId: c.articleId,
    status,
    total,
    sent: c.sent,
    failed: c.failed,
    left: c.left,
    audience: c.audience,
    ...(c.startedAt ? { startedAt: c.startedAt } : {}),
    ...(finishedAt ? { finishedAt } : {}),
    ...(c.startedByName ? { startedByName: c.startedByName } : {}),
  };
}

/**
 * One CSV cell: a value a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading
 * single quote; a value with a comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** The export: every subscriber given (oldest first) with their state, after a header line. */
export function subscribersCsv(subscribers: readonly S['NewsletterSubscriber'][]) {
  const lines = subscribers.map((s) => [s.email, s.status, s.createdAt, s.confirmedAt ?? ''].map(csvCell).join(','));
  return {
    body: ['email,status,subscribedAt,confirmedAt', ...lines].join('\n') + '\n',
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
    },
  };
}
