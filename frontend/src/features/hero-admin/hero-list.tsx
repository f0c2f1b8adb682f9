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

/** The heroes in display order; up/down swap a hero with its neighbour. */
export function HeroList({ heroes, busy, onEdit, onDelete, onToggle, onSwap }: HeroListProps) {
  return (
    <ListGroup as="ul" aria-label="Hero sections">
      {heroes.map((hero, i) => (
        <HeroListItem
          key={hero._id}
          hero={hero}
          isFirst={i === 0}
          isLast={i === heroes.length - 1}
          busy={busy}
          onEdit={() => onEdit(hero)}
          onDelete={() => onDelete(hero)}
          onToggle={() => onToggle(hero)}
          onMove={(direction) => onSwap(hero, heroes[direction === 'up' ? i - 1 : i + 1])}
        />
      ))}
    </ListGroup>
  );
}
