import { useId } from 'react';
import { Button } from 'react-bootstrap';
import type { Subsection } from './legal-types';

interface SubsectionItemProps {
  subsection: Subsection;
  /** Absent on the terms: their subsections are read-only. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One subsection: title, content and its bullet points, with Edit and Delete when editable. */
export function SubsectionItem({ subsection, onEdit, onDelete }: SubsectionItemProps) {
  const headingId = useId();
  const bullets = subsection.bulletPoints ?? [];
  return (
    <li className="border-start border-2 ps-3 mb-3" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h5 id={headingId} className="h6 mb-0">
          {subsection.title}
        </h5>
        {onEdit && onDelete && (
          <div className="ms-auto d-flex gap-2">
            <Button size="sm" variant="outline-primary" onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="outline-danger" onClick={onDelete}>
              Delete
            </Button>
          </div>
        )}
      </div>
      {subsection.content && (
        <p className="mb-1 small" style={{ whiteSpace: 'pre-line' }}>
          {subsection.content}
        </p>
      )}
      {bullets.length > 0 && (
        <ul className="small mb-0">
          {bullets.map((b) => (
            <li key={b._id}>{b.text}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
