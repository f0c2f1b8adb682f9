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

/** The position the list last announced the dragged item over ("… is over position 2 of 6."), if any. */
const overPosition = () => {
  const all = [...announced().matchAll(/ is over position (\d+) of /g)];
  return all.length ? Number(all[all.length - 1][1]) : undefined;
};

/**
 * Drags `handle` straight up or down onto `target` (an item of the same list) with the mouse, as a person does:
 * press, a small move that starts the drag, the move to the target, release, each step a frame or two apart and each
 * aimed where the elements are at that moment. Sent all at once from places measured beforehand, the later steps can
 * arrive before the list has measured its items, or where the page has moved on since (on a busy machine), and the
 * drop lands nowhere.
 */
export async function dragHandleTo(userEvent: UserEvent, handle: Element, target: Element) {
  // A person first brings the handle into view: pressed below the screen, the list would start scrolling at once.
  handle.scrollIntoView({ block: 'center', behavior: 'instant' });
  await settled(handle);
  const wanted = [...(target.parentElement?.children ?? [])].indexOf(target) + 1;
  const box = handle.getBoundingClientRect();
  const clientX = box.left + box.width / 2;
  const startY = box.top + box.height / 2;
  const direction = Math.sign(target.getBoundingClientRect().top - box.top);
  await userEvent.pointer({ keys: '[MouseLeft>]', target: handle, coords: { clientX, clientY: startY } });
  await userEvent.pointer({ coords: { clientX, clientY: startY + direction * 10 } });
  await frames();
  // Aimed at the target's own place, without the shift the list gives it to make room for the card (followed, that
  // shift would carry the mouse off the place it opened), wherever the page has scrolled it: the list scrolls the page
  // by itself while the mouse is near an edge (an aim above the screen scrolls it up until the target comes into view).
  const placeOfTarget = () => target.getBoundingClientRect().top - new DOMMatrixReadOnly(getComputedStyle(target).transform).m42;
  let offset = 10;
  let clientY = placeOfTarget() + offset;
  await userEvent.pointer({ coords: { clientX, clientY } });
  await frames();
  // A person lets go once the list shows the card over the place they want, with the mouse still on that place: the
  // list measures the card's middle, not the mouse, and may still be scrolling (its announcement then lags behind).
  // So until it names the target's position twice while the target's place stays under the mouse, the mouse follows
  // that place, a few pixels further toward it each time the list names another position (for four seconds at most,
  // on a busy machine). Passing over another position on the way does not count: the last announcement does.
  for (let i = 0, still = 0; i < 120; i++) {
    const place = placeOfTarget();
    const over = overPosition();
    still = over === wanted && Math.abs(place + offset - clientY) < 1 ? still + 1 : 0;
    if (still === 2) break;
    if (over !== undefined && over !== wanted) offset += Math.sign(wanted - over) * 4;
    clientY = place + offset;
    await userEvent.pointer({ coords: { clientX, clientY } });
    await frames();
  }
  await userEvent.pointer({ keys: '[/MouseLeft]', coords: { clientX, clientY } });
}
