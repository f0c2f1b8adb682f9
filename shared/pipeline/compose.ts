// The request pipeline's steps, run one inside the next as Koa middleware runs: each step may refuse the request
// (throw), change the context, and run the rest with `next()` — or wrap the rest, as a transaction does. The server's
// route kit (backend/src/route.ts) and the mocks' (mocks/route.ts) run the same steps over their own request; see
// pipeline.ts for the order and docs/adr/0030-one-request-pipeline.md for why.

/** One step of the pipeline: does its part, then runs the steps after it with `next`. */
export type Step<C> = (ctx: C, next: () => Promise<void>) => Promise<void>;

/** The steps as one: the first runs first, and each `next` runs the one after it (the last one's does nothing). */
export function compose<C>(steps: readonly Step<C>[]): (ctx: C) => Promise<void> {
  return (ctx) => {
    let last = -1;
    const run = async (i: number): Promise<void> => {
      // A step that ran the rest twice would run a handler twice (two writes): a mistake in the step, not the request.
      if (i <= last) throw new Error('A pipeline step called next() twice');
      last = i;
      const step = steps[i];
      if (step) await step(ctx, () => run(i + 1));
    };
    return run(0);
  };
}
