// Scheduled releases (ADR 0033): every instance looks for due releases once a second, and once as it starts, so a
// release due while every instance was down is published by the first one up. A due release is claimed in the
// database first (claimDueReleases: a conditional update), so exactly one instance publishes it, as the admin who
// scheduled it; a conflict then marks it failed, as a publish now would.
import { randomUUID } from 'node:crypto';
import { DUE_STATES } from '@shared/contract/releases';
import { HttpError } from '@shared/contract/http-error';
import type { Logger } from '../middleware/request-log';
import type { Deps } from '../route';
import { findAdminRow, toAdmin } from './admin-records';
import { publishNow } from './release-publish';
import { claimDueReleases, findRelease, setReleaseState } from './releases';

export class ReleaseScheduler {
  private stopRounds?: () => void;
  private running?: Promise<string[]>;

  /** `deps` with the route kit's replayer (`releases`); `instance`, this instance's name in the claims it makes. */
  constructor(
    private readonly deps: Deps,
    private readonly logger: Pick<Logger, 'info' | 'error'>,
    readonly instance = `${process.pid}-${randomUUID()}`,
  ) {}

  /** Looks now, then every `everyMs`. */
  start(everyMs = 1_000) {
    if (this.stopRounds) return;
    this.stopRounds = this.deps.config.clock.every(everyMs, () => this.tick().catch(() => undefined));
    void this.tick().catch(() => undefined);
  }

  async stop() {
    this.stopRounds?.();
    this.stopRounds = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Publishes the releases due at `now` that this instance claims; answers their ids. One look at a time. */
  tick(now = this.deps.config.clock.now()): Promise<string[]> {
    this.running ??= this.publishDue(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async publishDue(now: number): Promise<string[]> {
    const published: string[] = [];
    for (const { id, scheduledBy } of await claimDueReleases(this.deps.db, this.instance, now)) {
      try {
        const row = await findAdminRow(this.deps.db, scheduledBy);
        if (!row) throw new HttpError(409, `The admin who scheduled it is no longer an admin`);
        await publishNow(this.deps, undefined, id, { admin: toAdmin(row), jti: '', expiresAt: 0, sid: '' }, DUE_STATES);
        published.push(id);
        this.logger.info({ release: id, instance: this.instance }, `Published the scheduled release ${id}`);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        this.logger.error({ release: id, err: message }, `The scheduled release ${id} was not published: ${message}`);
        // A refusal (a draft that no longer applies, a publisher who is gone) fails it, saying why, unless it is no
        // longer scheduled (a conflict has failed it already). Anything else (the database away) leaves it
        // scheduled: its claim goes stale and an instance tries again.
        if (e instanceof HttpError && (await findRelease(this.deps.db, id)).state === 'scheduled')
          await setReleaseState(this.deps.db, id, 'failed', { failure: { message, conflicts: [] } }).catch(() => undefined);
      }
    }
    return published;
  }
}
