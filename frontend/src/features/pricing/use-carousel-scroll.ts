import { useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { AUTO_SCROLL_PX_PER_SECOND, MANUAL_PAUSE_MS, SCROLL_STEP_PX, stepStart, wrapScroll } from './pricing-logic';

interface Options {
  /** Plans in one copy of the list. */
  count: number;
  /** The list is tripled (more than one plan). */
  looping: boolean;
  /** Cards on the track now: one copy of the plans before the carousel is live, three after. */
  cards: number;
  /** Auto-scroll runs (looping, and the visitor did not ask for reduced motion). */
  autoScroll: boolean;
  reducedMotion: boolean;
}

/** One copy's width: from the first card to the first card of the second copy (leftwards on a right-to-left page). */
function periodOf(track: HTMLElement, count: number): number {
  const first = track.children[0] as HTMLElement | undefined;
  const next = track.children[count] as HTMLElement | undefined;
  return first && next ? Math.abs(next.offsetLeft - first.offsetLeft) : 0;
}

/**
 * How far the track is scrolled from its start. On a right-to-left page the track starts at its right edge and
 * `scrollLeft` runs from 0 down to negative values (CSSOM View): the sign makes the position grow towards the end
 * in both directions, so the loop's arithmetic (pricing-logic.ts) is one.
 */
const sideOf = (track: HTMLElement) => (getComputedStyle(track).direction === 'rtl' ? -1 : 1);
const positionOf = (track: HTMLElement) => sideOf(track) * track.scrollLeft;
const scrollTo = (track: HTMLElement, pos: number) => void (track.scrollLeft = sideOf(track) * pos);

const maxScroll = (track: HTMLElement) => track.scrollWidth - track.clientWidth;

function isFocusVisible(el: EventTarget) {
  try {
    return el instanceof Element && el.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * The carousel's motion (docs/product/limits.md): 40 px/s on requestAnimationFrame, paused while hovered, touched or
 * keyboard-focused and for 2.5 s after an arrow or a touch; arrows move 384 px; the tripled list wraps
 * seamlessly.
 */
export function useCarouselScroll(trackRef: RefObject<HTMLDivElement | null>, { count, looping, cards, autoScroll, reducedMotion }: Options) {
  const pause = useRef({ hover: false, touch: false, focus: false, until: 0 });

  // Start on the middle copy, so both arrows have room; the first card in view stays the one the server's HTML
  // showed when the copies around it arrive.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (track) scrollTo(track, looping && cards > count ? periodOf(track, count) : 0);
  }, [trackRef, count, looping, cards]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !autoScroll) return;
    let frame = 0;
    let last: number | undefined;
    const side = sideOf(track);
    let pos = side * track.scrollLeft;
    const tick = (now: number) => {
      const dt = last === undefined ? 0 : Math.min(now - last, 100);
      last = now;
      // Someone else moved it (an arrow, a finger, the keyboard): continue from there.
      if (Math.abs(side * track.scrollLeft - pos) > 2) pos = side * track.scrollLeft;
      const p = pause.current;
      if (!p.hover && !p.touch && !p.focus && now >= p.until) {
        pos = wrapScroll(pos + (AUTO_SCROLL_PX_PER_SECOND * dt) / 1000, periodOf(track, count), maxScroll(track));
        track.scrollLeft = side * pos;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [trackRef, count, autoScroll]);

  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      pause.current.until = performance.now() + MANUAL_PAUSE_MS;
      if (looping) {
        const pos = positionOf(track);
        const start = stepStart(pos, direction, periodOf(track, count), maxScroll(track));
        if (start !== pos) scrollTo(track, start);
      }
      track.scrollBy({ left: sideOf(track) * direction * SCROLL_STEP_PX, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [trackRef, count, looping, reducedMotion],
  );

  const handlers = {
    onMouseEnter: () => void (pause.current.hover = true),
    onMouseLeave: () => void (pause.current.hover = false),
    onTouchStart: () => void (pause.current.touch = true),
    onTouchEnd: () => {
      pause.current.touch = false;
      pause.current.until = performance.now() + MANUAL_PAUSE_MS;
    },
    onTouchCancel: () => void (pause.current.touch = false),
    // Keyboard focus holds it still (a mouse click on an arrow does not: the 2.5 s pause applies).
    onFocus: (e: FocusEvent) => void (pause.current.focus = isFocusVisible(e.target)),
    onBlur: (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) pause.current.focus = false;
    },
  };

  return { step, handlers };
}
