import { Alert, Form } from 'react-bootstrap';
import { CONSENT_TEXTS } from '@shared/contract/consent';
import { SUPER_ADMIN_ONLY_NOTE, type DraftPatch, type SettingsDraft } from './settings-rules';
import { TextField } from './text-field';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
  /** A regular admin: the ids and the code are shown, not editable (only a super admin may change them). */
  readOnly: boolean;
}

const PURPOSES = ['necessary', 'analytics', 'marketing'] as const;

/** A whole number typed into a field; what is not one is kept as NaN, for the server to refuse naming the field. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * Analytics tab: tracking ids and custom head/body code, which run on every public page, and the visitors' consent
 * to them (ADR 0042): what the custom code is for, the cookie banner's version (raising it asks every visitor again)
 * and how long a choice holds.
 */
export function AnalyticsTab({ draft, onChange, readOnly }: TabProps) {
  const field = (id: string) => ({ id, readOnly });
  return (
    <>
      {readOnly && (
        <Alert variant="info" data-testid="super-admin-only-note">
          {SUPER_ADMIN_ONLY_NOTE} You can still change and save every other setting.
        </Alert>
      )}
      <TextField
        {...field('hs-ga-id')}
        label="Google Analytics ID"
        placeholder="G-XXXXXXXXXX"
        value={draft.googleAnalyticsId}
        onChange={(googleAnalyticsId) => onChange({ googleAnalyticsId })}
      />
      <TextField
        {...field('hs-fb-pixel')}
        label="Facebook Pixel ID"
        value={draft.facebookPixelId}
        onChange={(facebookPixelId) => onChange({ facebookPixelId })}
      />
      <TextField
        {...field('hs-head-code')}
        label="Custom Head Code"
        rows={4}
        help="Inserted into the head of the public pages (not the login or the admin area)."
        value={draft.customHeadCode}
        onChange={(customHeadCode) => onChange({ customHeadCode })}
      />
      <TextField
        {...field('hs-body-code')}
        label="Custom Body Code"
        rows={4}
        help="Inserted at the end of the body of the public pages (not the login or the admin area)."
        value={draft.customBodyCode}
        onChange={(customBodyCode) => onChange({ customBodyCode })}
      />
      <Form.Group className="mb-3" controlId="hs-custom-code-purpose">
        <Form.Label>Custom code purpose</Form.Label>
        {/* A select cannot be read-only: a regular admin sees it disabled, and sends back what it holds. */}
        <Form.Select
          value={draft.customCodePurpose}
          disabled={readOnly}
          aria-describedby="hs-custom-code-purpose-help"
          onChange={(e) => onChange({ customCodePurpose: e.target.value as SettingsDraft['customCodePurpose'] })}
        >
          {PURPOSES.map((p) => (
            <option key={p} value={p}>
              {CONSENT_TEXTS.purposes[p].label}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="hs-custom-code-purpose-help">
          The custom code reaches a visitor&apos;s pages only once they allow this purpose in the cookie banner; Necessary reaches every page.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="hs-consent-banner-version">
        <Form.Label>Cookie banner version</Form.Label>
        <Form.Control
          type="number"
          min={1}
          step={1}
          readOnly={readOnly}
          value={Number.isFinite(draft.consentBannerVersion) ? draft.consentBannerVersion : ''}
          aria-describedby="hs-consent-banner-version-help"
          onChange={(e) => onChange({ consentBannerVersion: numberOf(e.target.value) })}
        />
        <Form.Text id="hs-consent-banner-version-help">Raise it when the trackers or their purposes change: every visitor is asked again.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="hs-consent-expiry">
        <Form.Label>Consent expiry (months)</Form.Label>
        <Form.Control
          type="number"
          min={1}
          max={13}
          step={1}
          readOnly={readOnly}
          value={Number.isFinite(draft.consentExpiryMonths) ? draft.consentExpiryMonths : ''}
          aria-describedby="hs-consent-expiry-help"
          onChange={(e) => onChange({ consentExpiryMonths: numberOf(e.target.value) })}
        />
        <Form.Text id="hs-consent-expiry-help">How long a visitor&apos;s choice holds before the banner asks again (1 to 13 months).</Form.Text>
      </Form.Group>
    </>
  );
}
