// The chat's rows and how they read as the contract's objects: a message (with its author's public name), a
// conversation's summary for the team (counts, last message, assignee, presence), the visitor's view and the team's
// detail. Counts are read in a few grouped queries per page, never one per conversation.
import type { Knex } from 'knex';
import type { ChatConversation, ChatConversationDetail, ChatMessage, ChatVisitorConversation } from '@shared/contract/chat';
import { bool, compact } from '../../db/rows';
import { healthDataConsentOf } from '../health-consent';
import { visitorsOnline } from './chat-presence';

export interface ConversationRow {
  id: string;
  visitor_name: string;
  visitor_email: string;
  page: string;
  time_zone: string | null;
  status: 'open' | 'closed';
  blocked: boolean | number;
  assigned_to: string | null;
  token_version: number | string;
  created_at: string;
  last_message_at: string;
  last_author: 'visitor' | 'team';
  waiting_since: string | null;
  closed_at: string | null;
  team_read_upto: string | null;
  visitor_read_upto: string | null;
  team_notified_upto: string | null;
  created_from: string;
  health_consent_version?: number | string | null;
  health_consent_at?: string | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  author: 'visitor' | 'team';
  admin_id: string | null;
  text: string;
  created_at: string;
  seen_at: string | null;
  stream_id: number | string;
}

export const conversationRows = (db: Knex) => db<ConversationRow>('chat_conversations');
export const messageRows = (db: Knex) => db<MessageRow>('chat_messages');

/** The name a reply shows when its admin's account is gone. */
const TEAM_NAME = 'NovaGuide team';

export interface AdminFace {
  name: string;
  publicName: string;
  photo?: string;
}

/** The admins among `ids`: their account name (the team's screens) and the public name and photo visitors see. */
export async function adminFaces(db: Knex, ids: Iterable<string | null | undefined>): Promise<Map<string, AdminFace>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = (await db('admins').whereIn('id', wanted).select('id', 'name', 'display_name', 'photo')) as {
    id: string;
    name: string;
    display_name: string | null;
    photo: string | null;
  }[];
  return new Map(rows.map((r) => [r.id, { name: r.name, publicName: r.display_name || r.name, ...(r.photo ? { photo: r.photo } : {}) }]));
}

export function toMessage(r: MessageRow, visitorName: string, admins: Map<string, AdminFace>): ChatMessage {
  const admin = r.admin_id ? admins.get(r.admin_id) : undefined;
  return compact({
    _id: r.id,
    conversationId: r.conversation_id,
    author: r.author,
    authorName: r.author === 'visitor' ? visitorName : (admin?.publicName ?? TEAM_NAME),
    authorPhoto: r.author === 'team' ? admin?.photo : undefined,
    text: r.text,
    createdAt: r.created_at,
    seenAt: r.seen_at,
  }) as ChatMessage;
}

/** A conversation's messages, oldest first. */
export async function messagesOf(db: Knex, row: ConversationRow): Promise<ChatMessage[]> {
  const rows = await messageRows(db).where('conversation_id', row.id).orderBy('stream_id');
  const admins = await adminFaces(
    db,
    rows.map((m) => m.admin_id),
  );
  return rows.map((m) => toMessage(m, row.visitor_name, admins));
}

/**
 * The newest stored event's id ('0' before any). Read before the messages it goes with: a stream opened after it then
 * misses nothing written in between, and repeats nothing the read already showed (it drops ids it has seen).
 */
export async function lastEventId(db: Knex): Promise<string> {
  const row = (await db('chat_events').max({ id: 'id' }).first()) as { id?: number | string | null } | undefined;
  return String(row?.id ?? 0);
}

/** The visitor's messages after the team's read marker, by conversation (only those among `ids`, or every open one). */
export async function unreadCounts(db: Knex, ids?: readonly string[]): Promise<Map<string, number>> {
  const q = db('chat_messages as m')
    .join('chat_conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('chat_messages as r', 'r.id', 'c.team_read_upto')
    .where('m.author', 'visitor')
    .andWhereRaw('m.stream_id > coalesce(r.stream_id, 0)')
    .groupBy('m.conversation_id')
    .select('m.conversation_id')
    .count({ n: '*' });
  if (ids) q.whereIn('m.conversation_id', [...ids]);
  else q.where('c.status', 'open');
  const rows = (await q) as { conversation_id: string; n: number | string }[];
  return new Map(rows.map((r) => [r.conversation_id, Number(r.n)]));
}

/** The team's summaries of these conversations, in their order. */
export async function summariesOf(db: Knex, rows: readonly ConversationRow[], now: number): Promise<ChatConversation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = (await db('chat_messages').whereIn('conversation_id', ids).groupBy('conversation_id').select('conversation_id').count({ n: '*' })) as {
    conversation_id: string;
    n: number | string;
  }[];
  const newest = db('chat_messages').whereIn('conversation_id', ids).groupBy('conversation_id').select('conversation_id').max({ m: 'stream_id' }).as('x');
  const lasts = (await db('chat_messages')
    .join(newest, function () {
      this.on('x.conversation_id', '=', 'chat_messages.conversation_id').andOn('x.m', '=', 'chat_messages.stream_id');
    })
    .select('chat_messages.*')) as MessageRow[];
  const [unread, online, admins] = await Promise.all([
    unreadCounts(db, ids),
    visitorsOnline(db, ids, now),
    adminFaces(db, [...rows.map((r) => r.assigned_to), ...lasts.map((m) => m.admin_id)]),
  ]);
  const countOf = new Map(counts.map((c) => [c.conversation_id, Number(c.n)]));
  const lastOf = new Map(lasts.map((m) => [m.conversation_id, m]));
  return rows.map((r) => {
    const last = lastOf.get(r.id);
    const assignee = r.assigned_to ? admins.get(r.assigned_to) : undefined;
    return compact({
      _id: r.id,
      visitorName: r.visitor_name,
      visitorEmail: r.visitor_email,
      page: r.page,
      timeZone: r.time_zone,
      status: r.status,
      waiting: r.status === 'open' && r.last_author === 'visitor',
      blocked: bool(r.blocked),
      visitorOnline: online.has(r.id),
      assignedTo: r.assigned_to && assignee ? { _id: r.assigned_to, name: assignee.name } : undefined,
      unreadCount: unread.get(r.id) ?? 0,
      messageCount: countOf.get(r.id) ?? 0,
      lastMessage: last ? toMessage(last, r.visitor_name, admins) : undefined,
      createdAt: r.created_at,
      lastMessageAt: r.last_message_at,
      closedAt: r.closed_at,
      healthDataConsent: healthDataConsentOf(r),
    }) as ChatConversation;
  });
}

export async function summaryOf(db: Knex, row: ConversationRow, now: number): Promise<ChatConversation> {
  return (await summariesOf(db, [row], now))[0]!;
}

export async function detailOf(db: Knex, row: ConversationRow, now: number): Promise<ChatConversationDetail> {
  const after = await lastEventId(db);
  const [summary, messages] = await Promise.all([summaryOf(db, row, now), messagesOf(db, row)]);
  return { ...summary, messages, lastEventId: after };
}

export async function visitorViewOf(db: Knex, row: ConversationRow): Promise<ChatVisitorConversation> {
  const after = await lastEventId(db);
  const messages = await messagesOf(db, row);
  return {
    _id: row.id,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    status: row.status,
    blocked: bool(row.blocked),
    messages,
    lastEventId: after,
    createdAt: row.created_at,
  };
}
