interface StarPickerProps {
  value: number;
  onChange: (rating: number) => void;
  label: string;
}

/** Rating 1 to 5, set by clicking a star (docs/product/screens.md). */
export function StarPicker({ value, onChange, label }: StarPickerProps) {
  return (
    <div role="group" aria-label={label} className="d-flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <button key={n} type="button" className="btn btn-link p-0 lh-1" aria-label={`Rate ${n} stars`} aria-pressed={n === value} onClick={() => onChange(n)}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 2l3.09 6.26L22 9.27l-5 4.87L18.18 21 12 17.77 5.82 21 7 14.14l-5-4.87 6.91-1.01z"
              fill={n <= value ? '#f5b301' : 'none'}
              stroke="#f5b301"
              strokeWidth="1.5"
              data-filled={n <= value ? 'true' : 'false'}
            />
          </svg>
        </button>
      ))}
      <span className="ms-2 small text-body-secondary">{value}/5</span>
    </div>
  );
}
