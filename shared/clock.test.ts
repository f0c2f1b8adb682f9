import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';

describe('the manual clock', () => {
  it('stands still until moved, then reads the time it was moved to', async () => {
    const clock = new ManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    await clock.advance(250);
    expect(clock.now()).toBe(1_250);
  });

  it('runs each round due on the way at its own time, earliest first, and none once stopped', async () => {
    const clock = new ManualClock(0);
    const seen: string[] = [];
    const stopFast = clock.every(300, () => seen.push(`fast at ${clock.now()}`));
    clock.every(500, () => seen.push(`slow at ${clock.now()}`));
    await clock.advance(1_000);
    expect(seen).toEqual(['fast at 300', 'slow at 500', 'fast at 600', 'fast at 900', 'slow at 1000']);
    stopFast();
    seen.length = 0;
    await clock.advance(600);
    expect(seen).toEqual(['slow at 1500']);
  });

  it('waits for a round that returns a promise before it moves on', async () => {
    const clock = new ManualClock(0);
    const finished: number[] = [];
    clock.every(100, async () => {
      await Promise.resolve();
      finished.push(clock.now());
    });
    await clock.advance(200);
    expect(finished).toEqual([100, 200]);
  });
});
