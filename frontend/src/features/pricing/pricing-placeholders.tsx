import { Placeholder } from 'react-bootstrap';
import { CARD_WIDTH } from './plan-card';

/** Three card-sized placeholders while the plans load. */
export function PricingPlaceholders() {
  return (
    <div className="d-flex gap-4 overflow-hidden py-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card flex-shrink-0" style={{ width: CARD_WIDTH, minHeight: 420 }} data-plan-placeholder>
          <div className="card-body">
            <Placeholder as="div" animation="glow" className="h4">
              <Placeholder xs={5} />
            </Placeholder>
            <Placeholder as="div" animation="glow" className="fs-3 mb-3">
              <Placeholder xs={4} />
            </Placeholder>
            <Placeholder as="p" animation="glow">
              <Placeholder xs={12} /> <Placeholder xs={10} /> <Placeholder xs={8} />
            </Placeholder>
            <Placeholder as="p" animation="glow">
              <Placeholder xs={7} /> <Placeholder xs={9} /> <Placeholder xs={6} />
            </Placeholder>
          </div>
        </div>
      ))}
    </div>
  );
}
