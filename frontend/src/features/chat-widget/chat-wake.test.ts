// The chat's waker spells the island's name, the email link's parameter and the flag's storage key itself (it may
// import nothing the page's entry holds): here they are held to the shared ones, by what it does on a page.
import { describe, expect, it } from 'vitest';
import { CHAT_RESUME_PARAM } from '@shared/contract/chat';
import { ISLAND_ATTR } from '@/lib/islands/island-marker';
import { ISLANDS } from '@/app/islands';
import { writeChatFlag, type ChatFlag } from './chat-flag';
import { wakeChatWhenAsked } from './chat-wake';

/** A page holding the chat island (found by the registry's own attribute), its address and its storage. */
function pageWith(search: string, flag?: ChatFlag, storageBlocked = false) {
  const island = new EventTarget();
  let woken = 0;
  island.addEventListener('focusin', () => woken++);
  const stored = new Map<string, string>();
  const storage = {
    getItem: (k: string) => {
      if (storageBlocked) throw new Error('SecurityError');
      return stored.get(k) ?? null;
    },
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  } as unknown as Storage;
  writeChatFlag(flag, storage);
  const win = {
    location: { search },
    localStorage: storage,
    requestIdleCallback: (run: () => void) => run(),
    document: {
      readyState: 'complete',
      querySelector: (selector: string) => (selector === `[${ISLAND_ATTR.name}="${CHAT_RESUME_PARAM}"]` ? island : null),
    },
  } as unknown as Window;
  wakeChatWhenAsked(win);
  return () => woken;
}

describe("the chat island's waker", () => {
  it("names the registry's chat island, whose name is the email link's parameter", () => {
    expect(ISLANDS).toHaveProperty(CHAT_RESUME_PARAM);
    expect(ISLANDS.chat.wake).toContain('interaction');
  });

  it("wakes the chat on an email's link to a conversation", () => {
    expect(pageWith(`?${CHAT_RESUME_PARAM}=a-token`)()).toBe(1);
  });

  it('wakes the chat when the panel was left open on the page before', () => {
    expect(pageWith('', { started: true, open: true })()).toBe(1);
  });

  it('leaves it asleep when the panel was closed, nothing was started, or storage is blocked', () => {
    expect(pageWith('', { started: true, open: false })()).toBe(0);
    expect(pageWith('')()).toBe(0);
    expect(pageWith('?page=2', { started: true, open: true }, true)()).toBe(0);
  });
});
