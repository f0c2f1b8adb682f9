import { testimonialsTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** The 5-star scale of docs/product/limits.md. */
export const RATING_SCALE = 5;

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z';
/** A star is 24 units (18 px) wide, with GAP units (4 px) between two: five are 106 px wide. */
const STAR_UNITS = 24;
const STAR_PX = 18;
const GAP = 16 / 3;
const STRIDE = STAR_UNITS + GAP;
const WIDTH_UNITS = RATING_SCALE * STRIDE - GAP;
const units = (n: number) => Number(n.toFixed(2));

/**
 * A rating as five stars; a 1 to 5 rating (default 5) is read out as 'Rated N out of 5'. One SVG holds the five,
 * so a testimonial's stars are six elements rather than eleven with five SVG roots (docs/performance.md).
 */
export function StarRating({ rating }: { rating: number | undefined }) {
  const t = useMessages(testimonialsTexts);
  const value = Math.min(RATING_SCALE, Math.max(1, Math.round(rating ?? RATING_SCALE)));
  return (
    <svg
      role="img"
      aria-label={t('rated', { value, scale: RATING_SCALE })}
      width={units((WIDTH_UNITS * STAR_PX) / STAR_UNITS)}
      height={STAR_PX}
      viewBox={`0 0 ${units(WIDTH_UNITS)} ${STAR_UNITS}`}
      className="d-block flex-shrink-0 align-self-start text-warning"
    >
      {Array.from({ length: RATING_SCALE }, (_, i) => (
        <path
          key={i}
          d={STAR}
          transform={i ? `translate(${units(i * STRIDE)})` : undefined}
          data-filled={i < value}
          fill={i < value ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
