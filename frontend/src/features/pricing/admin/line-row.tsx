import { Button, Form, InputGroup } from 'react-bootstrap';
import { ChevronIcon } from '@/components/ui/chevron-icon';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import type { LineDraft } from './pricing-draft';
import { TrashIcon } from './trash-icon';

/** The ids of a line's controls, so the list can move the focus onto them. */
export const lineIds = (listId: string, key: string) => ({
  text: `${listId}-${key}-text`,
  up: `${listId}-${key}-up`,
  down: `${listId}-${key}-down`,
});

interface LineRowProps {
  listId: string;
  /** What one line is, e.g. 'Feature': with the position it names the field and its buttons ('Feature 2'). */
  itemName: string;
  /** Its number from 1, shown before the field. */
  position: number;
  line: LineDraft;
  maxLength: number;
  error?: string;
  isFirst: boolean;
  isLast: boolean;
  onChange: (text: string) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One line of a list: its text (the counter shows near the limit), Move up / Move down and Remove. */
export function LineRow({ listId, itemName, position, line, maxLength, error, isFirst, isLast, onChange, onMove, onRemove }: LineRowProps) {
  const ids = lineIds(listId, line.key);
  const label = `${itemName} ${position}`;
  const countId = `${ids.text}-count`;
  const showCount = line.text.length > maxLength * 0.8;
  return (
    <li className="d-flex gap-2 align-items-start mb-2">
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <InputGroup hasValidation>
          <InputGroup.Text as="label" htmlFor={ids.text}>
            <span className="visually-hidden">{itemName} </span>
            {position}
          </InputGroup.Text>
          <Form.Control
            id={ids.text}
            value={line.text}
            maxLength={maxLength}
            {...invalidProps(error, `${ids.text}-error`, showCount && countId)}
            onChange={(e) => onChange(e.target.value)}
          />
          <FieldError id={`${ids.text}-error`} error={error} />
        </InputGroup>
        {showCount && (
          <Form.Text id={countId} className={line.text.length >= maxLength ? 'text-danger' : undefined}>
            {line.text.length}/{maxLength} characters
          </Form.Text>
        )}
      </div>
      <div className="d-flex gap-1 flex-shrink-0">
        <Button id={ids.up} size="sm" variant="outline-secondary" aria-label={`Move ${label} up`} disabled={isFirst} onClick={() => onMove('up')}>
          <ChevronIcon direction="up" size={14} />
        </Button>
        <Button id={ids.down} size="sm" variant="outline-secondary" aria-label={`Move ${label} down`} disabled={isLast} onClick={() => onMove('down')}>
          <ChevronIcon direction="down" size={14} />
        </Button>
        <Button size="sm" variant="outline-danger" aria-label={`Remove ${label}`} onClick={onRemove}>
          <TrashIcon />
        </Button>
      </div>
    </li>
  );
}
