import { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { ColorField } from '@/components/ui/color-field';
import { brandPalette, type Role, type ThemeName } from '@shared/theme/palette';
import { ContrastReport } from './contrast-report';
import { type DraftPatch, type SettingsDraft } from './settings-rules';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
}

const COLOURS: { role: Role; key: 'primaryColor' | 'secondaryColor' | 'accentColor'; id: string; label: string }[] = [
  { role: 'primary', key: 'primaryColor', id: 'hs-primary-color', label: 'Primary Color' },
  { role: 'secondary', key: 'secondaryColor', id: 'hs-secondary-color', label: 'Secondary Color' },
  { role: 'accent', key: 'accentColor', id: 'hs-accent-color', label: 'Accent Color' },
];

/** Design tab: theme (light, dark, auto) and the three colours, each with how readable the site will draw it. */
export function DesignTab({ draft, onChange }: TabProps) {
  const { primaryColor, secondaryColor, accentColor } = draft;
  // The same function the site's theme uses: the report shows what the site will draw once saved.
  const palette = useMemo(() => brandPalette({ primaryColor, secondaryColor, accentColor }), [primaryColor, secondaryColor, accentColor]);
  const themes: ThemeName[] = draft.theme === 'auto' ? ['light', 'dark'] : [draft.theme === 'dark' ? 'dark' : 'light'];
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
      <p className="small">
        Text must reach a contrast of 4.5:1 to be readable. Where a colour falls short, the site keeps it for backgrounds and borders and draws links, text and
        button labels in an adjusted shade, listed under the colour.
      </p>
      {COLOURS.map(({ role, key, id, label }) => (
        <ColorField
          key={key}
          id={id}
          label={label}
          value={draft[key]}
          onChange={(value) => onChange({ [key]: value })}
          description={
            <div aria-live="polite">
              <ContrastReport role={role} value={draft[key]} palette={palette} themes={themes} />
            </div>
          }
        />
      ))}
    </>
  );
}
