// The Contact Us page's rules and texts (docs/product/validation.md, messages.md and limits.md).
import type { components } from '@shared/contract/schema';
import { EMAIL_PATTERN } from '@/lib/validation/email';

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  message: 'Message must be at least 10 characters.',
  success: 'Form submitted successfully!',
  failure: 'Error submitting form. Please try again.',
} as const;

export const CONTACT_MINIMUMS = { name: 2, message: 10 } as const;

export type ContactFields = components['schemas']['ContactMessageInput'];
export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', message: '' };

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (fields.name.trim().length < CONTACT_MINIMUMS.name) errors.name = CONTACT_MESSAGES.name;
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = CONTACT_MESSAGES.email;
  if (fields.message.trim().length < CONTACT_MINIMUMS.message) errors.message = CONTACT_MESSAGES.message;
  return errors;
}

export const toContactInput = (fields: ContactFields): ContactFields => ({
  name: fields.name.trim(),
  email: fields.email.trim(),
  message: fields.message.trim(),
});
