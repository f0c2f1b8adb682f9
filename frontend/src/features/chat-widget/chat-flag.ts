// What the page keeps of a visitor's chat between pages and reloads: only whether a conversation was started and
// whether its panel was open. The conversation's token is the HttpOnly cookie the server set, which no script reads.
// An open panel wakes the chat on the next page by itself (chat-wake.ts reads the same key).

export const CHAT_FLAG_KEY = 'novaguide-chat';

export interface ChatFlag {
  started: boolean;
  open: boolean;
}

/** The stored flag, or none (never started, storage blocked, or not JSON). */
export function readChatFlag(storage: Storage | undefined = globalThis.localStorage): ChatFlag | undefined {
  try {
    const raw = storage?.getItem(CHAT_FLAG_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<ChatFlag>;
    return { started: value.started === true, open: value.open === true };
  } catch {
    return undefined;
  }
}

/** Stores the flag; `undefined` forgets it (the conversation is gone). Storage that refuses leaves the page as it is. */
export function writeChatFlag(flag: ChatFlag | undefined, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (flag) storage?.setItem(CHAT_FLAG_KEY, JSON.stringify(flag));
    else storage?.removeItem(CHAT_FLAG_KEY);
  } catch {
    // Private modes may refuse storage: the chat still works on this page.
  }
}
