import { Card } from 'react-bootstrap';
import { SECTION_NAMES, type LayoutSection, type SectionKey } from './layout-rules';

interface VisitorPreviewProps {
  sections: LayoutSection[];
  /** The sections visitors get, in order. */
  shown: SectionKey[];
  hiddenReasons: Partial<Record<SectionKey, string>>;
}

/** 'What visitors see': the home page's sections, numbered, as the unsaved edit would show them, and the rest with why. */
export function VisitorPreview({ sections, shown, hiddenReasons }: VisitorPreviewProps) {
  const left = sections.filter((s) => !shown.includes(s.key));
  return (
    <Card as="section" aria-labelledby="visitor-preview-heading">
      <Card.Header>
        <h2 id="visitor-preview-heading" className="h5 mb-0">
          What visitors see
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">The home page from top to bottom with your changes, as it will be once you save them.</p>
        {shown.length ? (
          <ol aria-label="Sections visitors see" className="mb-3">
            {shown.map((key) => (
              <li key={key}>{SECTION_NAMES[key]}</li>
            ))}
          </ol>
        ) : (
          <p className="mb-3">Visitors see no sections: the home page is empty.</p>
        )}
        {left.length > 0 && (
          <>
            <h3 className="h6">Not shown</h3>
            <ul aria-label="Sections visitors do not see" className="small mb-0">
              {left.map((s) => (
                <li key={s.key}>
                  {SECTION_NAMES[s.key]}: {hiddenReasons[s.key] && s.isVisible ? `Homepage Settings (${hiddenReasons[s.key]})` : 'switched off here'}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
