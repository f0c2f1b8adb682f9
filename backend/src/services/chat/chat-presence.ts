// Who is online in the chat: one row per open stream (an admin's team stream, a visitor's stream), kept alive by its
// instance and gone when the stream closes or its instance stops refreshing it (a crash leaves rows that expire).
import type { Knex } from 'knex';

export interface PresenceRow {
  /** The stream's own id (one row per open stream). */
  id: string;
  kind: 'team' | 'visitor';
  adminId?: string | null;
  conversationId?: string | null;
  /** The instance holding the stream. */
  instance: string;
  /** Milliseconds since the epoch after which the row no longer counts. */
  expiresAt: number;
}

const rows = (db: Knex) => db('chat_presence');

export async function enterPresence(db: Knex, row: PresenceRow): Promise<void> {
  await rows(db).insert({
    id: row.id,
    kind: row.kind,
    admin_id: row.adminId ?? null,
    conversation_id: row.conversationId ?? null,
    instance: row.instance,
    expires_at: row.expiresAt,
  });
}

/** Keeps the given streams' rows alive until `until` (one statement for every stream of an instance). */
export async function refreshPresence(db: Knex, ids: readonly string[], until: number): Promise<void> {
  if (ids.length) await rows(db).whereIn('id', ids).update({ expires_at: until });
}

export async function leavePresence(db: Knex, id: string): Promise<void> {
  await rows(db).where('id', id).delete();
}

export async function isTeamOnline(db: Knex, now: number): Promise<boolean> {
  return !!(await rows(db).where('kind', 'team').andWhere('expires_at', '>', now).first('id'));
}

export async function isVisitorOnline(db: Knex, conversationId: string, now: number): Promise<boolean> {
  return !!(await rows(db).where({ kind: 'visitor', conversation_id: conversationId }).andWhere('expires_at', '>', now).first('id'));
}

/** Removes the rows of streams whose instance stopped refreshing them. */
export async function prunePresence(db: Knex, now: number): Promise<void> {
  await rows(db).where('expires_at', '<=', now).delete();
}
