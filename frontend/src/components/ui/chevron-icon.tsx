const PATHS = { up: 'M3 13l7-7 7 7', down: 'M3 7l7 7 7-7', left: 'M12.5 4l-6 6 6 6', right: 'M7.5 4l6 6-6 6' } as const;

/** A chevron, inline (no icon library); decorative: the button around it carries the label. */
export function ChevronIcon({ direction, size = 20 }: { direction: keyof typeof PATHS; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={PATHS[direction]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
