import { BLACK, contrastRatio, formatRatio, isHexColor } from '@shared/theme/contrast';
import { BACKDROPS, brandColour, type BrandPalette, type Role, type ThemeName } from '@shared/theme/palette';

interface ContrastReportProps {
  role: Role;
  /** The colour as typed: the report waits for a colour code. */
  value: string;
  /** brandPalette of the draft's colours: the same shades the site will draw with once saved. */
  palette: BrandPalette;
  /** The themes the site can show (both for 'auto'). */
  themes: ThemeName[];
}

/** A small square of a colour; the text beside it names the colour, so it is only decoration. */
function Swatch({ colour, sample }: { colour: string; sample?: { text: string } }) {
  return (
    <span
      aria-hidden="true"
      className="d-inline-flex flex-shrink-0 align-items-center justify-content-center rounded border small fw-semibold"
      style={{ width: '1.75rem', height: '1.25rem', marginTop: '0.125rem', backgroundColor: colour, color: sample?.text }}
    >
      {sample && 'Aa'}
    </span>
  );
}

/**
 * How readable a brand colour is, and what the site draws instead where it is not: the contrast on the page and
 * of the button's text, and each adjustment in plain words. Text, so it does not rely on the swatches' colours.
 */
export function ContrastReport({ role, value, palette, themes }: ContrastReportProps) {
  if (!isHexColor(value)) {
    return <p className="small mb-0">Enter a colour code such as #3b82f6 to see its contrast; until then the site uses {brandColour({}, role)}.</p>;
  }
  const { brand, button } = palette[role];
  const adjustments = palette.adjustments.filter((a) => a.role === role && (!a.theme || themes.includes(a.theme)));
  const onPage = themes.map((t) => `${formatRatio(contrastRatio(brand, BACKDROPS[t].body))} on ${BACKDROPS[t].bodyName}`).join(', ');
  return (
    <div className="small">
      <p className="mb-1">
        Contrast as text: {onPage}. Button text: {button.text === BLACK ? 'black' : 'white'}, {formatRatio(button.ratio)}.
      </p>
      {adjustments.length ? (
        <ul className="list-unstyled mb-0 d-flex flex-column gap-1">
          {adjustments.map((a) => (
            <li key={`${a.kind}-${a.theme ?? 'both'}`} className="d-flex align-items-start gap-2">
              {a.kind === 'text' ? <Swatch colour={a.to} /> : <Swatch colour={brand} sample={{ text: a.to }} />}
              <span>{a.message}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-0">Used as chosen: its text and its button text reach 4.5:1.</p>
      )}
    </div>
  );
}
