// The chat island's waker (app/islands.ts, `waker`): a build entry of its own, which the server adds only to a page
// that holds the chat's button, so a page with the chat off loads exactly the script it loaded before the chat
// existed. Once the page is in and idle it wakes the button without a press when the chat is asked for: an email's
// link to a conversation (`?chat=<token>`, CHAT_RESUME_PARAM) or the panel the visitor left open on the page before
// (chat-flag.ts). It wakes the island as a reach does, by the focus entering it (lib/islands/wake.ts).
//
// It imports nothing: a module it shared with boot.ts would move out of the page's entry into a chunk of its own,
// one more request on every page. The names it spells are held to the shared ones by chat-wake.test.ts.

/** The chat island's name (the registry's key, the query parameter of an email's link). */
export const CHAT_ISLAND = 'chat';
/** The storage key of the chat's flag (chat-flag.ts). */
export const CHAT_FLAG_STORAGE_KEY = 'novaguide-chat';

/** True when the address opens a conversation or the panel was left open; blocked or unreadable storage is a no. */
export function chatAskedFor(win: Window): boolean {
  if (new URLSearchParams(win.location.search).has(CHAT_ISLAND)) return true;
  try {
    return (JSON.parse(win.localStorage.getItem(CHAT_FLAG_STORAGE_KEY) ?? '{}') as { open?: unknown }).open === true;
  } catch {
    return false;
  }
}

/** Wakes the page's chat island, once the page is in and idle, when it is asked for. */
export function wakeChatWhenAsked(win: Window = window): void {
  const island = win.document.querySelector(`[data-island="${CHAT_ISLAND}"]`);
  if (!island || !chatAskedFor(win)) return;
  const wake = () => island.dispatchEvent(new Event('focusin', { bubbles: true }));
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(wake, { timeout: 2000 }) : win.setTimeout(wake, 200));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

if (typeof document !== 'undefined') wakeChatWhenAsked();
