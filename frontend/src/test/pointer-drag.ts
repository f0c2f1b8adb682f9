import type { userEvent as storyUserEvent } from 'storybook/test';

/** A play function's `userEvent` (its pointer). */
type UserEvent = { pointer: (...input: Parameters<typeof storyUserEvent.pointer>) => Promise<unknown> };

/** What the sortable list (dnd-kit) last told a screen reader of the drag: picked up, over a position, dropped. */
export const announced = () => [...document.querySelectorAll('[id^="DndLiveRegion"]')].map((e) => e.textContent ?? '').join(' | ');

/** Two animation frames: what the sortable list (dnd-kit) takes to measure its items once a drag starts or moves. */
const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Waits until `el` stays where it is for two frames (a preview or an image above it may still be moving it), up to 3 s. */
async function settled(el: Element) {
  const deadline = Date.now() + 3000;
  let top = el.getBoundingClientRect().top;
  for (;;) {
    await frames();
    const now = el.getBoundingClientRect().top;
    if (now === top || Date.now() > deadline) return;
    top = now;
  }
}

/**
 * Drags `handle` straight up or down onto the top of `target` with the mouse, as a person does: press, a small move
 * that starts the drag, the move to the target, release, each step a frame or two apart and each aimed where the
 * elements are at that moment. Sent all at once from places measured beforehand, the later steps can arrive before
 * the list has measured its items, or where the page has moved on since (on a busy machine), and the drop lands
 * nowhere.
 */
export async function dragHandleTo(userEvent: UserEvent, handle: Element, target: Element) {
  await settled(handle);
  const box = handle.getBoundingClientRect();
  const clientX = box.left + box.width / 2;
  const startY = box.top + box.height / 2;
  const direction = Math.sign(target.getBoundingClientRect().top - box.top);
  await userEvent.pointer({ keys: '[MouseLeft>]', target: handle, coords: { clientX, clientY: startY } });
  await userEvent.pointer({ coords: { clientX, clientY: startY + direction * 10 } });
  await frames();
  let clientY = target.getBoundingClientRect().top + 10;
  await userEvent.pointer({ coords: { clientX, clientY } });
  await frames();
  // A person lets go once the list shows the new place: until the list announces the item over another position,
  // the mouse moves on a pixel at a time (for a second at most), aimed where the target is now.
  for (let i = 0; i < 30 && !/ is over position /.test(announced()); i++) {
    clientY = target.getBoundingClientRect().top + 10 + (i % 2);
    await userEvent.pointer({ coords: { clientX, clientY } });
    await frames();
  }
  await userEvent.pointer({ keys: '[/MouseLeft]', coords: { clientX, clientY } });
}
