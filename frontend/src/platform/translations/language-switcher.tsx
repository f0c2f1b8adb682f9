import { Form } from 'react-bootstrap';
import type { SiteLanguage } from '@shared/contract/translations';
import { TRANSLATION_SCREEN_TEXTS } from './translation-words';

interface LanguageSwitcherProps {
  languages: readonly SiteLanguage[];
  current: SiteLanguage;
  onChoose: (code: string) => void;
}

/** Which of the site's languages a content screen shows: the default (the screen itself) or one to translate into. */
export function LanguageSwitcher({ languages, current, onChoose }: LanguageSwitcherProps) {
  return (
    <Form.Group controlId="screen-language" className="d-flex align-items-center justify-content-end gap-2 mb-3">
      <Form.Label className="mb-0">{TRANSLATION_SCREEN_TEXTS.switcherLabel}</Form.Label>
      <Form.Select size="sm" className="w-auto" value={current.code} onChange={(e) => onChoose(e.target.value)}>
        {languages.map((l, i) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name} ({l.code}){i === 0 ? ' – default' : ''}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
