import { useEffect, useRef } from 'react';
import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { ChevronIcon } from '@/components/ui/chevron-icon';
import type { Hero } from './hero-rules';

interface HeroListItemProps {
  hero: Hero;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  /** Its place in the list: the focus follows the row as it moves. */
  position: number;
  /** The move button that had the focus (once the move is saved): it takes it back, or the other one at an end. */
  keepFocus?: 'up' | 'down';
  /** The focus went elsewhere on the page (not lost to a disabled or moving button). */
  onLeave: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
  onMove: (direction: 'up' | 'down') => void;
}

/** One hero row: order, title, active badge, the active switch, reorder, edit and delete. */
export function HeroListItem({ hero, isFirst, isLast, busy, position, keepFocus, onLeave, onEdit, onDelete, onToggle, onMove }: HeroListItemProps) {
  const headingId = `hero-row-${hero._id}`;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!keepFocus) return;
    const [wanted, fallback] = keepFocus === 'up' ? [up, down] : [down, up];
    (wanted.current?.disabled ? fallback.current : wanted.current)?.focus();
  }, [keepFocus, position]);
  return (
    <ListGroup.Item
      as="li"
      aria-labelledby={headingId}
      className="d-flex flex-wrap align-items-center gap-3 py-3"
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) onLeave();
      }}
    >
      <div className="btn-group-vertical" role="group" aria-label="Reorder">
        <Button ref={up} size="sm" variant="outline-secondary" aria-label="Move up" disabled={isFirst || busy} onClick={() => onMove('up')}>
          <ChevronIcon direction="up" size={14} />
        </Button>
        <Button ref={down} size="sm" variant="outline-secondary" aria-label="Move down" disabled={isLast || busy} onClick={() => onMove('down')}>
          <ChevronIcon direction="down" size={14} />
        </Button>
      </div>
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h3 id={headingId} className="h6 mb-1 text-break">
          {hero.title}
        </h3>
        <div className="d-flex flex-wrap gap-2 align-items-center small text-body-secondary">
          <span>Order {hero.displayOrder}</span>
          {hero.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}
        </div>
      </div>
      <Form.Check type="switch" id={`hero-active-${hero._id}`} label="Active" checked={hero.isActive} disabled={busy} onChange={onToggle} />
      <div className="d-flex gap-2">
        <Button size="sm" variant="outline-primary" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="outline-danger" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </ListGroup.Item>
  );
}
