import { useCallback, useEffect, useState } from 'react';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** How long after closing a removed opener is still looked after (a delete's list refresh arrives later). */
const WATCH_MS = 5000;

interface Opener {
  element: HTMLElement;
  /** Its ancestors when it opened, nearest first: where focus goes when the opener itself is gone. */
  ancestors: HTMLElement[];
}

/** The nearest place that is still there: the first control in the nearest remaining ancestor (or the ancestor itself, if focusable). */
function focusNearest({ ancestors }: Opener) {
  for (const place of ancestors) {
    if (!place.isConnected) continue;
    const control = [...place.querySelectorAll<HTMLElement>(TABBABLE)].find((el) => el.getClientRects().length > 0);
    const target = control ?? (place.hasAttribute('tabindex') ? place : null);
    if (target) return target.focus();
  }
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** Puts focus back on the opener, or near it when the action removed it (now or once the list refreshes). */
function restore(opener: Opener) {
  const { element } = opener;
  if (!element.isConnected) return focusNearest(opener);
  element.focus();
  const watch = new MutationObserver(() => {
    if (document.activeElement !== element && !focusLost()) return stop();
    if (!element.isConnected) {
      if (focusLost()) focusNearest(opener);
      stop();
    }
  });
  const timer = window.setTimeout(() => stop(), WATCH_MS);
  const stop = () => {
    watch.disconnect();
    window.clearTimeout(timer);
  };
  watch.observe(document.body, { childList: true, subtree: true });
}

/**
 * Focus for a dialog or panel that opens from a control (WCAG 2.4.3): remembers what had focus when it opened,
 * and `returnFocus()` (call it once closed, e.g. from a Modal's onExited) puts focus back there. When the opener is
 * gone (the row it sat in was deleted), focus goes to the nearest control that remains. `open` is false (or null)
 * while closed; a panel that shows one of several things passes what it shows (e.g. an id), so opening it for
 * another one remembers that one's opener instead.
 */
export function useReturnFocus(open: boolean | string | null) {
  const [opener, setOpener] = useState<Opener | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    // Read while rendering the opening: the opener still has focus (before it re-renders disabled or hidden).
    const active = open && typeof document !== 'undefined' ? document.activeElement : null;
    if (active instanceof HTMLElement && active !== document.body) {
      const ancestors: HTMLElement[] = [];
      for (let el = active.parentElement; el && el !== document.body; el = el.parentElement) ancestors.push(el);
      setOpener({ element: active, ancestors });
    }
  }
  return useCallback(() => {
    if (!opener) return;
    setOpener(null);
    restore(opener);
  }, [opener]);
}

/** For a panel or an inline form that closes without an animation: focus goes back as soon as it has closed. */
export function useReturnFocusOnClose(open: boolean | string | null) {
  const returnFocus = useReturnFocus(open);
  useEffect(() => {
    if (!open) returnFocus();
  }, [open, returnFocus]);
}
