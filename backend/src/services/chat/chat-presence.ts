// Who has a chat stream open, across the fleet: each open stream holds a row that its instance refreshes and that
// expires on its own when the instance dies, so "online" never outlives a crash by more than one expiry. The streams
// (routes/chat-streams.ts) write the rows; the chat's calls and the jobs read them.
import type { Knex } from 'knex';

export interface PresenceRow {
  /** The stream's connection id (unique per open stream). */
  id: string;
  kind: 'team' | 'visitor';
  adminId?: string | null;
  conversationId?: string | null;
  /** The instance that holds the stream. */
  instance: string;
  /** Milliseconds since the epoch after which the row no longer counts. */
  expiresAt: number;
}

const presence = (db: Knex) => db('chat_presence');

/** A stream opened: its row, replacing one of the same id. */
export async function enterPresence(db: Knex, row: PresenceRow) {
  await presence(db)
    .insert({
      id: row.id,
      kind: row.kind,
      admin_id: row.adminId ?? null,
      conversation_id: row.conversationId ?? null,
      instance: row.instance,
      expires_at: row.expiresAt,
    })
    .onConflict('id')
    .merge();
}

/** Streams still open: their rows hold until `until`. */
export async function refreshPresence(db: Knex, ids: readonly string[], until: number) {
  for (let i = 0; i < ids.length; i += 500) {
    await presence(db)
      .whereIn('id', ids.slice(i, i + 500))
      .update({ expires_at: until });
  }
}

/** A stream closed. */
export async function leavePresence(db: Knex, id: string) {
  await presence(db).where('id', id).delete();
}

/** At least one admin has a stream open (an admin screen) now. */
export async function isTeamOnline(db: Knex, now: number): Promise<boolean> {
  return !!(await presence(db).where('kind', 'team').andWhere('expires_at', '>', now).first('id'));
}

/** The visitor has their conversation's stream open now. */
export async function isVisitorOnline(db: Knex, conversationId: string, now: number): Promise<boolean> {
  return !!(await presence(db).where({ kind: 'visitor', conversation_id: conversationId }).andWhere('expires_at', '>', now).first('id'));
}

/** The conversations among `ids` whose visitor has a stream open now. */
export async function visitorsOnline(db: Knex, ids: readonly string[], now: number): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = (await presence(db)
    .where('kind', 'visitor')
    .whereIn('conversation_id', [...ids])
    .andWhere('expires_at', '>', now)
    .distinct('conversation_id')) as { conversation_id: string }[];
  return new Set(rows.map((r) => r.conversation_id));
}

/** Rows of streams whose instance stopped refreshing them. */
export async function prunePresence(db: Knex, now: number) {
  return presence(db).where('expires_at', '<=', now).delete();
}
