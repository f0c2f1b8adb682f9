import { type DraftPatch, type SettingsDraft } from './settings-rules';
import { TextField } from './text-field';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
}

/** Analytics tab: tracking ids and custom head/body code. */
export function AnalyticsTab({ draft, onChange }: TabProps) {
  return (
    <>
      <TextField
        id="hs-ga-id"
        label="Google Analytics ID"
        placeholder="G-XXXXXXXXXX"
        value={draft.googleAnalyticsId}
        onChange={(googleAnalyticsId) => onChange({ googleAnalyticsId })}
      />
      <TextField id="hs-fb-pixel" label="Facebook Pixel ID" value={draft.facebookPixelId} onChange={(facebookPixelId) => onChange({ facebookPixelId })} />
      <TextField
        id="hs-head-code"
        label="Custom Head Code"
        rows={4}
        help="Inserted into the page head as written."
        value={draft.customHeadCode}
        onChange={(customHeadCode) => onChange({ customHeadCode })}
      />
      <TextField
        id="hs-body-code"
        label="Custom Body Code"
        rows={4}
        help="Inserted at the end of the page body as written."
        value={draft.customBodyCode}
        onChange={(customBodyCode) => onChange({ customBodyCode })}
      />
    </>
  );
}
