// Step: a retry-safe submission (an Idempotency-Key on an idempotent route, @shared/contract/idempotency): the key's
// stored answer within 24 hours is replayed before the handler runs (Idempotent-Replayed: true); a different body
// with a used key is a 409; otherwise the rest runs and its answer is stored with the key. Where the answers are kept
// is each side's own (the server: a table, written in the handler's transaction; the mocks: their db), the port.
import { requestFingerprint } from '@shared/contract/idempotency';
import type { Step } from './compose';
import type { JsonReply, RequestContext } from './context';

export interface IdempotencyStore<C extends RequestContext> {
  /**
   * The stored answer to the key, or `run`'s answer stored with it. `run` runs the rest of the pipeline; a repeat
   * that arrives while the first is under way waits for it; a failure stores nothing.
   */
  answerOnce(
    ctx: C,
    request: { operation: string; key: string; fingerprint: string },
    run: () => Promise<JsonReply>,
  ): Promise<{ answer: JsonReply; replayed: boolean }>;
}

export const idempotencyStep =
  <C extends RequestContext>(store: IdempotencyStore<C>, jsonOf: (result: C['result']) => JsonReply | undefined): Step<C> =>
  async (ctx, next) => {
    const key = ctx.idempotencyKey;
    if (!key) return next();
    const { operationId } = ctx.route.op;
    const { answer, replayed } = await store.answerOnce(ctx, { operation: operationId, key, fingerprint: await requestFingerprint(ctx.body) }, async () => {
      await next();
      const reply = jsonOf(ctx.result);
      if (!reply) throw new Error(`${operationId}: an idempotent route answers JSON`);
      return reply;
    });
    ctx.result = answer as C['result'];
    ctx.replayed = replayed;
  };
