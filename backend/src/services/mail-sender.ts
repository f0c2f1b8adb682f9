// Sends what the outbox holds: each instance polls for due emails, claims them one by one with a conditional
// update (two instances never send the same email), sends them over SMTP with nodemailer (a small pool of
// connections), and on failure tries again later, waiting twice as long each time, until MAIL_MAX_ATTEMPTS. A booking
// never waits for any of it. A failed try keeps its plain reason for the Inbox and logs the technical error with the
// delivery's id. Newsletter emails go at most NEWSLETTER_RATE_PER_MINUTE a minute across the whole fleet (counted from
// the claims of the last minute, which every instance sees), and never hold back the other kinds (ADR 0040).
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import { MAIL_MAX_ATTEMPTS, mailFailureReason, retryDelay } from '@shared/contract/mail';
import type { Config } from '../config';
import { describeError, type Logger } from '../middleware/request-log';
import { nowIso, parseJson } from '../db/rows';
import { outboxRows, type OutboxRow } from './mail-outbox';

/** The most emails of one kind (newsletter, or the rest) an instance claims in one round. */
export const MAIL_BATCH = 10;
const NEWSLETTER_KIND = 'newsletter-article';
const MINUTE = 60_000;

export class MailSender {
  private transport?: Transporter;
  private stopRounds?: () => void;
  private running?: Promise<void>;
  private again = false;
  private stopping = false;

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
        // A few connections kept open: a newsletter's thousands of emails do not open one each.
        pool: true,
        maxConnections: 4,
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
  start(everyMs = this.config.mailPollMs) {
    if (!this.transport || this.stopRounds) return;
    this.stopping = false;
    this.stopRounds = this.config.clock.every(everyMs, () => this.kick());
    this.kick();
  }

  /**
   * Sends what is due now, soon after a booking or message, without making it wait; answers the sending under way
   * (a manual clock's round waits for it).
   */
  kick(): Promise<void> | undefined {
    // Once stopping, nothing new is claimed: what is left waits for another instance, or this one's next start.
    if (!this.transport || this.stopping) return undefined;
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

  /**
   * Stops polling and waits for the round in progress: every email it claimed is sent (or its failure stored) before
   * this resolves, so a graceful stop leaves no claim behind; no new round starts.
   */
  async stop() {
    this.stopping = true;
    this.stopRounds?.();
    this.stopRounds = undefined;
    this.again = false;
    await this.running;
    this.transport?.close();
  }

  /** Claims and sends every due email, round after round until none is left (or the newsletter's rate is used up); returns how many were sent. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      const round = await this.deliverRound();
      sent += round.sent;
      if (!round.seen || this.stopping) return sent;
    }
  }

  /** How many more newsletter emails the fleet may send in the minute up to `now`. */
  private async newsletterBudget(now: number): Promise<number> {
    const row = await outboxRows(this.db)
      .where('kind', NEWSLETTER_KIND)
      .where('claimed_at', '>', now - MINUTE)
      .count({ n: '*' })
      .first();
    return Math.max(0, this.config.newsletterRatePerMinute - Number((row as { n?: number } | undefined)?.n ?? 0));
  }

  /**
   * One round: the due emails of other kinds first, then the newsletter's the rate allows. The other kinds are sent
   * at once; the newsletter's one after another, so that an instance killed mid-send has at most one email handed to
   * the mail server and not yet marked sent (ADR 0040).
   */
  private async deliverRound(): Promise<{ seen: number; sent: number }> {
    const now = this.config.clock.now();
    const unclaimed = (q: Knex.QueryBuilder) => q.whereNull('claimed_until').orWhere('claimed_until', '<', now);
    const due = () =>
      outboxRows(this.db).where('status', 'pending').where('next_attempt_at', '<=', now).where(unclaimed).orderBy('next_attempt_at').orderBy('id');
    const others = await due().whereNot('kind', NEWSLETTER_KIND).limit(MAIL_BATCH);
    const budget = Math.min(MAIL_BATCH, await this.newsletterBudget(now));
    const newsletter = budget > 0 ? await due().where('kind', NEWSLETTER_KIND).limit(budget) : [];
    const claimed: OutboxRow[] = [];
    for (const row of [...others, ...newsletter]) {
      const won = await outboxRows(this.db)
        .where({ id: row.id, status: 'pending' })
        .where(unclaimed)
        .update({ claimed_until: now + this.config.mailClaimMs, claimed_at: now });
      if (won) claimed.push(row);
    }
    const results = await Promise.all(claimed.filter((row) => row.kind !== NEWSLETTER_KIND).map((row) => this.send(row)));
    for (const row of claimed.filter((r) => r.kind === NEWSLETTER_KIND)) results.push(await this.send(row));
    return { seen: others.length + newsletter.length, sent: results.filter(Boolean).length };
  }

  /**
   * Sends one claimed email and stores how it went. It is marked sent the moment the mail server accepted it, so the
   * window in which a killed instance has sent an email without knowing is as short as it can be; the Message-ID,
   * fixed when it was queued, lets the receiving side recognise the rare repeat (ADR 0040).
   */
  private async send(row: OutboxRow): Promise<boolean> {
    const attempts = Number(row.attempts) + 1;
    try {
      await this.transport!.sendMail({
        from: this.config.mail!.from,
        to: parseJson<string[]>(row.recipients, []),
        subject: row.mail_subject,
        text: row.body,
        headers: parseJson<Record<string, string>>(row.headers ?? null, {}),
        ...(row.message_id ? { messageId: row.message_id } : {}),
      });
      await outboxRows(this.db).where('id', row.id).update({ status: 'sent', attempts, sent_at: nowIso(), last_error: null, claimed_until: null });
      return true;
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
      return false;
    }
  }
}
