import { CARD_WIDTH } from './plan-card';

/** Three card-sized placeholders while the plans load. */
export function PricingPlaceholders() {
  return (
    <div className="d-flex gap-4 overflow-hidden py-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card flex-shrink-0" style={{ width: CARD_WIDTH, minHeight: 420 }} data-plan-placeholder>
          <div className="card-body">
            <div className="h4 placeholder-glow">
              <span className="placeholder col-5" />
            </div>
            <div className="fs-3 mb-3 placeholder-glow">
              <span className="placeholder col-4" />
            </div>
            <p className="placeholder-glow">
              <span className="placeholder col-12" /> <span className="placeholder col-10" /> <span className="placeholder col-8" />
            </p>
            <p className="placeholder-glow">
              <span className="placeholder col-7" /> <span className="placeholder col-9" /> <span className="placeholder col-6" />
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}
