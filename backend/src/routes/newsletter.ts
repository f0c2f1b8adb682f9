import { created, done, ok, rateLimit, route } from '../route';
import * as newsletter from '../services/newsletter';
import { listReply } from '../services/pagination';

export const newsletterRoutes = [
  route('post', '/newsletter/subscribe', async ({ deps, body, clientKey }) => {
    await rateLimit(deps.db, 'newsletter', clientKey, deps.config.clock.now());
    const { subscriber, isNew } = await newsletter.subscribe(deps.db, body.email);
    return isNew ? created(subscriber, 'Thank you for subscribing!') : ok(subscriber, 'You are already subscribed.');
  }),
  route('get', '/newsletter/subscribers', async ({ deps, query }) => listReply(await newsletter.listSubscribers(deps.db, query))),
  route('get', '/newsletter/subscribers/export', ({ deps }) => newsletter.exportSubscribersCsv(deps.db)),
  route('delete', '/newsletter/subscribers/{id}', async ({ deps, params }) => {
    await newsletter.deleteSubscriber(deps.db, params.id);
    return done('Subscriber removed successfully');
  }),
];
