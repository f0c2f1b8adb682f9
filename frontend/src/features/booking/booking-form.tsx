import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { EMPTY_BOOKING, firstMissing, isMissing, useBookingMessages, type BookingFields } from './booking-rules';
import { CaseUploadArea } from './case-upload-area';
import type { CaseUploadController } from './case-upload-controller';
import { filesPending, submitBlocker } from './case-upload-rules';
import { useBookingSubmit, type BookingOutcome } from './use-booking-submit';
import { typedFieldsOf, useTypedBeforeHydration } from '@/lib/hydration/use-typed-before-hydration';
import { HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { useGetHealthConsentQuery } from '@/platform/health-consent/health-consent-api';
import { HealthConsentBox } from '@/platform/health-consent/health-consent-box';
import { bookingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { useServerAnswer } from '@/lib/i18n/server-answers';

type FieldKey = Exclude<keyof BookingFields, 'message'>;

/** Each field's label is the catalog's text of its key. */
const FIELDS: { key: FieldKey; type: string; autoComplete?: string }[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'subject', type: 'text' },
  { key: 'date', type: 'date' },
  { key: 'time', type: 'time' },
];

/** What the banner under the fields says: the booking's outcome, or that it goes once the files are in. */
type Banner = BookingOutcome | { kind: 'waiting'; text: string };

const BANNER_VARIANT: Record<Banner['kind'], string> = { success: 'success', error: 'danger', waiting: 'info' };

/** The banner under the fields: the message a missing field is described by (it names every required field). */
const OUTCOME_ID = 'booking-outcome';
/** The health-data consent's box, which takes the focus when it must be ticked. */
const CONSENT_ID = 'booking-health-consent';

/**
 * The Get in Touch booking form (docs/product/screens.md, states.md, validation.md and messages.md), with its case
 * files (ADR 0027).
 */
export function BookingForm() {
  const t = useMessages(bookingTexts);
  const words = useBookingMessages();
  const said = useServerAnswer();
  const [fields, setFields] = useState<BookingFields>(EMPTY_BOOKING);
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Banner | null>(null);
  /** Submit was pressed while files were on their way: the booking goes once they are in. */
  const [waiting, setWaiting] = useState(false);
  /** The upload list's controller, once its code has loaded (it loads as the visitor reaches the form). */
  const [uploads, setUploads] = useState<CaseUploadController | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, ({ values }) => setFields((f) => ({ ...f, ...typedFieldsOf(values, EMPTY_BOOKING) })));
  const { submit, busy } = useBookingSubmit();
  // The health-data consent (ADR 0043): never ticked beforehand; required once case files are attached.
  const consent = useGetHealthConsentQuery();
  const [consentTicked, setConsentTicked] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const tickConsent = (on: boolean) => {
    setConsentTicked(on);
    if (on) setConsentError(null);
  };
  /** Case files are attached and the box is not ticked: the booking cannot go (the server would refuse it too). */
  const consentMissing = () => !consentTicked && !!uploads && uploads.getSnapshot().items.some((i) => i.state !== 'refused');
  const refuseWithoutConsent = () => {
    setConsentError(HEALTH_CONSENT_TEXTS.missing);
    setOutcome({ kind: 'error', text: HEALTH_CONSENT_TEXTS.missing });
    document.getElementById(CONSENT_ID)?.querySelector('input')?.focus();
  };

  const change = (key: keyof BookingFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));

  // What the visitor has typed by the time the booking goes (it may go later, once the files are in).
  const latest = useRef(fields);
  useEffect(() => {
    latest.current = fields;
  }, [fields]);

  /** Checks the details and the files, then sends the booking. */
  const send = useCallback(async () => {
    const current = latest.current;
    const missing = firstMissing(current);
    if (missing) {
      setChecked(true);
      setOutcome({ kind: 'error', text: words.required });
      // The first field to fill in takes the focus; a screen reader reads its label, then the message.
      document.getElementById(`booking-${missing}`)?.focus();
      return;
    }
    // Refused or failed files would reach the booking incomplete: the visitor removes (or retries) them first.
    const blocker = uploads && submitBlocker(uploads.getSnapshot(), words);
    if (blocker) {
      setOutcome({ kind: 'error', text: blocker });
      return;
    }
    if (consentMissing()) {
      refuseWithoutConsent();
      return;
    }
    const result = await submit(current, uploads?.uploadToken ?? null, consentTicked ? (consent.data?.version ?? null) : null);
    setOutcome(result);
    if (result.kind === 'error') {
      if (result.consentError) {
        setConsentError(result.consentError);
        // A text changed since the page loaded: the visitor reads the new one and ticks the box again.
        if (result.consentError === HEALTH_CONSENT_TEXTS.stale) {
          setConsentTicked(false);
          void consent.refetch();
        }
      }
      return;
    }
    setFields(EMPTY_BOOKING);
    uploads?.clear();
    setChecked(false);
    setConsentTicked(false);
    setConsentError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the consent's state is read as it is when the booking goes
  }, [submit, uploads, consentTicked, consent.data?.version]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || waiting) return;
    setOutcome(null);
    if (!firstMissing(fields) && uploads && filesPending(uploads.getSnapshot())) {
      // The booking would go unattended once the files are in: the consent is asked for now.
      if (consentMissing()) {
        refuseWithoutConsent();
        return;
      }
      setWaiting(true);
      setOutcome({ kind: 'waiting', text: words.filesUploading });
      return;
    }
    await send();
  }

  // Waiting for the files: the booking goes as soon as none is on its way any more (a file refused meanwhile stops
  // it with its message, as a press would).
  useEffect(() => {
    if (!waiting || !uploads) return;
    const check = () => {
      if (filesPending(uploads.getSnapshot())) return;
      setWaiting(false);
      void send();
    };
    const unsubscribe = uploads.subscribe(check);
    check();
    return () => void unsubscribe();
  }, [waiting, uploads, send]);

  const stopWaiting = () => {
    setWaiting(false);
    setOutcome(null);
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label={t('form')} aria-busy={busy}>
      <div className="row g-3">
        {FIELDS.map(({ key, type, autoComplete }) => {
          const invalid = checked && isMissing(fields, key);
          return (
            <div key={key} className="col-md-6">
              <label className="form-label" htmlFor={`booking-${key}`}>
                {t(key)} <span aria-hidden="true">*</span>
              </label>
              <input
                id={`booking-${key}`}
                name={key}
                className={`form-control${invalid ? ' is-invalid' : ''}`}
                type={type}
                required
                autoComplete={autoComplete}
                value={fields[key]}
                onChange={change(key)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid && outcome ? OUTCOME_ID : undefined}
              />
            </div>
          );
        })}
        <div className="col-12">
          <label className="form-label" htmlFor="booking-message">
            {t('messageOptional')}
          </label>
          <textarea id="booking-message" name="message" className="form-control" rows={4} value={fields.message} onChange={change('message')} />
        </div>
        <div className="col-12">
          <CaseUploadArea onReady={setUploads} />
        </div>
        <div className="col-12" id={CONSENT_ID}>
          <HealthConsentBox consent={consent.data} checked={consentTicked} onChange={tickConsent} error={consentError} unavailable={consent.isError} />
        </div>
      </div>
      <div aria-live="polite" className="mt-3">
        {outcome && (
          <div id={OUTCOME_ID} role={outcome.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${BANNER_VARIANT[outcome.kind]} mb-0`}>
            {said(outcome.text)}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy || waiting}>
          {(busy || waiting) && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? t('submitting') : waiting ? t('waitingForFiles') : t('submit')}
        </button>
        {waiting && (
          <button type="button" className="btn btn-outline-secondary" onClick={stopWaiting}>
            {t('dontSendYet')}
          </button>
        )}
      </div>
    </form>
  );
}
