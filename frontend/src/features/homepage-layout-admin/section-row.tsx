import type { ReactNode } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { ChevronIcon } from '@/components/ui/chevron-icon';
import { SECTION_NAMES, hiddenNote, type LayoutSection } from './layout-rules';

interface SectionRowProps {
  section: LayoutSection;
  index: number;
  count: number;
  /** The shared sortable list's drag handle. */
  handle: ReactNode;
  /** Why Homepage Settings hide this section anyway, if they do. */
  hiddenReason?: string;
  disabled: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onVisibleChange: (isVisible: boolean) => void;
}

/** The move button's id, so the focus can follow the section it moved (see SectionOrderList). */
export const moveButtonId = (key: string, direction: 'up' | 'down') => `layout-section-${key}-${direction}`;

/**
 * One home page section: its drag handle, its place and name, 'Move up'/'Move down' (a way to reorder without
 * dragging, WCAG 2.5.7) and its 'Visible' switch, with a note when a feature switch hides it anyway.
 */
export function SectionRow({ section, index, count, handle, hiddenReason, disabled, onMove, onVisibleChange }: SectionRowProps) {
  const name = SECTION_NAMES[section.key];
  const noteId = `layout-section-${section.key}-note`;
  return (
    <div className={`d-flex flex-wrap align-items-center gap-3 border rounded p-2 ps-3 ${section.isVisible ? 'bg-body' : 'bg-body-tertiary'}`}>
      {handle}
      <span className="fw-semibold text-body-secondary" aria-hidden="true" style={{ minWidth: '1.5rem' }}>
        {index + 1}.
      </span>
      <div className="flex-grow-1" style={{ minWidth: 0, flexBasis: '10rem' }}>
        <h3 className="h6 mb-0 text-break">
          {name} {!section.isVisible && <Badge bg="secondary">Hidden</Badge>}
        </h3>
        {hiddenReason && (
          <p id={noteId} className="small text-body-secondary mb-0">
            {hiddenNote(hiddenReason)}
          </p>
        )}
      </div>
      <Form.Check
        type="switch"
        id={`layout-section-${section.key}-visible`}
        label={
          <>
            Visible<span className="visually-hidden"> ({name})</span>
          </>
        }
        checked={section.isVisible}
        disabled={disabled}
        aria-describedby={hiddenReason ? noteId : undefined}
        onChange={(e) => onVisibleChange(e.target.checked)}
      />
      <div className="btn-group" role="group" aria-label={`Reorder ${name}`}>
        <Button
          id={moveButtonId(section.key, 'up')}
          size="sm"
          variant="outline-secondary"
          aria-label="Move up"
          disabled={disabled || index === 0}
          onClick={() => onMove('up')}
        >
          <ChevronIcon direction="up" size={14} />
        </Button>
        <Button
          id={moveButtonId(section.key, 'down')}
          size="sm"
          variant="outline-secondary"
          aria-label="Move down"
          disabled={disabled || index === count - 1}
          onClick={() => onMove('down')}
        >
          <ChevronIcon direction="down" size={14} />
        </Button>
      </div>
    </div>
  );
}
