// What a refused or failed chat call means to the visitor, from the server's status (the contract's answers).
import { CHAT_MESSAGES } from '@shared/contract/chat';
import { ApiError } from '@/lib/api/client';
import { CHAT_WIDGET_TEXTS } from './chat-widget-texts';

/** A refused or failed call: what to show, the field it names, and whether trying again may help. */
export interface ChatFailure {
  text: string;
  field?: string;
  retry?: boolean;
}

export const statusOf = (e: unknown) => (e instanceof ApiError ? e.status : undefined);

/** What a refused call means to the visitor. */
export function failureOf(e: unknown): ChatFailure {
  if (!(e instanceof ApiError)) return { text: CHAT_WIDGET_TEXTS.failed, retry: true };
  switch (e.status) {
    case 400: {
      const [first] = e.fieldErrors;
      return { text: first?.message ?? e.message, field: first?.field };
    }
    case 401:
      return { text: CHAT_MESSAGES.noConversation };
    case 403:
      return { text: CHAT_MESSAGES.blocked };
    case 404:
      return { text: CHAT_MESSAGES.off };
    case 429:
      return { text: CHAT_MESSAGES.tooManyMessages };
    default:
      return { text: CHAT_WIDGET_TEXTS.failed, retry: true };
  }
}
