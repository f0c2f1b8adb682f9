// The Contact Us page's rules and texts (docs/product/validation.md, messages.md and limits.md).
import type { components } from '@shared/contract/schema';
import { EMAIL_PATTERN } from '@/lib/validation/email';
import { contactTexts } from '@/lib/i18n/catalogs';
import { messagesIn, type Translate } from '@/lib/i18n/use-messages';

export const CONTACT_MINIMUMS = { name: 2, message: 10 } as const;

/** The form's messages in one language (the page's: `useMessages(contactTexts)`). */
export const contactMessages = (t: Translate<(typeof contactTexts)['en']>) => ({
  name: t('nameTooShort', { min: CONTACT_MINIMUMS.name }),
  email: t('invalidEmail'),
  message: t('messageTooShort', { min: CONTACT_MINIMUMS.message }),
  success: t('success'),
  failure: t('failure'),
});

/** The messages in English. */
export const CONTACT_MESSAGES = contactMessages(messagesIn(contactTexts, 'en'));

export type ContactFields = components['schemas']['ContactMessageInput'];
export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', message: '' };

export function validateContact(fields: ContactFields, words: Pick<typeof CONTACT_MESSAGES, keyof ContactFields> = CONTACT_MESSAGES): ContactErrors {
  const errors: ContactErrors = {};
  if (fields.name.trim().length < CONTACT_MINIMUMS.name) errors.name = words.name;
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = words.email;
  if (fields.message.trim().length < CONTACT_MINIMUMS.message) errors.message = words.message;
  return errors;
}

export const toContactInput = (fields: ContactFields): ContactFields => ({
  name: fields.name.trim(),
  email: fields.email.trim(),
  message: fields.message.trim(),
});
