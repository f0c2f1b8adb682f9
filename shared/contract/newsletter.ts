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

/** The newsletter's errors name the link's token. */
export const tokenError = (message: string) => [{ field: 'token', message }];

/** The addresses an email to a subscriber carries: its page links and the one-click call. */
export function newsletterLinks(siteUrl: string, tokens: { confirm?: string; unsubscribe: string }) {
  const q = (token: string) => `?token=${encodeURIComponent(token)}`;
  return {
    confirmPage: tokens.confirm ? `${siteUrl}${NEWSLETTER_PAGES.confirm}${q(tokens.confirm)}` : undefined,
    unsubscribePage: `${siteUrl}${NEWSLETTER_PAGES.unsubscribe}${q(tokens.unsubscribe)}`,
    unsubscribeApi: `${siteUrl}/api/newsletter/unsubscribe${q(tokens.unsubscribe)}`,
  };
}

export const NEWSLETTER_CONFIRMATION_SUBJECT = 'Please confirm your subscription to the NovaGuide newsletter';

/** The confirmation email of a sign-up (double opt-in): the confirm page's link and what the newsletter brings. */
export function newsletterConfirmationMail(email: string, siteUrl: string, tokens: { confirm: string; unsubscribe: string }) {
  const links = newsletterLinks(siteUrl, tokens);
  return {
    kind: 'newsletter-confirmation' as const,
    to: [email],
    subject: NEWSLETTER_CONFIRMATION_SUBJECT,
    text:
      `Hello,\n\nSomeone, we hope you, asked to subscribe ${email} to the NovaGuide newsletter: our new blog articles on ` +
      `guided implant planning, case reports and clinical tips, by email when they are published. Nothing else, and ` +
      `never shared with anyone.\n\nConfirm your subscription: ${links.confirmPage}\n\n` +
      `If you did not ask for it, ignore this email: the address stays off the list.\n`,
    headers: listUnsubscribeHeaders(links.unsubscribeApi),
  };
}

/** An article's email to one subscriber: its title, excerpt and address, and the unsubscribe link. */
export function newsletterArticleMail(
  article: { title: string; excerpt: string; slug: string },
  email: string,
  siteUrl: string,
  unsubscribeToken: string,
  messageId: string,
) {
  const links = newsletterLinks(siteUrl, { unsubscribe: unsubscribeToken });
  return {
    kind: 'newsletter-article' as const,
    to: [email],
    subject: article.title,
    text:
      `${article.title}\n\n${article.excerpt}\n\nRead it on our blog: ${siteUrl}/blog/${article.slug}\n\n--\n` +
      `You get this email because ${email} subscribed to the NovaGuide newsletter. Unsubscribe: ${links.unsubscribePage}\n`,
    headers: listUnsubscribeHeaders(links.unsubscribeApi),
    messageId,
  };
}

/** The Message-ID of an article's email to a subscriber: the same on every try, from any instance. */
export const newsletterMessageId = (articleId: string, subscriberId: string, siteUrl: string) =>
  `<newsletter-${articleId}-${subscriberId}@${new URL(siteUrl).hostname}>`;

/** What an article's send says in the activity log: how many, never who. */
export const newsletterSendSummary = (title: string, count: number) =>
  `Sent the article \u201c${title}\u201d to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;
