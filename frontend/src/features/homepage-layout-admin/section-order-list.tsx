import { useEffect, useState } from 'react';
import { SortableList } from '@/components/ui/sortable-list';
import { SECTION_NAMES, moveSection, type LayoutSection, type SectionKey } from './layout-rules';
import { SectionRow, moveButtonId } from './section-row';

interface SectionOrderListProps {
  sections: LayoutSection[];
  hiddenReasons: Partial<Record<SectionKey, string>>;
  disabled: boolean;
  onChange: (sections: LayoutSection[]) => void;
}

interface Moved {
  key: SectionKey;
  direction: 'up' | 'down';
  position: number;
}

/**
 * The six sections in order: dragged by their handle (pointer or keyboard, through the shared sortable list) or
 * moved with their buttons. A moved section's button keeps the focus (the other one at an end of the list) and
 * its new place is announced.
 */
export function SectionOrderList({ sections, hiddenReasons, disabled, onChange }: SectionOrderListProps) {
  const [moved, setMoved] = useState<Moved | null>(null);
  useEffect(() => {
    if (!moved) return;
    const other = moved.direction === 'up' ? 'down' : 'up';
    const wanted = document.getElementById(moveButtonId(moved.key, moved.direction)) as HTMLButtonElement | null;
    (wanted?.disabled ? document.getElementById(moveButtonId(moved.key, other)) : wanted)?.focus();
  }, [moved]);

  const move = (index: number, direction: 'up' | 'down') => {
    const next = moveSection(sections, index, direction);
    onChange(next);
    setMoved({ key: sections[index].key, direction, position: next.findIndex((s) => s.key === sections[index].key) + 1 });
  };

  return (
    <>
      <SortableList
        items={sections}
        getId={(s) => s.key}
        label="Home page sections"
        itemLabel={(s) => SECTION_NAMES[s.key]}
        disabled={disabled}
        onReorder={(next) => {
          setMoved(null);
          onChange(next);
        }}
        renderItem={(section, index, handle) => (
          <SectionRow
            section={section}
            index={index}
            count={sections.length}
            handle={handle}
            hiddenReason={hiddenReasons[section.key]}
            disabled={disabled}
            onMove={(direction) => move(index, direction)}
            onVisibleChange={(isVisible) => onChange(sections.map((s) => (s.key === section.key ? { ...s, isVisible } : s)))}
          />
        )}
      />
      <div className="visually-hidden" aria-live="polite">
        {moved && `${SECTION_NAMES[moved.key]} moved to position ${moved.position} of ${sections.length}.`}
      </div>
    </>
  );
}
