// The newsletter's double opt-in, unsubscribe and sends (ADR 0040): the texts visitors and admins see, and the
// addresses of the pages an email's links open. The server and the mocks answer with these; the pages show them.

export const NEWSLETTER_MESSAGES = {
  /** One answer whatever the address's state, so that it tells a stranger nothing. */
  subscribeTaken: 'Almost done: please confirm your subscription with the link we have emailed you.',
  confirmed: 'Your subscription is confirmed. Thank you for subscribing!',
  unsubscribed: 'You are unsubscribed. You will get no more emails from us.',
  tokenInvalid: 'This link is not valid. Please use the latest link we emailed you.',
  tokenUsed: 'This link was already used; the address is not subscribed.',
  notPublished: 'Only a published article can be sent to the subscribers',
  sendRunning: 'This article is being sent already; wait until the send is done',
  nobodyLeft: 'Every confirmed subscriber has had this article already',
  sendStarted: 'The article is being sent to the subscribers',
} as const;

/** The public pages an email's links open: each shows one button that makes the call (ADR 0040). */
export const NEWSLETTER_PAGES = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;

/**
 * What a page shows after its form was posted without JavaScript: the server answers 303 to the page with
 * `?done=` one of these, and the page shows the matching message.
 */
export const NEWSLETTER_PAGE_RESULTS = {
  confirmed: NEWSLETTER_MESSAGES.confirmed,
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
  invalid: NEWSLETTER_MESSAGES.tokenInvalid,
  used: NEWSLETTER_MESSAGES.tokenUsed,
} as const;
export type NewsletterPageResult = keyof typeof NEWSLETTER_PAGE_RESULTS;

/** The mail headers of one-click unsubscribe (RFC 8058) that every email to a subscriber carries. */
export const listUnsubscribeHeaders = (unsubscribeApiUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeApiUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
