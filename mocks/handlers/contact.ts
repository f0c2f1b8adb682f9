// Messages from the Contact Us page (ADR 0021): a public, rate-limited create and the admin inbox.
import type { components } from '@shared/contract/schema';
import { db, newId, nowIso } from '../db';
import { route, ok, created, done } from '../route';
import { deliverMessageMails, withDeliveries } from '../mail';
import { newestFirst } from './bookings';
import { findById, listReply, rateLimit, removeById } from './support';

type ContactMessage = components['schemas']['ContactMessage'];

export const contactRoutes = [
  route(
    'post',
    '/contact/messages',
    ({ body, clientKey }) => {
      rateLimit('contact', clientKey);
      const message: ContactMessage = { _id: newId(), name: body.name, email: body.email, message: body.message, isRead: false, createdAt: nowIso() };
      db.contactMessages.push(message);
      deliverMessageMails(message);
      return created(message, 'Form submitted successfully!');
    },
    { idempotent: true },
  ),

  route('get', '/contact/messages', ({ query }) => {
    const matching = typeof query.isRead === 'boolean' ? db.contactMessages.filter((m) => m.isRead === query.isRead) : db.contactMessages;
    return listReply(
      [...matching].sort(newestFirst).map((m) => withDeliveries('message', m)),
      query,
    );
  }),

  route('put', '/contact/messages/{id}', ({ params, body }) => {
    const message = findById(db.contactMessages, params.id, 'Message');
    message.isRead = body.isRead;
    return ok(message, body.isRead ? 'Message marked as read' : 'Message marked as unread');
  }),

  route('delete', '/contact/messages/{id}', ({ params }) => {
    removeById(db.contactMessages, params.id, 'Message');
    return done('Message deleted successfully');
  }),
];
