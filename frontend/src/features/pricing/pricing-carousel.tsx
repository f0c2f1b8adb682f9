import { useRef } from 'react';
import { useLinkHandler } from '@/lib/navigation/use-link-handler';
import { ChevronIcon } from '@/components/ui/chevron-icon';
import { PlanCard } from './plan-card';
import { loopPlans, type PlanView } from './pricing-logic';
import { useCarouselScroll } from './use-carousel-scroll';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * The horizontally scrolling plan cards with left and right arrows. More than one plan: the list is tripled
 * and loops, auto-scrolling unless the visitor prefers reduced motion.
 */
export function PricingCarousel({ plans }: { plans: PlanView[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const looping = plans.length > 1;
  const { step, handlers } = useCarouselScroll(trackRef, { count: plans.length, looping, autoScroll: looping && !reducedMotion, reducedMotion });
  const follow = useLinkHandler();
  const items = loopPlans(plans);
  const middle = looping ? 1 : 0;

  return (
    <div {...handlers}>
      {looping && (
        <div className="d-flex justify-content-end gap-2 mb-3">
          <button type="button" className="btn btn-outline-secondary rounded-circle p-2 lh-1" aria-label="Scroll pricing plans left" onClick={() => step(-1)}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className="btn btn-outline-secondary rounded-circle p-2 lh-1" aria-label="Scroll pricing plans right" onClick={() => step(1)}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      )}
      <div
        ref={trackRef}
        role="region"
        aria-label="Pricing plans"
        tabIndex={0}
        className={`d-flex gap-4 py-2 px-1 ${looping ? 'overflow-x-auto' : 'justify-content-center'}`}
        style={{ scrollbarWidth: 'none', overscrollBehaviorX: 'contain' }}
        data-pricing-track
      >
        {items.map(({ item, copy }) => (
          <PlanCard key={`${copy}-${item.id}`} plan={item} clone={copy !== middle} onChoose={() => follow('#contact-section')} />
        ))}
      </div>
    </div>
  );
}
