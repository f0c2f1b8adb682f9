// The one clock the backend and the mocks read time from and schedule their rounds on (ADR 0035): the system's in
// production, a manual one in a test, which moves only when told to and runs each round that falls due on the way,
// in order, so a test sees a retry, a scheduled publish or an expiry without waiting for the wall clock.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /**
   * Runs `run` every `ms` until the returned function is called. A round that returns a promise is waited for by a
   * manual clock before it moves on; the system clock does not keep the process alive for it.
   */
  every(ms: number, run: () => unknown): () => void;
}

export const systemClock: Clock = {
  // Read at each call, not bound once: a test that fakes Date (vi.useFakeTimers) moves this clock too.
  now: () => Date.now(),
  every(ms, run) {
    const timer = setInterval(() => void run(), ms);
    (timer as { unref?: () => void }).unref?.();
    return () => clearInterval(timer);
  },
};

interface Round {
  due: number;
  ms: number;
  run: () => unknown;
}

/** A clock for tests: it starts at `start` (the time it is made, by default) and moves only by advance(). */
export class ManualClock implements Clock {
  private readonly rounds = new Set<Round>();

  constructor(private time = Date.now()) {}

  now() {
    return this.time;
  }

  every(ms: number, run: () => unknown) {
    const round = { due: this.time + ms, ms, run };
    this.rounds.add(round);
    return () => void this.rounds.delete(round);
  }

  /** Moves the time on by `ms`, running every round due on the way at its own time, earliest first. */
  async advance(ms: number) {
    const end = this.time + ms;
    for (let next = this.nextDue(end); next; next = this.nextDue(end)) {
      this.time = next.due;
      next.due += next.ms;
      await next.run();
    }
    this.time = end;
  }

  private nextDue(end: number): Round | undefined {
    let next: Round | undefined;
    for (const round of this.rounds) if (round.due <= end && (!next || round.due < next.due)) next = round;
    return next;
  }
}
