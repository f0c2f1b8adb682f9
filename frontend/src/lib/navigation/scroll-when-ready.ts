// Scrolling to a home page section after navigating there from another page (docs/product/limits.md): the page polls
// every 200 ms (up to 60 times) until the section is laid out, waits 500 ms once at least 5 polls have run,
// then scrolls, retrying up to 30 times at 100 ms intervals.
import { scrollToSection } from './link-target';

export const POLL = { intervalMs: 200, maxPolls: 60, minPolls: 5, settleMs: 500 } as const;
export const RETRY = { intervalMs: 100, maxTries: 30 } as const;

const laidOut = (id: string) => {
  const el = document.getElementById(id);
  return !!el && el.getBoundingClientRect().height > 0;
};

/** Scrolls to a section, retrying while it is not in the page yet; returns a cancel function. */
export function scrollWithRetry(id: string): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    tries++;
    if (scrollToSection(id) || tries >= RETRY.maxTries) return;
    timer = setTimeout(attempt, RETRY.intervalMs);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** Waits for the section to be laid out, then scrolls to it; returns a cancel function. */
export function scrollWhenReady(id: string): () => void {
  let polls = 0;
  let cancelled = false;
  let cancelScroll: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    if (cancelled) return;
    polls++;
    if ((polls >= POLL.minPolls && laidOut(id)) || polls >= POLL.maxPolls) {
      timer = setTimeout(() => {
        if (!cancelled) cancelScroll = scrollWithRetry(id);
      }, POLL.settleMs);
      return;
    }
    timer = setTimeout(poll, POLL.intervalMs);
  };
  timer = setTimeout(poll, POLL.intervalMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancelScroll?.();
  };
}
