import { Form } from 'react-bootstrap';
import { ColorField } from '@/components/ui/color-field';
import { type DraftPatch, type SettingsDraft } from './settings-rules';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
}

/** Design tab: theme (light, dark, auto) and the three colours. */
export function DesignTab({ draft, onChange }: TabProps) {
  return (
    <>
      <Form.Group className="mb-3" controlId="hs-theme">
        <Form.Label>Theme</Form.Label>
        <Form.Select value={draft.theme} onChange={(e) => onChange({ theme: e.target.value as SettingsDraft['theme'] })}>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
          <option value="auto">Auto</option>
        </Form.Select>
      </Form.Group>
      <ColorField id="hs-primary-color" label="Primary Color" value={draft.primaryColor} onChange={(primaryColor) => onChange({ primaryColor })} />
      <ColorField id="hs-secondary-color" label="Secondary Color" value={draft.secondaryColor} onChange={(secondaryColor) => onChange({ secondaryColor })} />
      <ColorField id="hs-accent-color" label="Accent Color" value={draft.accentColor} onChange={(accentColor) => onChange({ accentColor })} />
    </>
  );
}
