// Single flight: while a call for a key is running, every other caller of that key waits for it and gets its outcome
// (its value, or its failure) instead of making the same call again. Nothing is kept once the call settles: the next
// caller starts a new one, so a failure is never served after it happened.

export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** True while a call for `key` is running: a caller of `run` now would wait for it. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  /** How many calls are running. */
  get size(): number {
    return this.running.size;
  }

  /** The outcome of the call for `key` running now, or of `call`, started now for `key`. */
  run(key: string, call: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = (async () => call())().finally(() => {
      if (this.running.get(key) === started) this.running.delete(key);
    });
    this.running.set(key, started);
    return started;
  }
}
