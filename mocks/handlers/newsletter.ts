// Newsletter sign-ups (ADR 0022): a public, rate-limited, idempotent subscribe; the admin list, the CSV
// export and removal.
import type { components } from '@shared/contract/schema';
import { db, newId, nowIso } from '../db';
import { route, ok, created, done } from '../route';
import { newestFirst } from './bookings';
import { listReply, rateLimit, removeById } from './support';

type Subscriber = components['schemas']['NewsletterSubscriber'];

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * One CSV cell: a value a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading
 * single quote; a value with a comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export const newsletterRoutes = [
  route('post', '/newsletter/subscribe', ({ body, clientKey }) => {
    rateLimit('newsletter', clientKey);
    const email = normaliseEmail(body.email);
    const existing = db.newsletterSubscribers.find((s) => normaliseEmail(s.email) === email);
    if (existing) return ok(existing, 'You are already subscribed.');
    const subscriber: Subscriber = { _id: newId(), email, createdAt: nowIso() };
    db.newsletterSubscribers.push(subscriber);
    return created(subscriber, 'Thank you for subscribing!');
  }),

  route('get', '/newsletter/subscribers', ({ query }) => listReply([...db.newsletterSubscribers].sort(newestFirst), query)),

  route('get', '/newsletter/subscribers/export', () => {
    const rows = [...db.newsletterSubscribers].sort((a, b) => newestFirst(b, a)).map((s) => [s.email, s.createdAt].map(csvCell).join(','));
    const csv = ['email,subscribedAt', ...rows].join('\n') + '\n';
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      },
    });
  }),

  route('delete', '/newsletter/subscribers/{id}', ({ params }) => {
    removeById(db.newsletterSubscribers, params.id, 'Subscriber');
    return done('Subscriber removed successfully');
  }),
];
