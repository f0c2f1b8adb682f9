// The site's own texts in the page's language: `const t = useMessages(contactTexts); t('send')`,
// `t('nameTooShort', { min: 2 })`. A text the language lacks is English's, worded with English's plural rules.
import { useMemo } from 'react';
import type { MessagePart } from './catalog-types';
import { formatMessage, type MessageValues } from './message-format';
import { usePageLanguage } from './page-language';

export type Translate<M> = (key: keyof M & string, values?: MessageValues) => string;

/** The texts of `part` in the language `code`, outside a component (a rule's message, a test). */
export function messagesIn<M extends Record<string, string>>(part: MessagePart<M>, code: string): Translate<M> {
  return (key, values) => {
    const own = part[code]?.[key];
    return own === undefined ? formatMessage(part.en[key], values, 'en') : formatMessage(own, values, code);
  };
}

/** The texts of `part` in the page's language. */
export function useMessages<M extends Record<string, string>>(part: MessagePart<M>): Translate<M> {
  const { code } = usePageLanguage();
  return useMemo(() => messagesIn(part, code), [part, code]);
}
