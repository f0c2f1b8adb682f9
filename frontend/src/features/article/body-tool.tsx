import { Button } from 'react-bootstrap';

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** A short sign of the format ('B', 'H2'), drawn by CSS so that the button's name is its label alone. */
  glyph: string;
}

/** A toolbar button: named by its aria-label, pressed while the selection has its format. */
export function Tool({ label, active, disabled, onClick, glyph }: ToolProps) {
  return (
    <Button
      size="sm"
      variant={active ? 'secondary' : 'outline-secondary'}
      className="body-tool"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the editor's selection: the click must not move the focus out of the text first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true" className="body-tool-glyph" data-glyph={glyph} />
    </Button>
  );
}
