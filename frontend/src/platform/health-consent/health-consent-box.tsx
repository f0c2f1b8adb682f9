// The explicit consent to process health data (ADR 0043): a box never ticked beforehand, its label, the text agreed
// to beside it, and the reason it is needed (or the server's refusal) under it.
import { useId } from 'react';
import { HEALTH_CONSENT_FIELD, type HealthConsentText } from '@shared/contract/person-data';
import { healthConsentTexts } from '@/lib/i18n/catalogs';
import { usePageLanguage } from '@/lib/i18n/page-language';
import { useServerAnswer } from '@/lib/i18n/server-answers';
import { useMessages } from '@/lib/i18n/use-messages';

interface HealthConsentBoxProps {
  /** The current text and its version; the box waits for it (a version must be known to be agreed to). */
  consent: HealthConsentText | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the form cannot go (not ticked while case files are attached), or the server's refusal naming the field (in English: the page words it). */
  error?: string | null;
  /** The text could not be read: the box cannot be ticked, and the visitor is told why. */
  unavailable?: boolean;
}

/** The field error the server answered for the consent's version, if any (a stale or a missing version). */
export function healthConsentError(error: unknown): string | null {
  const errors = (error as { errors?: { field: string; message: string }[] } | undefined)?.errors;
  return errors?.find((e) => e.field === HEALTH_CONSENT_FIELD)?.message ?? null;
}

export function HealthConsentBox({ consent, checked, onChange, error, unavailable }: HealthConsentBoxProps) {
  const id = useId();
  const t = useMessages(healthConsentTexts);
  const worded = useServerAnswer();
  const page = usePageLanguage();
  const describedBy = [`${id}-text`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-check">
      <input
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        type="checkbox"
        id={`${id}-box`}
        name={HEALTH_CONSENT_FIELD}
        checked={checked}
        disabled={!consent}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <label className="form-check-label" htmlFor={`${id}-box`}>
        {t('label')}
      </label>
      {/* The text agreed to is the team's, in the default language: marked so on another language's page. */}
      <div id={`${id}-text`} className="form-text mt-0" lang={consent && page.code !== page.defaultCode ? page.defaultCode : undefined}>
        {consent ? consent.text : unavailable ? t('unavailable') : t('loading')}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {worded(error)}
        </div>
      )}
    </div>
  );
}
