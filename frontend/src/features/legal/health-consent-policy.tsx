// What the privacy policy page adds to the document the team writes: the health-data consent text a visitor agrees
// to with case files, with its version and date (ADR 0043), and the purposes the cookie banner asks about (ADR 0042).
import { useId } from 'react';
import { CONSENT_TEXTS, OPTIONAL_PURPOSES } from '@shared/contract/consent';
import { HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { useGetHealthConsentQuery } from '@/platform/health-consent/health-consent-api';
import { HEALTH_CONSENT_LOADING } from '@/platform/health-consent/health-consent-box';
import { formatLongDate } from './format-long-date';
import { usePageLocale } from '@/lib/format/intl';
import { legalTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** The heading of the cookie banner's purposes on the privacy policy page. */
export const TRACKER_PURPOSES_HEADING = 'Cookies and trackers';

export function HealthConsentPolicy() {
  const t = useMessages(legalTexts);
  const consent = useGetHealthConsentQuery();
  const locale = usePageLocale();
  const consentHeading = useId();
  const trackersHeading = useId();
  return (
    <>
      <section aria-labelledby={consentHeading} className="policy-section mb-5">
        <h2 id={consentHeading} className="h3 mb-3">
          {HEALTH_CONSENT_TEXTS.policyHeading}
        </h2>
        {consent.data ? (
          <>
            <blockquote className="border-start border-4 border-primary bg-primary-subtle rounded-end p-3 mb-2" style={{ whiteSpace: 'pre-line' }}>
              {consent.data.text}
            </blockquote>
            <p className="small text-body-secondary">
              {t('consentVersion', { version: consent.data.version, date: formatLongDate(consent.data.updatedAt, locale) ?? '' })}
            </p>
          </>
        ) : (
          <p className="text-body-secondary">{consent.isError ? t('consentUnavailable') : HEALTH_CONSENT_LOADING}</p>
        )}
      </section>
      <section aria-labelledby={trackersHeading} className="policy-section mb-5">
        <h2 id={trackersHeading} className="h3 mb-3">
          {TRACKER_PURPOSES_HEADING}
        </h2>
        <p>{CONSENT_TEXTS.bannerText}</p>
        <dl>
          {(['necessary', ...OPTIONAL_PURPOSES] as const).map((purpose) => (
            <div key={purpose}>
              <dt>{CONSENT_TEXTS.purposes[purpose].label}</dt>
              <dd>{CONSENT_TEXTS.purposes[purpose].description}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
