import { useRef, useState, type FormEvent } from 'react';
import type { components } from '@shared/contract/schema';
import { serverMessageOr } from '@/app/api';
import { EMAIL_PATTERN } from '@/lib/validation/email';
import { useSubscribeNewsletterMutation } from './newsletter-api';
import { useTypedBeforeHydration } from '@/lib/hydration/use-typed-before-hydration';
import { footerTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { useServerAnswer } from '@/lib/i18n/server-answers';

/** The form's own messages in English (a page words them in its language). */
export const NEWSLETTER_MESSAGES = { invalidEmail: footerTexts.en.invalidEmail, failure: footerTexts.en.subscribeFailed } as const;

/** The server's message (e.g. the rate limit), or a general text when there is none or no answer came. */
const failureText = (error: unknown, general: string): string => serverMessageOr(error, general);

type Newsletter = components['schemas']['Footer']['newsletter'];
/** 'invalid' is the address's own error (the field is marked and takes the focus); 'error' is the server's answer. */
type Feedback = { kind: 'success' | 'error' | 'invalid'; text: string };

/** The footer's newsletter signup (ADR 0022): the address is on the list once its owner follows the emailed link. */
export function NewsletterForm({ newsletter }: { newsletter: Newsletter }) {
  const t = useMessages(footerTexts);
  const said = useServerAnswer();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(form, ({ values }) => values.email && setEmail(values.email));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (isLoading) return;
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setFeedback({ kind: 'invalid', text: t('invalidEmail') });
      input.current?.focus();
      return;
    }
    setFeedback(null);
    const result = await subscribe({ email: value });
    if ('error' in result) {
      setFeedback({ kind: 'error', text: failureText(result.error, t('subscribeFailed')) });
      return;
    }
    setFeedback({ kind: 'success', text: result.data });
    setEmail('');
  }

  const invalid = feedback?.kind === 'invalid';
  return (
    <div>
      <h2 className="h6 text-uppercase">{newsletter.title}</h2>
      {newsletter.description && <p className="small">{newsletter.description}</p>}
      <form ref={form} noValidate onSubmit={onSubmit} aria-label={t('newsletter')}>
        <div className="input-group">
          <input
            ref={input}
            type="email"
            name="email"
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            autoComplete="email"
            placeholder={newsletter.placeholder || t('emailPlaceholder')}
            aria-label={t('emailLabel')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'newsletter-feedback' : undefined}
          />
          <button type="submit" className="btn btn-primary" aria-label={t('subscribe')} disabled={isLoading}>
            {isLoading ? (
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            ) : (
              <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false" className="flip-rtl">
                <path d="M1 8a.5.5 0 0 1 .5-.5h11.8L9.15 3.35a.5.5 0 1 1 .7-.7l5 5a.5.5 0 0 1 0 .7l-5 5a.5.5 0 0 1-.7-.7l4.15-4.15H1.5A.5.5 0 0 1 1 8z" />
              </svg>
            )}
          </button>
        </div>
        <div aria-live="polite">
          {feedback && (
            <p
              id="newsletter-feedback"
              role={feedback.kind === 'success' ? 'status' : 'alert'}
              className={`small mt-2 mb-0 ${feedback.kind === 'success' ? '' : 'fw-semibold'}`}
            >
              {said(feedback.text)}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
