import { SOCIAL_KEYS, type DraftPatch, type SettingsDraft } from './settings-rules';
import { TextField } from './text-field';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
}

const LABELS = { facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube' } as const;

/** Social Media tab: one profile URL per network (five, with YouTube). */
export function SocialMediaTab({ draft, onChange }: TabProps) {
  return (
    <>
      {SOCIAL_KEYS.map((key) => (
        <TextField
          key={key}
          id={`hs-social-${key}`}
          label={`${LABELS[key]} URL`}
          type="url"
          value={draft.socialMedia[key]}
          onChange={(value) => onChange({ socialMedia: { ...draft.socialMedia, [key]: value } })}
        />
      ))}
    </>
  );
}
