// Makes the variants of uploaded photographs after their upload has answered. Any instance may do a row: it
// claims it first (a conditional update, so two instances never make the same variants), and a claim older than
// CLAIM_STALE_MS (an instance that stopped mid-way) may be taken over. A failure marks the row `failed` and keeps
// the original, which pages go on showing.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { bumpContentVersion } from '../db/content-version';
import type { Logger } from '../middleware/request-log';
import { keyOfPublicUrl, type FileStorage } from '../storage/file-storage';
import { makeVariants } from './image-variants';
import { fileRows, variantKey } from './media';
import type { VariantQueue } from './uploads';

type S = components['schemas'];

const CLAIM_STALE_MS = 5 * 60 * 1000;

export class ImageVariantWorker implements VariantQueue {
  private running?: Promise<void>;
  private again = false;
  private timer?: ReturnType<typeof setInterval>;
  private stopped = false;

  constructor(
    private readonly db: Knex,
    private readonly storage: FileStorage,
    private readonly logger: Logger,
    /** Called when variants are ready: the public pages' srcsets changed. */
    private readonly contentChanged: () => void,
  ) {}

  /** Picks up rows left pending (an instance stopped mid-way, an upload on another instance) every `everyMs`. */
  start(everyMs = 60_000) {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
    this.kick();
  }

  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((e) => this.logger.error({ err: { message: (e as Error).message } }, 'Image variants: the queue could not be read'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once nothing is being made (for tests and benchmarks). */
  async idle() {
    while (this.running) await this.running;
  }

  /** Stops taking rows and waits for the one being made. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }

  private async drain() {
    for (;;) {
      if (this.stopped) return;
      const row = await this.claimNext();
      if (!row) return;
      await this.make(row.id, row.file_url);
    }
  }

  /** The oldest pending row nobody holds, now held by this instance; undefined when there is none. */
  private async claimNext() {
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = Date.now();
      const free = (q: Knex.QueryBuilder) => q.whereNull('variants_claimed_at').orWhere('variants_claimed_at', '<', now - CLAIM_STALE_MS);
      const row = await fileRows(this.db).where('variants_state', 'pending').where(free).orderBy('created_at').first('id', 'file_url');
      if (!row) return undefined;
      const taken = await fileRows(this.db).where({ id: row.id, variants_state: 'pending' }).where(free).update({ variants_claimed_at: now });
      if (taken) return row;
    }
    return undefined;
  }

  private async make(id: string, fileUrl: string) {
    const key = keyOfPublicUrl(fileUrl);
    const started = Date.now();
    const made: string[] = [];
    try {
      if (!key) throw new Error('The original is not in storage');
      const original = await this.storage.get(key);
      if (!original) throw new Error('The original is missing');
      const variants: S['ImageVariant'][] = [];
      for (const v of await makeVariants(original)) {
        const vKey = variantKey(key, v.width, v.format);
        await this.storage.put(vKey, v.bytes);
        made.push(vKey);
        variants.push({ url: this.storage.publicUrl(vKey)!, format: v.format, width: v.width, height: v.height, fileSize: v.bytes.length });
      }
      const kept = await this.db.transaction(async (trx) => {
        const n = await fileRows(trx)
          .where('id', id)
          .update({ variants_state: 'ready', variants: JSON.stringify(variants), variants_claimed_at: null });
        if (n) await bumpContentVersion(trx);
        return n > 0;
      });
      // Deleted while it was being resized: nothing may stay behind.
      if (!kept) for (const k of made) await this.storage.delete(k);
      else this.contentChanged();
      this.logger.info({ fileId: id, variants: variants.length, durationMs: Date.now() - started }, 'Image variants made');
    } catch (e) {
      for (const k of made) await this.storage.delete(k).catch(() => undefined);
      await fileRows(this.db).where('id', id).update({ variants_state: 'failed', variants_claimed_at: null });
      this.logger.error({ fileId: id, err: { message: (e as Error).message } }, 'Image variants could not be made; the original is kept');
    }
  }
}
