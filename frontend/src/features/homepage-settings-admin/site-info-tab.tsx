import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type DraftPatch, type SettingsDraft } from './settings-rules';
import { TextField } from './text-field';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
}

/** Site Info tab: name, description and contact details. */
export function SiteInfoTab({ draft, onChange }: TabProps) {
  return (
    <>
      <CountedField
        id="hs-site-name"
        label="Site Name"
        required
        value={draft.siteName}
        maxLength={LIMITS.siteName}
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
