// Sends what the outbox holds: each instance polls for due emails, claims one at a time with a conditional
// update (two instances never send the same email), sends it over SMTP with nodemailer, and on failure tries
// again later, waiting twice as long each time, until MAIL_MAX_ATTEMPTS. A booking never waits for any of it.
// A failed try keeps its plain reason for the Inbox and logs the technical error with the delivery's id.
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import { MAIL_MAX_ATTEMPTS, mailFailureReason, retryDelay } from '@shared/contract/mail';
import type { Config } from '../config';
import { describeError, type Logger } from '../middleware/request-log';
import { nowIso, parseJson } from '../db/rows';
import { outboxRows } from './mail-outbox';

/** How long a claim holds: an instance that dies mid-send frees its emails after this. */
const CLAIM_MS = 60_000;
const BATCH = 10;

export class MailSender {
  private transport?: Transporter;
  private stopRounds?: () => void;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly db: Knex,
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    const mail = config.mail;
    if (mail) {
      this.transport = nodemailer.createTransport({
        host: mail.host,
        port: mail.port,
        secure: mail.secure,
        auth: mail.user ? { user: mail.user, pass: mail.password } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    }
  }

  get configured() {
    return !!this.transport;
  }

  /** Polls the outbox every `everyMs` (nothing to do without a mail server). */
  start(everyMs = 5_000) {
    if (!this.transport || this.stopRounds) return;
    this.stopRounds = this.config.clock.every(everyMs, () => this.kick());
    this.kick();
  }

  /**
   * Sends what is due now, soon after a booking or message, without making it wait; answers the sending under way
   * (a manual clock's round waits for it).
   */
  kick(): Promise<void> | undefined {
    if (!this.transport) return undefined;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverDue()
      .then(() => undefined)
      .catch((e) => this.logger.error({ err: describeError(e) }, 'The mail outbox could not be read'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
    return this.running;
  }

  /** Stops polling and waits for a send in progress. */
  async stop() {
    this.stopRounds?.();
    this.stopRounds = undefined;
    this.again = false;
    await this.running;
    this.transport?.close();
  }

  /** Claims and sends every due email; returns how many were sent. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    const now = this.config.clock.now();
    const unclaimed = (q: Knex.QueryBuilder) => q.whereNull('claimed_until').orWhere('claimed_until', '<', now);
    const due = await outboxRows(this.db)
      .where('status', 'pending')
      .where('next_attempt_at', '<=', now)
      .where(unclaimed)
      .orderBy('next_attempt_at')
      .limit(BATCH);
    let sent = 0;
    for (const row of due) {
      const claimed = await outboxRows(this.db)
        .where({ id: row.id, status: 'pending' })
        .where(unclaimed)
        .update({ claimed_until: now + CLAIM_MS });
      if (!claimed) continue;
      const attempts = Number(row.attempts) + 1;
      try {
        await this.transport.sendMail({ from: this.config.mail!.from, to: parseJson<string[]>(row.recipients, []), subject: row.mail_subject, text: row.body });
        await outboxRows(this.db).where('id', row.id).update({ status: 'sent', attempts, sent_at: nowIso(), last_error: null, claimed_until: null });
        sent++;
      } catch (e) {
        const gaveUp = attempts >= MAIL_MAX_ATTEMPTS;
        const nextAttemptAt = this.config.clock.now() + retryDelay(this.config.mailRetryMs, attempts);
        const reason = mailFailureReason(e);
        await outboxRows(this.db)
          .where('id', row.id)
          .update({ status: gaveUp ? 'failed' : 'pending', attempts, last_error: reason, next_attempt_at: nextAttemptAt, claimed_until: null });
        const err = e as { responseCode?: number; command?: string };
        this.logger[gaveUp ? 'error' : 'warn'](
          {
            deliveryId: row.id,
            kind: row.kind,
            attempt: attempts,
            ...(gaveUp ? {} : { nextAttemptAt: new Date(nextAttemptAt).toISOString() }),
            reason,
            err: { ...describeError(e), responseCode: err.responseCode, command: err.command },
          },
          gaveUp
            ? `Email ${row.id} failed on try ${attempts}, the last: given up`
            : `Email ${row.id} failed on try ${attempts}; next try at ${new Date(nextAttemptAt).toISOString()}`,
        );
      }
    }
    return sent;
  }
}
