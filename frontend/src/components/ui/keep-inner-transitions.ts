/**
 * For every react-bootstrap Modal's `onEnter`: keeps the transitions inside the dialog (a button's colours as it is
 * pressed or disabled) from bubbling up to the dialog's own element. react-bootstrap's fade waits there for the
 * dialog's fade to end, with a timer in case none runs, and any `transitionend` reaching that element cancels the
 * timer. A close that cut the fade-in short has no fade of its own left to end: a button's transition ending then left
 * the dialog open, faded out, for good (the confirm dialog's story "Closes While Its Buttons Transition").
 */
export function keepInnerTransitionsIn(modal: HTMLElement) {
  modal.firstElementChild?.addEventListener('transitionend', (e) => e.stopPropagation());
}
