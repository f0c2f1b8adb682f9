// The upload list's speed: bytes a second over the last few seconds, for the total's "3.1 MB/s · about 2 min left".

const WINDOW_MS = 8000;

export class TransferSpeed {
  private moved = 0;
  private samples: [number, number][] = [];
  private last: number | null = null;

  /** Bytes that went out (a retry that starts over from the server's offset adds nothing). */
  add(bytes: number) {
    this.moved += Math.max(0, bytes);
  }

  /** The speed now, or null when nothing is moving (`active` false) or it is too early to tell. */
  read(active: boolean, now = Date.now()): number | null {
    if (!active) {
      this.samples = [];
      this.last = null;
      return null;
    }
    this.samples = [...this.samples.filter(([t]) => now - t <= WINDOW_MS), [now, this.moved]];
    const [t0, m0] = this.samples[0];
    if (now - t0 >= 1000) this.last = ((this.moved - m0) * 1000) / (now - t0);
    return this.last;
  }
}
