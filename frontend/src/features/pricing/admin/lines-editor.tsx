import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { LineRow, lineIds } from './line-row';
import { newLineDraft, type LineDraft } from './pricing-draft';

interface LinesEditorProps {
  id: string;
  /** The list's heading, e.g. 'Features'. */
  title: string;
  /** What one line is, e.g. 'Feature' (the Add button reads 'Add Feature', the lines 'Feature 1', ...). */
  itemName: string;
  lines: LineDraft[];
  maxItems: number;
  maxLength: number;
  /** Errors of single lines, by line key. */
  errors?: Record<string, string>;
  /** An error of the list as a whole (more lines than allowed). */
  listError?: string;
  onChange: (lines: LineDraft[]) => void;
}

/** Where the focus goes once the list has re-rendered: the control that acted is often gone or disabled. */
interface FocusTarget {
  id: string;
  fallback?: string;
}

/**
 * A list of one-line texts: add, edit, remove and move each line up or down. The focus follows the line that
 * moved, lands on a new line's field, and after a removal on the line that took its place (else Add); each change
 * is announced. Blank lines are dropped when the list is saved.
 */
export function LinesEditor({ id, title, itemName, lines, maxItems, maxLength, errors, listError, onChange }: LinesEditorProps) {
  const pendingFocus = useRef<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addId = `${id}-add`;
  const full = lines.length >= maxItems;

  // After the render that follows a change: move the focus where the change asked for it.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const wanted = document.getElementById(focus.id) as HTMLButtonElement | null;
    (wanted?.disabled && focus.fallback ? document.getElementById(focus.fallback) : wanted)?.focus();
  });
  const setFocus = (target: FocusTarget) => (pendingFocus.current = target);

  const add = () => {
    const line = newLineDraft();
    onChange([...lines, line]);
    setFocus({ id: lineIds(id, line.key).text });
    setAnnouncement(`${itemName} ${lines.length + 1} added.`);
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...lines];
    [next[index], next[to]] = [next[to], next[index]];
    onChange(next);
    const ids = lineIds(id, lines[index].key);
    setFocus({ id: ids[direction], fallback: ids[direction === 'up' ? 'down' : 'up'] });
    setAnnouncement(`${itemName} ${index + 1} moved to position ${to + 1}.`);
  };

  const remove = (index: number) => {
    const next = lines.filter((_, i) => i !== index);
    onChange(next);
    const stand = next[index] ?? next[index - 1];
    setFocus({ id: stand ? lineIds(id, stand.key).text : addId });
    setAnnouncement(`${itemName} ${index + 1} removed.`);
  };

  const headingId = `${id}-heading`;
  const noteId = `${id}-note`;
  return (
    <div
      role="group"
      className="mb-3"
      aria-labelledby={headingId}
      aria-describedby={listError ? `${id}-error` : undefined}
      aria-invalid={listError ? true : undefined}
      tabIndex={listError ? -1 : undefined}
    >
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h4 id={headingId} className="h6 mb-0">
          {title}
        </h4>
        <Button
          id={addId}
          size="sm"
          variant="outline-primary"
          disabled={full}
          aria-describedby={full ? (listError ? `${id}-error` : noteId) : undefined}
          onClick={add}
        >
          Add {itemName}
        </Button>
      </div>
      {full && !listError && (
        <p id={noteId} className="small text-body-secondary mb-2">
          A plan can have at most {maxItems} {title.toLowerCase()}.
        </p>
      )}
      {lines.length === 0 ? (
        <p className="small text-body-secondary mb-0">No {title.toLowerCase()} yet.</p>
      ) : (
        <ol className="list-unstyled mb-0" aria-label={title}>
          {lines.map((line, i) => (
            <LineRow
              key={line.key}
              listId={id}
              itemName={itemName}
              position={i + 1}
              line={line}
              maxLength={maxLength}
              error={errors?.[line.key]}
              isFirst={i === 0}
              isLast={i === lines.length - 1}
              onChange={(text) => onChange(lines.map((l) => (l.key === line.key ? { ...l, text } : l)))}
              onMove={(direction) => move(i, direction)}
              onRemove={() => remove(i)}
            />
          ))}
        </ol>
      )}
      {listError && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {listError}
        </div>
      )}
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
