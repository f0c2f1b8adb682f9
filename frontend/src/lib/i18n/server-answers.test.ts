// The server's known answers in the page's language: English is the contract's exact text, German its own.
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@shared/contract/chat';
import { RATE_LIMIT_MESSAGE } from '@shared/contract/messages';
import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { CONSENT_TEXTS } from '@shared/contract/consent';
import { answerTexts, consentTexts, healthConsentTexts } from './catalogs';
import { KNOWN_ANSWERS, serverAnswerIn } from './server-answers';

describe("the server's answers on a public page", () => {
  it('are worded from the catalogs, whose English is the contract text each is found by', () => {
    expect(KNOWN_ANSWERS.size).toBe(Object.keys(answerTexts.en).length);
    for (const [english, key] of KNOWN_ANSWERS) expect(answerTexts.en[key]).toBe(english);
  });

  it('read in German on a German page, and as they came when the catalogs do not know them', () => {
    const german = serverAnswerIn('de');
    expect(german(NEWSLETTER_MESSAGES.subscribeTaken)).toBe(
      'Fast geschafft: Bitte bestätigen Sie Ihr Abonnement über den Link, den wir Ihnen per E-Mail gesendet haben.',
    );
    expect(german(NEWSLETTER_MESSAGES.confirmed)).toBe('Ihr Abonnement ist bestätigt. Vielen Dank für Ihre Anmeldung!');
    expect(german(RATE_LIMIT_MESSAGE)).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    expect(german(CHAT_MESSAGES.tooLong)).toBe('Nachrichten haben höchstens 5.000 Zeichen.');
    expect(german(HEALTH_CONSENT_TEXTS.stale)).toMatch(/^Der Einwilligungstext hat sich geändert/);
    expect(german('Something only the server knows.')).toBe('Something only the server knows.');
    expect(serverAnswerIn('en')(CHAT_MESSAGES.off)).toBe(CHAT_MESSAGES.off);
    // Arabic words the answers it has, and falls back to English for the others.
    expect(serverAnswerIn('ar')(CHAT_MESSAGES.off)).toBe(CHAT_MESSAGES.off);
  });

  it("keep the cookie banner's and the consent box's English as the contract has it", () => {
    const { purposes, ...plain } = CONSENT_TEXTS;
    for (const [key, text] of Object.entries(plain)) expect(consentTexts.en[key as keyof typeof plain]).toBe(text);
    for (const [purpose, { label, description }] of Object.entries(purposes)) {
      expect(consentTexts.en[`${purpose}Label` as keyof (typeof consentTexts)['en']]).toBe(label);
      expect(consentTexts.en[`${purpose}Description` as keyof (typeof consentTexts)['en']]).toBe(description);
    }
    expect([healthConsentTexts.en.label, healthConsentTexts.en.policyHeading]).toEqual([HEALTH_CONSENT_TEXTS.label, HEALTH_CONSENT_TEXTS.policyHeading]);
  });
});
