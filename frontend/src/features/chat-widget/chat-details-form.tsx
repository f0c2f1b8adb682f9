// Who the visitor is and their first message, before the conversation exists. The `website` field is a trap for
// robots: off-screen, out of the tab order and hidden from assistive technology, so no person fills it in. The
// health-data consent (ADR 0043) is asked, never required: the chat takes no files, but a visitor may describe a case.
import { useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_LIMITS, chatTextProblem } from '@shared/contract/chat';
import { HEALTH_CONSENT_FIELD, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { EMAIL_PATTERN } from '@/lib/validation/email';
import { useGetHealthConsentQuery } from '@/platform/health-consent/health-consent-api';
import { HealthConsentBox } from '@/platform/health-consent/health-consent-box';
import type { ChatDetails, ChatFailure } from './use-visitor-chat';
import { useChatAnswer, useChatTexts, type ChatWords } from './chat-widget-texts';

type Field = 'name' | 'email' | 'message';
const FIELDS: Field[] = ['name', 'email', 'message'];

/** The visitor's own mistakes, by field, checked before anything is sent. */
function problemsOf(values: ChatDetails, texts: Pick<ChatWords, 'nameMissing' | 'emailInvalid'>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) problems.name = texts.nameMissing;
  if (!EMAIL_PATTERN.test(values.email.trim())) problems.email = texts.emailInvalid;
  const text = chatTextProblem(values.message);
  if (text) problems.message = text;
  return problems;
}

export function ChatDetailsForm({ notice, onStart }: { notice?: string; onStart(details: ChatDetails): Promise<ChatFailure | undefined> }) {
  const texts = useChatTexts();
  const said = useChatAnswer();
  const id = useId();
  const [values, setValues] = useState<ChatDetails>({ name: '', email: '', message: '', website: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ChatFailure>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const consent = useGetHealthConsentQuery();
  const [consentTicked, setConsentTicked] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);

  const focusField = (field: Field) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const found = problemsOf(values, texts);
    setProblems(found);
    setFailure(undefined);
    const first = FIELDS.find((f) => found[f]);
    if (first) return focusField(first);
    setSending(true);
    setConsentError(null);
    const version = consentTicked ? consent.data?.version : undefined;
    const refused = await onStart({ ...values, ...(version ? { healthDataConsentVersion: version } : {}) });
    setSending(false);
    if (!refused) return;
    if (refused.field === HEALTH_CONSENT_FIELD) {
      setConsentError(refused.text);
      // The text changed since the panel opened: the visitor reads the new one and ticks again if they wish.
      if (refused.text === HEALTH_CONSENT_TEXTS.stale) {
        setConsentTicked(false);
        void consent.refetch();
      }
      return;
    }
    const field = refused.field === 'text' ? 'message' : refused.field;
    if (field && FIELDS.includes(field as Field)) {
      setProblems({ [field]: refused.text });
      focusField(field as Field);
    } else setFailure(refused);
  }

  const set = (field: keyof ChatDetails) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    className: `form-control form-control-sm${problems[field] ? ' is-invalid' : ''}`,
    value: values[field],
    onChange: set(field),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-problem` : undefined,
  });
  const problem = (field: Field) =>
    problems[field] && (
      <div id={`${id}-${field}-problem`} className="invalid-feedback">
        {said(problems[field])}
      </div>
    );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="p-3" aria-label={texts.title}>
      {notice && <p className="alert alert-warning small p-2">{said(notice)}</p>}
      <p className="small">{texts.intro}</p>
      <div className="mb-2">
        <label htmlFor={`${id}-name`} className="form-label small mb-1">
          {texts.name}
        </label>
        <input {...fieldProps('name')} type="text" autoComplete="name" data-chat-autofocus />
        {problem('name')}
      </div>
      <div className="mb-2">
        <label htmlFor={`${id}-email`} className="form-label small mb-1">
          {texts.email}
        </label>
        <input {...fieldProps('email')} type="email" autoComplete="email" />
        {problem('email')}
      </div>
      <div className="chat-widget-trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <div className="mb-2">
        <label htmlFor={`${id}-message`} className="form-label small mb-1">
          {texts.firstMessage}
        </label>
        <textarea {...fieldProps('message')} rows={3} maxLength={CHAT_LIMITS.textMax} />
        {problem('message')}
      </div>
      <div className="mb-2 small">
        <HealthConsentBox
          consent={consent.data}
          checked={consentTicked}
          onChange={(on) => {
            setConsentTicked(on);
            setConsentError(null);
          }}
          error={consentError}
          unavailable={consent.isError}
        />
      </div>
      {failure && (
        <p role="alert" className="small fw-semibold text-danger-emphasis">
          {said(failure.text)}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
        {sending && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
        {sending ? texts.sending : texts.start}
      </button>
    </form>
  );
}
