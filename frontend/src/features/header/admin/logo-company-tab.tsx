import { Col, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type HeaderDraft } from './header-draft';
import { FIELD_IDS, type HeaderErrors } from './header-validation';
import { LogoUpload } from './logo-upload';
import type { useLogoAsset } from './use-logo-asset';

type LogoCompany = Pick<HeaderDraft, 'logo' | 'companyName' | 'tagline'>;

interface LogoCompanyTabProps {
  draft: LogoCompany;
  errors: HeaderErrors;
  logo: ReturnType<typeof useLogoAsset>;
  onChange: (patch: Partial<LogoCompany>) => void;
  /** Sets the logo url alone (after an upload or removal, when other fields may have changed meanwhile). */
  onLogoUrl: (url: string) => void;
}

/** Logo & Company tab: logo text and alt text, company name (required), tagline, and the logo file. */
export function LogoCompanyTab({ draft, errors, logo, onChange, onLogoUrl }: LogoCompanyTabProps) {
  const setLogo = (p: Partial<HeaderDraft['logo']>) => onChange({ logo: { ...draft.logo, ...p } });
  return (
    <>
      <Row className="gx-3">
        <Col xs={12} md={6}>
          <CountedField
            id={FIELD_IDS.companyName}
            label="Company Name"
            required
            value={draft.companyName}
            maxLength={LIMITS.companyName}
            error={errors[FIELD_IDS.companyName]}
            onChange={(companyName) => onChange({ companyName })}
          />
        </Col>
        <Col xs={12} md={6}>
          <CountedField id="header-tagline" label="Tagline" value={draft.tagline} maxLength={LIMITS.tagline} onChange={(tagline) => onChange({ tagline })} />
        </Col>
        <Col xs={12} md={6}>
          <CountedField id="header-logo-text" label="Logo Text" value={draft.logo.text} maxLength={LIMITS.logoText} onChange={(text) => setLogo({ text })} />
        </Col>
        <Col xs={12} md={6}>
          <CountedField id="header-logo-alt" label="Logo Alt Text" value={draft.logo.alt} maxLength={LIMITS.logoAlt} onChange={(alt) => setLogo({ alt })} />
        </Col>
      </Row>
      <LogoUpload
        currentUrl={logo.asset?.fileUrl || draft.logo.url || undefined}
        currentAlt={draft.logo.alt || draft.companyName || 'Current logo'}
        uploading={logo.uploading}
        removing={logo.removing}
        onUpload={async (file) => {
          const stored = await logo.upload(file);
          if (stored) onLogoUrl(stored.fileUrl);
          return !!stored;
        }}
        onRemove={async () => {
          const removed = await logo.remove();
          // Removing the logo clears its url (docs/product/states.md).
          if (removed) onLogoUrl('');
          return removed;
        }}
      />
    </>
  );
}
