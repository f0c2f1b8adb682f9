// The newsletter (ADR 0022; double opt-in and sends ADR 0040) over the in-memory db, with the server's rules: a
// sign-up answers 202 whatever the address's state; the links' tokens (random here, kept in the db; the server's are
// signed) confirm and unsubscribe, a forged one 400 naming `token`, a used one 410; the admin list, the CSV export
// and removal; an article's send to the confirmed subscribers. The mocks have no mail server: each read of a send's
// state counts a few more of its emails as sent, so Storybook and `npm run dev` show it progressing.
import type { components } from '@shared/contract/schema';
import { HttpError } from '@shared/contract/http-error';
import { ARTICLE_MESSAGES } from '@shared/contract/articles';
import { acceptedWith, accepted } from '@shared/contract/operation-types';
import { NEWSLETTER_MESSAGES, newsletterSendSummary } from '@shared/contract/newsletter';
import {
  checkConfirmToken,
  checkSendable,
  checkUnsubscribeToken,
  invalidNewsletterToken,
  newsletterSendState,
  subscribersCsv,
} from '@shared/contract/newsletter-rules';
import { db, newId, nowIso, type MockNewsletterToken } from '../db';
import { recordActivity } from '../activity';
import { route, ok, done } from '../route';
import { newestFirst } from './bookings';
import { listReply, rateLimit, removeById } from './support';

type S = components['schemas'];

/** How many more emails of a send each read of its state counts as sent. */
export const MOCK_SENDS_PER_READ = 1;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

// ------------------------------------------------------------------ tokens

const versionOf = (id: string) => db.newsletterVersions.get(id) ?? 1;

/** The token of this subscriber's link for `purpose` at its current version, made once and kept. */
function tokenFor(subscriberId: string, purpose: MockNewsletterToken['purpose']): string {
  const version = versionOf(subscriberId);
  for (const [token, t] of db.newsletterTokens) if (t.subscriberId === subscriberId && t.purpose === purpose && t.version === version) return token;
  const token = `${subscriberId}.${version}.${newId()}${newId()}`;
  db.newsletterTokens.set(token, { subscriberId, purpose, version });
  return token;
}

/** The subscriber a token of `purpose` names, or 400 (a forged token, or one of another purpose). */
function subscriberOfToken(token: unknown, purpose: MockNewsletterToken['purpose']) {
  const named = typeof token === 'string' ? db.newsletterTokens.get(token) : undefined;
  const subscriber = named?.purpose === purpose ? db.newsletterSubscribers.find((s) => s._id === named.subscriberId) : undefined;
  if (!named || !subscriber) throw invalidNewsletterToken();
  return { subscriber, version: named.version };
}

function unsubscribeWith(token: unknown) {
  const { subscriber, version } = subscriberOfToken(token, 'unsubscribe');
  const current = versionOf(subscriber._id);
  checkUnsubscribeToken(subscriber, version, current);
  subscriber.status = 'unsubscribed';
  subscriber.unsubscribedAt = nowIso();
  db.newsletterVersions.set(subscriber._id, current + 1);
  for (const send of db.newsletterSends) if (send.subscriberId === subscriber._id && send.status === 'pending') send.status = 'skipped';
}

// ------------------------------------------------------------------ sends

function articleOf(id: string) {
  const article = db.articles.find((a) => a._id === id);
  if (!article) throw new HttpError(404, ARTICLE_MESSAGES.notFound);
  return article;
}

const audienceOf = (articleId: string) =>
  db.newsletterSubscribers.filter((s) => s.status === 'confirmed' && !db.newsletterSends.some((d) => d.articleId === articleId && d.subscriberId === s._id));

function sendState(articleId: string): S['NewsletterSend'] {
  const mine = db.newsletterSends.filter((d) => d.articleId === articleId);
  const count = (status: string) => mine.filter((d) => d.status === status).length;
  const latest = mine.at(-1);
  return newsletterSendState({
    articleId,
    sent: count('sent'),
    failed: count('skipped'),
    left: count('pending'),
    audience: audienceOf(articleId).length,
    startedAt: mine[0]?.createdAt,
    latestAt: latest?.createdAt,
    startedByName: db.admins.find((a) => a.admin._id === latest?.startedBy)?.admin.name,
    lastSentAt: mine.reduce<string | undefined>((a, d) => (d.sentAt && (!a || d.sentAt > a) ? d.sentAt : a), undefined),
  });
}

export const newsletterRoutes = [
  route('post', '/newsletter/subscribe', ({ body, clientKey }) => {
    rateLimit('newsletter', clientKey);
    const email = normaliseEmail(body.email);
    let subscriber = db.newsletterSubscribers.find((s) => normaliseEmail(s.email) === email);
    if (!subscriber) {
      subscriber = { _id: newId(), email, status: 'pending', createdAt: nowIso() };
      db.newsletterSubscribers.push(subscriber);
    } else if (subscriber.status === 'unsubscribed') {
      subscriber.status = 'pending';
      db.newsletterVersions.set(subscriber._id, versionOf(subscriber._id) + 1);
    }
    // The confirmation email's links (the mocks send no email; the test-state call reads them).
    if (subscriber.status === 'pending') tokenFor(subscriber._id, 'confirm');
    return accepted(NEWSLETTER_MESSAGES.subscribeTaken);
  }),

  route('post', '/newsletter/confirm', ({ query, clientKey }) => {
    rateLimit('newsletter-link', clientKey);
    const { subscriber, version } = subscriberOfToken(query.token, 'confirm');
    checkConfirmToken(subscriber, version, versionOf(subscriber._id));
    if (subscriber.status === 'pending') Object.assign(subscriber, { status: 'confirmed', confirmedAt: nowIso() });
    return done(NEWSLETTER_MESSAGES.confirmed);
  }),

  route('post', '/newsletter/unsubscribe', ({ query, clientKey }) => {
    rateLimit('newsletter-link', clientKey);
    unsubscribeWith(query.token);
    return done(NEWSLETTER_MESSAGES.unsubscribed);
  }),

  route('get', '/newsletter/subscribers', ({ query }) => listReply([...db.newsletterSubscribers].sort(newestFirst), query)),

  route('get', '/newsletter/subscribers/export', () => {
    const { body, headers } = subscribersCsv([...db.newsletterSubscribers].sort((a, b) => newestFirst(b, a)));
    return new Response(body, { headers });
  }),

  route('delete', '/newsletter/subscribers/{id}', ({ params }) => {
    removeById(db.newsletterSubscribers, params.id, 'Subscriber');
    for (const send of db.newsletterSends) if (send.subscriberId === params.id && send.status === 'pending') send.status = 'skipped';
    return done('Subscriber removed successfully');
  }),

  route('get', '/articles/{id}/newsletter', ({ params }) => {
    articleOf(params.id);
    const at = nowIso();
    const waiting = db.newsletterSends.filter((d) => d.articleId === params.id && d.status === 'pending').slice(0, MOCK_SENDS_PER_READ);
    for (const send of waiting) Object.assign(send, { status: 'sent', sentAt: at });
    return ok(sendState(params.id));
  }),

  route('post', '/articles/{id}/newsletter', ({ params, auth }) => {
    const article = articleOf(params.id);
    checkSendable(article);
    if (db.newsletterSends.some((d) => d.articleId === params.id && d.status === 'pending')) throw new HttpError(409, NEWSLETTER_MESSAGES.sendRunning);
    const audience = audienceOf(params.id);
    if (!audience.length) throw new HttpError(409, NEWSLETTER_MESSAGES.nobodyLeft);
    const at = nowIso();
    for (const s of audience) {
      db.newsletterSends.push({ articleId: params.id, subscriberId: s._id, status: 'pending', startedBy: auth!.admin._id, createdAt: at });
      tokenFor(s._id, 'unsubscribe');
    }
    recordActivity({ category: 'inbox', action: 'newsletter-send', summary: newsletterSendSummary(article.title, audience.length), adminId: auth!.admin._id });
    return acceptedWith(sendState(params.id), NEWSLETTER_MESSAGES.sendStarted);
  }),
];

/** The tokens the links of an email to this address carry now (the test-state call). */
export function newsletterTokensOf(email: string) {
  const subscriber = db.newsletterSubscribers.find((s) => normaliseEmail(s.email) === normaliseEmail(email));
  if (!subscriber) throw new HttpError(404, 'Subscriber not found');
  return { confirm: tokenFor(subscriber._id, 'confirm'), unsubscribe: tokenFor(subscriber._id, 'unsubscribe') };
}
