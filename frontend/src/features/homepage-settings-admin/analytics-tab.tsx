import { Alert } from 'react-bootstrap';
import { SUPER_ADMIN_ONLY_NOTE, type DraftPatch, type SettingsDraft } from './settings-rules';
import { TextField } from './text-field';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
  /** A regular admin: the ids and the code are shown, not editable (only a super admin may change them). */
  readOnly: boolean;
}

/** Analytics tab: tracking ids and custom head/body code, which run on every public page. */
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
    </>
  );
}
