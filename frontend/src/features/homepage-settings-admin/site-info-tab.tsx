import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type DraftErrors, type DraftPatch, type SettingsDraft } from './settings-rules';
import { TextField } from './text-field';

interface TabProps {
  draft: SettingsDraft;
  errors: DraftErrors;
  /** The message shared by the meta title and the site name. */
  requiredErrorId: string;
  onChange: (patch: DraftPatch) => void;
}

/** Site Info tab: name (required), description and contact details. */
export function SiteInfoTab({ draft, errors, requiredErrorId, onChange }: TabProps) {
  return (
    <>
      <CountedField
        id="hs-site-name"
        label="Site Name"
        required
        value={draft.siteName}
        maxLength={LIMITS.siteName}
        invalidBy={errors.siteName ? requiredErrorId : undefined}
        onChange={(siteName) => onChange({ siteName })}
      />
      <CountedField
        id="hs-site-description"
        label="Site Description"
        as="textarea"
        value={draft.siteDescription}
        maxLength={LIMITS.siteDescription}
        onChange={(siteDescription) => onChange({ siteDescription })}
      />
      <TextField id="hs-contact-email" label="Contact Email" type="email" value={draft.contactEmail} onChange={(contactEmail) => onChange({ contactEmail })} />
      <TextField id="hs-contact-phone" label="Contact Phone" type="tel" value={draft.contactPhone} onChange={(contactPhone) => onChange({ contactPhone })} />
      <TextField id="hs-address" label="Address" rows={2} value={draft.address} onChange={(address) => onChange({ address })} />
      <TextField id="hs-business-hours" label="Business Hours" value={draft.businessHours} onChange={(businessHours) => onChange({ businessHours })} />
    </>
  );
}
