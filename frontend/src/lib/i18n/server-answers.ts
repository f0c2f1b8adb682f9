// The answers of the server and of the shared rules (shared/contract) that a public page shows, in the page's
// language: each known answer is found by its English text, the contract's constant the server and the mocks answer
// with, and worded from the catalogs' `answers` part; an answer the catalogs do not know is shown as it came.
import { CHAT_MESSAGES } from '@shared/contract/chat';
import { RATE_LIMIT_MESSAGE } from '@shared/contract/messages';
import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { answerTexts } from './catalogs';
import { messagesIn, useMessages, type Translate } from './use-messages';

type AnswerKey = keyof (typeof answerTexts)['en'];

/** Each known answer's English text and its key in the catalogs. */
export const KNOWN_ANSWERS: ReadonlyMap<string, AnswerKey> = new Map<string, AnswerKey>([
  [RATE_LIMIT_MESSAGE, 'rateLimited'],
  [HEALTH_CONSENT_TEXTS.missing, 'healthConsentMissing'],
  [HEALTH_CONSENT_TEXTS.stale, 'healthConsentStale'],
  [NEWSLETTER_MESSAGES.subscribeTaken, 'newsletterSubscribe'],
  [NEWSLETTER_MESSAGES.confirmed, 'newsletterConfirmed'],
  [NEWSLETTER_MESSAGES.unsubscribed, 'newsletterUnsubscribed'],
  [NEWSLETTER_MESSAGES.tokenInvalid, 'newsletterTokenInvalid'],
  [NEWSLETTER_MESSAGES.tokenUsed, 'newsletterTokenUsed'],
  [CHAT_MESSAGES.off, 'chatOff'],
  [CHAT_MESSAGES.noConversation, 'chatNoConversation'],
  [CHAT_MESSAGES.blocked, 'chatBlocked'],
  [CHAT_MESSAGES.closed, 'chatClosed'],
  [CHAT_MESSAGES.honeypot, 'chatHoneypot'],
  [CHAT_MESSAGES.transcriptQueued, 'chatTranscriptQueued'],
  [CHAT_MESSAGES.resumeInvalid, 'chatResumeInvalid'],
  [CHAT_MESSAGES.tooManyMessages, 'chatTooManyMessages'],
  [CHAT_MESSAGES.tooManyStreams, 'chatTooManyStreams'],
  [CHAT_MESSAGES.offlineNotice, 'chatOfflineNotice'],
  [CHAT_MESSAGES.emptyText, 'chatEmptyText'],
  [CHAT_MESSAGES.tooLong, 'chatTooLong'],
  [CHAT_MESSAGES.noHtml, 'chatNoHtml'],
  [CHAT_MESSAGES.badLink, 'chatBadLink'],
]);

/** An answer in the language `t` words. */
const answerIn =
  (t: Translate<(typeof answerTexts)['en']>) =>
  (message: string): string => {
    const key = KNOWN_ANSWERS.get(message);
    return key ? t(key) : message;
  };

/** An answer in the language `code` (outside a component: a test, a rule). */
export const serverAnswerIn = (code: string) => answerIn(messagesIn(answerTexts, code));

/** An answer in the page's language: `const said = useServerAnswer(); said(error.message)`. */
export function useServerAnswer(): (message: string) => string {
  const t = useMessages(answerTexts);
  return answerIn(t);
}
