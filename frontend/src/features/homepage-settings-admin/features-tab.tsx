import { Form } from 'react-bootstrap';
import { type DraftPatch, type FeatureSwitches, type SettingsDraft } from './settings-rules';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
}

const SWITCHES: { key: keyof FeatureSwitches; label: string }[] = [
  { key: 'enableBooking', label: 'Enable Booking' },
  { key: 'enableChat', label: 'Enable Chat' },
  { key: 'enableNewsletter', label: 'Enable Newsletter' },
  { key: 'enableReviews', label: 'Enable Reviews' },
  { key: 'enableBlog', label: 'Enable Blog' },
];

/** Features tab: the five feature switches. */
export function FeaturesTab({ draft, onChange }: TabProps) {
  return (
    <>
      {SWITCHES.map(({ key, label }) => (
        <Form.Check
          key={key}
          type="switch"
          id={`hs-${key}`}
          className="mb-2"
          label={label}
          checked={draft.features[key]}
          onChange={(e) => onChange({ features: { ...draft.features, [key]: e.target.checked } })}
        />
      ))}
    </>
  );
}
