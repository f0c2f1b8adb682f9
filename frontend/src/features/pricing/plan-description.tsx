import { useId, useState } from 'react';
import { clampDescription } from './pricing-logic';
import { pricingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** A description over 120 characters is clamped, with 'Read more' / 'Show less'. */
export function PlanDescription({ text, inert, lang }: { text: string; inert?: boolean; lang?: string }) {
  const t = useMessages(pricingTexts);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = clampDescription(text);
  if (!text) return null;
  return (
    <div className="mb-3">
      <p id={id} className="text-body-secondary mb-1" lang={lang}>
        {expanded || !short.clamped ? text : short.text}
      </p>
      {short.clamped && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          aria-expanded={expanded}
          aria-controls={id}
          tabIndex={inert ? -1 : undefined}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('showLess') : t('readMore')}
        </button>
      )}
    </div>
  );
}
