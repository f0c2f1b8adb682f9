import { useId } from 'react';
import { PlanDescription } from './plan-description';
import type { PlanView } from './pricing-logic';

export const CARD_WIDTH = 'min(360px, calc(100vw - 5rem))';

const CROSS = (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="flex-shrink-0 mt-1 text-body-tertiary">
    <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

interface Props {
  plan: PlanView;
  /** A looping copy: hidden from assistive technology and skipped by Tab (the middle copy is the real one). */
  clone?: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, clone, onChoose }: Props) {
  const titleId = useId();
  const popular = plan.badgeText !== undefined;
  return (
    <article
      className={`card flex-shrink-0 shadow-sm ${popular ? 'border-primary border-2' : ''}`}
      style={{ width: CARD_WIDTH }}
      aria-labelledby={titleId}
      aria-hidden={clone || undefined}
      data-plan-card={plan.id}
    >
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h3 id={titleId} className="h4 card-title mb-0" lang={plan.lang('name')}>
            {plan.name}
          </h3>
          {popular && (
            <span className="badge rounded-pill bg-primary" data-plan-badge lang={plan.lang('badgeText')}>
              {plan.badgeText}
            </span>
          )}
        </div>
        {plan.prices.length > 0 && (
          <ul className="list-unstyled mb-2">
            {plan.prices.map((p, i) => (
              <li key={`${p.label}-${i}`} className={i === 0 ? 'fs-3 fw-bold' : 'fs-6 fw-semibold'} data-price-line lang={plan.lang(`prices.${i}`)}>
                {p.label}
              </li>
            ))}
          </ul>
        )}
        {plan.billingText && (
          <p className="small text-body-secondary mb-2" lang={plan.lang('billingText')}>
            {plan.billingText}
          </p>
        )}
        <PlanDescription text={plan.description} inert={clone} lang={plan.lang('description')} />
        {plan.highlights.map((h, i) => (
          <p key={h} className="small fst-italic mb-2" lang={plan.lang(`highlights.${i}`)}>
            {h}
          </p>
        ))}
        <ul className="list-unstyled small mb-4">
          {plan.features.map((f, i) => (
            <li key={f} className="plan-feature d-flex gap-2 mb-1" lang={plan.lang(`features.${i}`)}>
              {f}
            </li>
          ))}
          {plan.limitations.map((l, i) => (
            <li key={l} className="d-flex gap-2 mb-1 text-body-secondary">
              {CROSS}
              <span lang={plan.lang(`limitations.${i}`)}>{l}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`btn ${popular ? 'btn-primary' : 'btn-outline-primary'} mt-auto`}
          tabIndex={clone ? -1 : undefined}
          onClick={onChoose}
          lang={plan.lang('buttonText')}
        >
          {plan.buttonText}
        </button>
      </div>
    </article>
  );
}
