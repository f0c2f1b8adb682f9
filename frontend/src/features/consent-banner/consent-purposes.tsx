import { useId } from 'react';
import { OPTIONAL_PURPOSES, type OptionalPurpose } from '@shared/contract/consent';
import { consentTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

export type Picks = Record<OptionalPurpose, boolean>;

interface ConsentPurposesProps {
  /** The purposes the site's trackers serve: only those are asked. */
  purposes: Picks;
  picks: Picks;
  onChange: (picks: Picks) => void;
}

/** "Choose": a box per purpose in use, with what it is for; the necessary cookies shown ticked and fixed. */
export function ConsentPurposes({ purposes, picks, onChange }: ConsentPurposesProps) {
  const id = useId();
  const t = useMessages(consentTexts);
  const box = (purpose: 'necessary' | OptionalPurpose, checked: boolean, onToggle?: (on: boolean) => void) => {
    const [label, description] = [t(`${purpose}Label`), t(`${purpose}Description`)];
    return (
      <div className="form-check" key={purpose}>
        <input
          className="form-check-input"
          type="checkbox"
          id={`${id}-${purpose}`}
          checked={checked}
          disabled={!onToggle}
          aria-describedby={`${id}-${purpose}-help`}
          onChange={(e) => onToggle?.(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-${purpose}`}>
          {label}
        </label>
        <div id={`${id}-${purpose}-help`} className="form-text mt-0">
          {description}
        </div>
      </div>
    );
  };
  return (
    <fieldset className="consent-purposes">
      <legend className="visually-hidden">{t('choose')}</legend>
      {box('necessary', true)}
      {OPTIONAL_PURPOSES.filter((p) => purposes[p]).map((p) => box(p, picks[p], (on) => onChange({ ...picks, [p]: on })))}
    </fieldset>
  );
}
