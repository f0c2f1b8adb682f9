import { useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import { useLinkHandler } from '@/lib/navigation/use-link-handler';
import { ChevronIcon } from '@/components/ui/chevron-icon';
import { PlanCard } from './plan-card';
import { loopPlans, type PlanView } from './pricing-logic';
import { useCarouselScroll } from './use-carousel-scroll';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { pricingTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePageLanguage } from '@/lib/i18n/page-language';

const ROUND_BUTTON = 'btn btn-outline-secondary rounded-circle p-2 lh-1';

/** Pause (two bars) or play (a triangle), drawn like the chevrons; the button carries the label. */
function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {paused ? <path d="M6 4l10 6-10 6z" fill="currentColor" /> : <path d="M6 4v12M14 4v12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * The horizontally scrolling plan cards with arrows back and forth (left and right, mirrored on a right-to-left page). More than one plan: the list is tripled
 * and loops (once live: the server's HTML holds one copy), auto-scrolling unless the visitor prefers reduced motion or pauses it (WCAG 2.2.2).
 */
export function PricingCarousel({ plans }: { plans: PlanView[] }) {
  const t = useMessages(pricingTexts);
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const looping = plans.length > 1;
  const moves = looping && !reducedMotion;
  const items = loopPlans(plans, { live: useHydrated() });
  const { step, handlers } = useCarouselScroll(trackRef, { count: plans.length, looping, cards: items.length, autoScroll: moves && !paused, reducedMotion });
  const follow = useLinkHandler();
  const middle = looping ? 1 : 0;
  // The first arrow goes back towards the line's start: left on a left-to-right page, right on a right-to-left one,
  // where the row of buttons and the track run from the right.
  const rtl = usePageLanguage().direction === 'rtl';

  return (
    <div {...handlers}>
      {looping && (
        <div className="d-flex justify-content-end gap-2 mb-3">
          {moves && (
            <button type="button" className={ROUND_BUTTON} aria-label={paused ? t('resumeScrolling') : t('pauseScrolling')} onClick={() => setPaused(!paused)}>
              <PauseIcon paused={paused} />
            </button>
          )}
          <button type="button" className={ROUND_BUTTON} aria-label={rtl ? t('scrollRight') : t('scrollLeft')} onClick={() => step(-1)}>
            <ChevronIcon direction="left" alongLine />
          </button>
          <button type="button" className={ROUND_BUTTON} aria-label={rtl ? t('scrollLeft') : t('scrollRight')} onClick={() => step(1)}>
            <ChevronIcon direction="right" alongLine />
          </button>
        </div>
      )}
      <div
        ref={trackRef}
        role="region"
        aria-label={t('plans')}
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
