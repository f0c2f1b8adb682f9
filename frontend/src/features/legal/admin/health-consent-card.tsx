// The health-data consent text in the Privacy Policy screen (ADR 0043): super admins change it (each change a new
// version, the earlier ones kept); other admins read it. The booking form and the privacy policy page show it.
import { useState, type FormEvent } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { HEALTH_CONSENT_TEXTS, type HealthConsentText } from '@shared/contract/person-data';
import { useAppSelector } from '@/app/hooks';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { CountedField } from '@/components/ui/counted-field';
import { FormCard } from '@/components/ui/form-card';
import { StatusAlert, type StatusMessage } from '@/components/ui/status-alert';
import { serverMessageOr, type ApiErrorShape } from '@/app/api';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { useGetHealthConsentQuery, useUpdateHealthConsentMutation } from '@/platform/health-consent/health-consent-api';
import { formatLongDate } from '@/features/legal/format-long-date';

/** The text's bounds, as openapi.yaml's HealthConsentInput sets them. */
export const HEALTH_CONSENT_TEXT_LIMITS = { min: 20, max: 2000 } as const;

export const HEALTH_CONSENT_CARD_TEXTS = {
  title: 'Health data consent',
  field: 'Consent text',
  tooShort: `The consent text must be at least ${HEALTH_CONSENT_TEXT_LIMITS.min} characters`,
  save: 'Save',
  saving: 'Saving...',
  readOnly: 'Only super admins can change the consent text.',
  failed: 'The consent text could not be saved. Please try again.',
  loading: 'Loading the consent text...',
  loadFailed: 'The consent text could not be loaded.',
} as const;

const version = (v: { version: number; updatedAt: string }) => `Version ${v.version}, ${formatLongDate(v.updatedAt)}`;

export function HealthConsentCard() {
  const superAdmin = useAppSelector(selectAdmin)?.role === 'super_admin';
  const consent = useGetHealthConsentQuery();
  const current = consent.data;
  // Kept here: a saved text arrives as a new version, which starts the editor over, and the message stays.
  const [status, setStatus] = useState<StatusMessage | null>(null);
  return (
    <FormCard headingId="health-consent-heading" title={HEALTH_CONSENT_CARD_TEXTS.title}>
      {!current ? (
        consent.isError ? (
          <LoadFailed message={HEALTH_CONSENT_CARD_TEXTS.loadFailed} onRetry={() => void consent.refetch()} retrying={consent.isFetching} />
        ) : (
          <LoadingStatus text={HEALTH_CONSENT_CARD_TEXTS.loading} />
        )
      ) : (
        <>
          <p className="text-body-secondary small" data-testid="health-consent-version">
            {version(current)}
          </p>
          {superAdmin ? (
            <>
              {/* A new version starts the field over from its text. */}
              <HealthConsentEditor key={current.version} current={current} onStatus={setStatus} />
              <StatusAlert message={status} onClose={() => setStatus(null)} className="mt-3 mb-0" />
            </>
          ) : (
            <>
              <blockquote className="border-start border-4 ps-3 mb-2" style={{ whiteSpace: 'pre-line' }}>
                {current.text}
              </blockquote>
              <p className="small text-body-secondary mb-0">{HEALTH_CONSENT_CARD_TEXTS.readOnly}</p>
            </>
          )}
        </>
      )}
    </FormCard>
  );
}

/** The super admin's form: the text (20 to 2000 characters), saved as the next version when it changed. */
function HealthConsentEditor({ current, onStatus: setStatus }: { current: HealthConsentText; onStatus: (status: StatusMessage | null) => void }) {
  const [save, saving] = useUpdateHealthConsentMutation();
  const [text, setText] = useState(current.text);
  const [error, setError] = useState<string>();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setStatus(null);
    if (text.trim().length < HEALTH_CONSENT_TEXT_LIMITS.min) {
      setError(HEALTH_CONSENT_CARD_TEXTS.tooShort);
      document.getElementById('health-consent-text')?.focus();
      return;
    }
    setError(undefined);
    const result = await save(text.trim());
    if ('error' in result) {
      const failure = result.error as ApiErrorShape;
      const fieldError = failure.errors?.find((f) => f.field === 'text');
      if (fieldError) setError(fieldError.message);
      else setStatus({ text: serverMessageOr(failure, HEALTH_CONSENT_CARD_TEXTS.failed), variant: 'danger', id: Date.now() });
      return;
    }
    const unchanged = result.data.message === HEALTH_CONSENT_TEXTS.unchanged;
    setStatus({ text: result.data.message || HEALTH_CONSENT_TEXTS.saved, variant: unchanged ? 'info' : 'success', id: Date.now() });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={HEALTH_CONSENT_CARD_TEXTS.title}>
      <CountedField
        id="health-consent-text"
        label={HEALTH_CONSENT_CARD_TEXTS.field}
        as="textarea"
        rows={5}
        required
        value={text}
        maxLength={HEALTH_CONSENT_TEXT_LIMITS.max}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" disabled={saving.isLoading}>
        {saving.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {saving.isLoading ? HEALTH_CONSENT_CARD_TEXTS.saving : HEALTH_CONSENT_CARD_TEXTS.save}
      </Button>
    </form>
  );
}
