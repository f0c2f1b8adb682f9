const PATHS = { up: 'M3 13l7-7 7 7', down: 'M3 7l7 7 7-7', left: 'M12.5 4l-6 6 6 6', right: 'M7.5 4l6 6-6 6' } as const;

/**
 * A chevron, inline (no icon library); decorative: the button around it carries the label. `alongLine`: it points
 * along the line of text (to its start or end), so it turns round on a right-to-left page (`flip-rtl`).
 */
export function ChevronIcon({ direction, size = 20, alongLine = false }: { direction: keyof typeof PATHS; size?: number; alongLine?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={alongLine ? 'flip-rtl' : undefined}>
      <path d={PATHS[direction]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
