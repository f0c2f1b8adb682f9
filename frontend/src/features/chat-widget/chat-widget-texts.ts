// The widget's own words, from the catalogs (lib/i18n/messages); the rules' texts (refusals, limits, the offline
// notice) are CHAT_MESSAGES in shared/contract/chat.ts, which the server answers with too.
import { useMemo } from 'react';
import { chatTexts } from '@/lib/i18n/catalogs';
import { messagesIn, useMessages, type Translate } from '@/lib/i18n/use-messages';
import { useServerAnswer } from '@/lib/i18n/server-answers';

type ChatMessages = (typeof chatTexts)['en'];
type Plain = Exclude<keyof ChatMessages, 'typing' | 'newMessage'>;

/** The widget's words in one language, worded by `t`. */
const chatWords = (t: Translate<ChatMessages>) => ({
  ...(Object.fromEntries(Object.keys(chatTexts.en).map((key) => [key, t(key as Plain)])) as Record<Plain, string>),
  typing: (name: string) => t('typing', { name }),
  newMessage: (name: string, text: string) => t('newMessage', { name, text }),
});

export type ChatWords = ReturnType<typeof chatWords>;

/** The widget's words in English. */
export const CHAT_WIDGET_TEXTS: ChatWords = chatWords(messagesIn(chatTexts, 'en'));

/** The widget's words in the page's language. */
export function useChatTexts(): ChatWords {
  const t = useMessages(chatTexts);
  return useMemo(() => chatWords(t), [t]);
}

/**
 * A refusal or notice in the page's language: the widget's own failure text (chat-failure.ts says it in English),
 * or an answer of the server or of the shared chat rules (useServerAnswer).
 */
export function useChatAnswer(): (text: string) => string {
  const texts = useChatTexts();
  const said = useServerAnswer();
  return (text) => (text === CHAT_WIDGET_TEXTS.failed ? texts.failed : said(text));
}
