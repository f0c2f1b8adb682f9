import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { submissionKeys } from '@shared/contract/idempotency';
import { useSendContactMessageMutation } from './contact-api';
import { contactMessages, EMPTY_CONTACT, toContactInput, validateContact, type ContactErrors, type ContactFields } from './contact-rules';
import { typedFieldsOf, useTypedBeforeHydration } from '@/lib/hydration/use-typed-before-hydration';
import { contactTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

const FIELD_ORDER = ['name', 'email', 'message'] as const;

/** Name, email and message, validated (docs/product/validation.md) and sent to the server (ADR 0021). */
export function ContactForm() {
  const t = useMessages(contactTexts);
  const words = contactMessages(t);
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const [send, { isLoading }] = useSendContactMessageMutation();
  // One Idempotency-Key per message: a retry of the same words after a failure reuses it, so it is stored once.
  const [keys] = useState(submissionKeys);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, ({ values }) => setFields((f) => ({ ...f, ...typedFieldsOf(values, EMPTY_CONTACT) })));

  const invalid = (key: keyof ContactFields) =>
    errors[key] ? { isInvalid: true, 'aria-invalid': true, 'aria-describedby': `contact-${key}-error` } : { isInvalid: false };
  const change = (key: keyof ContactFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (isLoading) return;
    setOutcome(null);
    const found = validateContact(fields, words);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((key) => found[key]);
    if (firstInvalid) {
      // The first field to correct takes the focus; a screen reader reads its label, then its message.
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    const body = toContactInput(fields);
    const result = await send({ body, idempotencyKey: keys.keyFor(body) });
    if ('error' in result) {
      setOutcome('failure');
      return;
    }
    keys.succeeded();
    setOutcome('success');
    setFields(EMPTY_CONTACT);
  }

  return (
    <Form ref={form} noValidate onSubmit={onSubmit} aria-label={t('form')} aria-busy={isLoading}>
      <Form.Group className="mb-3" controlId="contact-name">
        <Form.Label>{t('name')}</Form.Label>
        <Form.Control type="text" name="name" autoComplete="name" required value={fields.name} onChange={change('name')} {...invalid('name')} />
        <Form.Control.Feedback type="invalid" id="contact-name-error">
          {errors.name}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="contact-email">
        <Form.Label>{t('email')}</Form.Label>
        <Form.Control type="email" name="email" autoComplete="email" required value={fields.email} onChange={change('email')} {...invalid('email')} />
        <Form.Control.Feedback type="invalid" id="contact-email-error">
          {errors.email}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="contact-message">
        <Form.Label>{t('message')}</Form.Label>
        <Form.Control as="textarea" name="message" rows={6} required value={fields.message} onChange={change('message')} {...invalid('message')} />
        <Form.Control.Feedback type="invalid" id="contact-message-error">
          {errors.message}
        </Form.Control.Feedback>
      </Form.Group>
      <div aria-live="polite">
        {outcome === 'success' && (
          <Alert variant="success" role="status">
            {words.success}
          </Alert>
        )}
        {outcome === 'failure' && (
          <Alert variant="danger" role="alert">
            {words.failure}
          </Alert>
        )}
      </div>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? t('sending') : t('send')}
      </Button>
    </Form>
  );
}
