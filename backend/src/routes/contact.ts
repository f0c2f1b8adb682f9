import { created, done, ok, rateLimit, route } from '../route';
import * as contact from '../services/contact';
import { listReply } from '../services/pagination';

export const contactRoutes = [
  route(
    'post',
    '/contact/messages',
    async ({ deps, body, clientKey }) => {
      await rateLimit(deps.db, 'contact', clientKey, deps.config.clock.now());
      const message = await contact.createMessage(deps.db, deps.config, body);
      deps.mailer?.kick();
      return created(message, 'Form submitted successfully!');
    },
    { idempotent: true },
  ),
  route('get', '/contact/messages', async ({ deps, query }) => listReply(await contact.listMessages(deps.db, query))),
  route('put', '/contact/messages/{id}', async ({ deps, params, body }) =>
    ok(await contact.markMessage(deps.db, params.id, body.isRead), body.isRead ? 'Message marked as read' : 'Message marked as unread'),
  ),
  route('delete', '/contact/messages/{id}', async ({ deps, params }) => {
    await contact.deleteMessage(deps.db, params.id);
    return done('Message deleted successfully');
  }),
];
