// The chat's rounds, which every instance runs (ADR 0041): the team's email about a visitor nobody answered, the
// deletion of conversations closed longer than the retention setting allows, and the presence rows of streams whose
// instance died. Each piece of work is claimed with a conditional write first, so two instances never both send the
// same alert or log the same deletion.
import type { Knex } from 'knex';
import type { Logger } from '../../middleware/request-log';
import type { Deps } from '../../route';
import { recordActivity } from '../activity';
import { getNotificationSettings } from '../mail-outbox';
import { enqueueChatMails, unansweredAlertMail } from './chat-mails';
import { prunePresence } from './chat-presence';
import { adminFaces, conversationRows, messageRows, toMessage, type ConversationRow } from './chat-views';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BATCH = 100;

export type ChatJobDeps = Pick<Deps, 'db' | 'config' | 'mailer'>;

/**
 * Open conversations whose visitor has waited `CHAT_UNANSWERED_MINUTES` for an answer, and whose team has not been
 * emailed about this wait yet: the alert goes to the notification recipients, once per wait (a reply ends it, the
 * visitor's next message starts another). Answers how many were claimed.
 */
export async function sendUnansweredAlerts(deps: ChatJobDeps, now = deps.config.clock.now()): Promise<number> {
  const minutes = deps.config.chat.unansweredMinutes;
  const cutoff = new Date(now - minutes * MINUTE).toISOString();
  const due = await conversationRows(deps.db)
    .where({ status: 'open', last_author: 'visitor' })
    .whereNotNull('waiting_since')
    .andWhere('waiting_since', '<=', cutoff)
    .whereNotExists((q) =>
      q
        .select('id')
        .from('chat_messages as n')
        .whereRaw('n.id = chat_conversations.team_notified_upto')
        .andWhereRaw('n.created_at >= chat_conversations.waiting_since'),
    )
    .orderBy('waiting_since')
    .limit(BATCH);
  let claimed = 0;
  for (const row of due) if (await alertOnce(deps, row, minutes)) claimed += 1;
  if (claimed) deps.mailer?.kick();
  return claimed;
}

/** Claims one conversation's wait (its marker moves only if no other instance moved it) and queues the alert with it. */
async function alertOnce(deps: ChatJobDeps, row: ConversationRow, minutes: number): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const waiting = await messageRows(trx)
      .where({ conversation_id: row.id, author: 'visitor' })
      .andWhere('created_at', '>=', row.waiting_since!)
      .orderBy('stream_id');
    const latest = waiting[waiting.length - 1];
    if (!latest) return false;
    const claim = conversationRows(trx).where({ id: row.id, last_author: 'visitor', waiting_since: row.waiting_since! });
    if (row.team_notified_upto) claim.where('team_notified_upto', row.team_notified_upto);
    else claim.whereNull('team_notified_upto');
    if (!(await claim.update({ team_notified_upto: latest.id }))) return false;
    const settings = await getNotificationSettings(trx, deps.config);
    if (settings.notifyOnMessage && settings.recipients.length) {
      const admins = await adminFaces(trx, []);
      const mail = unansweredAlertMail(
        { _id: row.id, visitorName: row.visitor_name, visitorEmail: row.visitor_email, page: row.page },
        waiting.map((m) => toMessage(m, row.visitor_name, admins)),
        settings.recipients,
        minutes,
        deps.config.publicUrl,
      );
      await enqueueChatMails(trx, deps.config, row.id, [mail], new Date(deps.config.clock.now()).toISOString());
    }
    return true;
  });
}

/**
 * With `CHAT_RETENTION_DAYS`, conversations closed more than that many days ago are deleted (their messages, events and
 * finished emails go with them), each deletion in the activity log without a word of what was said. Answers how many
 * went.
 */
export async function sweepChatRetention(deps: ChatJobDeps, now = deps.config.clock.now()): Promise<number> {
  const days = deps.config.chat.retentionDays;
  if (!days) return 0;
  const cutoff = new Date(now - days * DAY).toISOString();
  const expired = (db: Knex) => conversationRows(db).where('status', 'closed').whereNotNull('closed_at').andWhere('closed_at', '<', cutoff);
  let deleted = 0;
  for (;;) {
    const rows = await expired(deps.db).select('id', 'closed_at').limit(BATCH);
    if (!rows.length) return deleted;
    for (const row of rows) {
      await deps.db.transaction(async (trx) => {
        // Deleted only if it is still closed and old enough (a reopen in between keeps it); the instance whose delete
        // took the row is the one that logs it.
        if (!(await expired(trx).where('id', row.id).delete())) return;
        // The emails it caused quote what was said; those already sent or given up go with it.
        await trx('mail_outbox').where({ subject_type: 'chat', subject_id: row.id }).whereNot('status', 'pending').delete();
        deleted += 1;
        await recordActivity(trx, {
          category: 'inbox',
          action: 'delete',
          summary: `Deleted a chat conversation closed on ${row.closed_at!.slice(0, 10)}, more than ${days} ${days === 1 ? 'day' : 'days'} ago (retention setting)`,
          recordId: row.id,
        });
      });
    }
    if (rows.length < BATCH) return deleted;
  }
}

/**
 * Starts the chat's rounds on the config's clock: alerts and presence every minute, retention every hour. Answers the
 * function that stops them.
 */
export function startChatJobs(deps: ChatJobDeps, logger?: Pick<Logger, 'error'>): () => void {
  const failed = (what: string) => (e: unknown) => logger?.error({ err: e instanceof Error ? e.message : String(e) }, `chat: ${what} failed`);
  const stopMinutely = deps.config.clock.every(MINUTE, () => {
    const now = deps.config.clock.now();
    return Promise.all([
      sendUnansweredAlerts(deps, now).catch(failed('the unanswered alerts')),
      prunePresence(deps.db, now).catch(failed('the presence pruning')),
    ]);
  });
  const stopHourly = deps.config.clock.every(60 * MINUTE, () => sweepChatRetention(deps).catch(failed('the retention sweep')));
  return () => {
    stopMinutely();
    stopHourly();
  };
}
