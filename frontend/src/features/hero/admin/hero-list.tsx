import { useState } from 'react';
import { ListGroup } from 'react-bootstrap';
import { HeroListItem } from './hero-list-item';
import type { Hero } from './hero-rules';

interface HeroListProps {
  heroes: Hero[];
  busy: boolean;
  onEdit: (hero: Hero) => void;
  onDelete: (hero: Hero) => void;
  onToggle: (hero: Hero) => void;
  onSwap: (a: Hero, b: Hero) => void;
}

/**
 * The heroes in display order; up/down swap a hero with its neighbour. The moved hero's button keeps the focus
 * (it is disabled while saving and its row moves), so the keyboard can move it again.
 */
export function HeroList({ heroes, busy, onEdit, onDelete, onToggle, onSwap }: HeroListProps) {
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  // Any other action ends it: the row is then moved by something else, and must not pull the focus back.
  const other = (action: () => void) => () => {
    setMoved(null);
    action();
  };
  return (
    <ListGroup as="ul" aria-label="Hero sections">
      {heroes.map((hero, i) => (
        <HeroListItem
          key={hero._id}
          hero={hero}
          isFirst={i === 0}
          isLast={i === heroes.length - 1}
          busy={busy}
          position={i}
          keepFocus={!busy && moved?.id === hero._id ? moved.direction : undefined}
          onLeave={() => setMoved(null)}
          onEdit={other(() => onEdit(hero))}
          onDelete={other(() => onDelete(hero))}
          onToggle={other(() => onToggle(hero))}
          onMove={(direction) => {
            setMoved({ id: hero._id, direction });
            onSwap(hero, heroes[direction === 'up' ? i - 1 : i + 1]);
          }}
        />
      ))}
    </ListGroup>
  );
}
