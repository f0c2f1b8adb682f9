import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { accepted, acceptedWith } from '@shared/contract/operation-types';
import { actor, done, ok, rateLimit, route, type Deps } from '../route';
import * as newsletter from '../services/newsletter';
import { listReply } from '../services/pagination';

/** The link calls are public: limited per address like the sign-up, in a bucket of their own. */
const linkLimit = (deps: Deps, clientKey: string) => rateLimit(deps.db, 'newsletter-link', clientKey, deps.config.clock.now());

export const newsletterRoutes = [
  route('post', '/newsletter/subscribe', async ({ deps, body, clientKey }) => {
    await rateLimit(deps.db, 'newsletter', clientKey, deps.config.clock.now());
    const { emailed } = await newsletter.subscribe(deps.db, deps.config, body.email);
    if (emailed) deps.mailer?.kick();
    return accepted(NEWSLETTER_MESSAGES.subscribeTaken);
  }),
  route('post', '/newsletter/confirm', async ({ deps, query, clientKey }) => {
    await linkLimit(deps, clientKey);
    return done(await newsletter.confirm(deps.db, deps.config, String(query.token)));
  }),
  route('post', '/newsletter/unsubscribe', async ({ deps, query, clientKey }) => {
    await linkLimit(deps, clientKey);
    return done(await newsletter.unsubscribe(deps.db, deps.config, String(query.token)));
  }),
  route('get', '/newsletter/subscribers', async ({ deps, query }) => listReply(await newsletter.listSubscribers(deps.db, query))),
  route('get', '/newsletter/subscribers/export', ({ deps }) => newsletter.exportSubscribersCsv(deps.db)),
  route('delete', '/newsletter/subscribers/{id}', async ({ deps, params }) => {
    await newsletter.deleteSubscriber(deps.db, params.id);
    return done('Subscriber removed successfully');
  }),
  route('get', '/articles/{id}/newsletter', async ({ deps, params }) => ok(await newsletter.articleNewsletter(deps.db, params.id))),
  route('post', '/articles/{id}/newsletter', async ({ deps, params, auth }) => {
    const send = await newsletter.sendArticleNewsletter(deps.db, deps.config, params.id, actor(auth));
    deps.mailer?.kick();
    return acceptedWith(send, NEWSLETTER_MESSAGES.sendStarted);
  }),
];
