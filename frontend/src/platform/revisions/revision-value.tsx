import type { CellValue } from './revision-diff';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A field's value in a comparison cell: text, 'Yes'/'No', a colour with its swatch, or a word for nothing. */
export function RevisionValue({ value }: { value: CellValue }) {
  if (value === undefined) return <span className="fst-italic text-body-secondary">(not set)</span>;
  if (value === null || value === '') return <span className="fst-italic text-body-secondary">(empty)</span>;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (typeof value === 'string' && HEX_COLOR.test(value)) {
    return (
      <span className="d-inline-flex align-items-center gap-1">
        <span aria-hidden="true" className="d-inline-block border rounded" style={{ width: '1em', height: '1em', backgroundColor: value }} />
        {value}
      </span>
    );
  }
  return <span className="text-break">{String(value)}</span>;
}
