// The dashboard's figures (ADR 0024): real counts from the tables (the chat's as its side menu counts them) and the most
// recent content edits.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { recordTable } from '../content-kinds';
import { parseJson } from '../db/rows';
import { chatSummary } from './chat/chat-team';

type Stats = components['schemas']['DashboardStats'];
type Activity = Stats['recentActivity'][number];

const RECENT_LIMIT = 10;

async function count(q: Knex.QueryBuilder): Promise<number> {
  const row = (await q.count({ n: '*' }).first()) as { n?: number | string } | undefined;
  return Number(row?.n ?? 0);
}

const policySections = (db: Knex, kind: 'privacy' | 'terms') =>
  count(db('policy_sections').join('policy_documents', 'policy_documents.id', 'policy_sections.document_id').where('policy_documents.kind', kind));

interface EditedRow {
  id: string;
  last_modified_at: string;
  last_modified_by: string | null;
  [column: string]: unknown;
}

/** Which records of a kind (its table is declared in shared/content-kinds) and how one is named in the activity list. */
interface ActivitySource {
  resource: Activity['resource'];
  columns: string[];
  where?: Record<string, string>;
  title: (row: EditedRow) => unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

const SOURCES: ActivitySource[] = [
  { resource: 'hero', columns: ['title'], title: (r) => r.title },
  { resource: 'header', columns: ['company_name'], title: (r) => r.company_name },
  { resource: 'services', columns: ['title'], title: (r) => r.title },
  { resource: 'pricing', columns: ['title'], title: (r) => r.title },
  { resource: 'testimonials', columns: ['title'], title: (r) => r.title },
  { resource: 'footer', columns: ['company_name'], title: (r) => r.company_name },
  { resource: 'homepage-settings', columns: ['data'], title: (r) => parseJson<{ siteName?: string }>(r.data, {}).siteName },
  {
    resource: 'service-details',
    columns: ['service_title', 'hero'],
    title: (r) => r.service_title ?? parseJson<{ title?: string }>(r.hero, {}).title,
  },
  { resource: 'privacy-policy', columns: ['title'], where: { kind: 'privacy' }, title: (r) => r.title },
  { resource: 'terms-conditions', columns: ['title'], where: { kind: 'terms' }, title: (r) => r.title },
];

/** One resource's most recently edited records as activity entries. */
async function recentOf(db: Knex, source: ActivitySource): Promise<Activity[]> {
  const rows = (await db(recordTable(source.resource))
    .select(['id', 'last_modified_at', 'last_modified_by', ...source.columns])
    .where(source.where ?? {})
    .orderBy('last_modified_at', 'desc')
    .limit(RECENT_LIMIT)) as EditedRow[];
  return rows.map((row) => {
    const entry: Activity = { resource: source.resource, id: row.id, title: text(source.title(row)) || source.resource, lastModifiedAt: row.last_modified_at };
    if (row.last_modified_by) entry.lastModifiedBy = row.last_modified_by;
    return entry;
  });
}

async function recentActivity(db: Knex): Promise<Activity[]> {
  const perSource = await Promise.all(SOURCES.map((s) => recentOf(db, s)));
  return perSource
    .flat()
    .sort((a, b) => Date.parse(b.lastModifiedAt) - Date.parse(a.lastModifiedAt))
    .slice(0, RECENT_LIMIT);
}

export async function dashboardStats(db: Knex): Promise<Stats> {
  const [bookings, pending, messages, unread, subscribers] = await Promise.all([
    count(db('bookings')),
    count(db('bookings').where('status', 'pending')),
    count(db('contact_messages')),
    count(db('contact_messages').where('is_read', false)),
    count(db('newsletter_subscribers').where('status', 'confirmed')),
  ]);
  const [heroes, services, pricingPlans, testimonials, serviceDetails, privacySections, termsSections] = await Promise.all([
    count(db('heroes')),
    count(db('services')),
    count(db('pricing_plans')),
    count(db('testimonials')),
    count(db('service_details')),
    policySections(db, 'privacy'),
    policySections(db, 'terms'),
  ]);
  return {
    bookings: { total: bookings, pending },
    messages: { total: messages, unread },
    subscribers,
    chats: await chatSummary(db),
    content: { heroes, services, pricingPlans, testimonials, serviceDetails, privacySections, termsSections },
    recentActivity: await recentActivity(db),
  };
}
