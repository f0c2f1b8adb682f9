/** The 5-star scale of docs/product/limits.md. */
export const RATING_SCALE = 5;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={filled}>
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A rating as five stars; a 1 to 5 rating (default 5) is read out as 'Rated N out of 5'. */
export function StarRating({ rating }: { rating: number | undefined }) {
  const value = Math.min(RATING_SCALE, Math.max(1, Math.round(rating ?? RATING_SCALE)));
  return (
    <div role="img" aria-label={`Rated ${value} out of ${RATING_SCALE}`} className="d-flex gap-1 text-warning">
      {Array.from({ length: RATING_SCALE }, (_, i) => (
        <Star key={i} filled={i < value} />
      ))}
    </div>
  );
}
