import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';

interface ListPagerProps {
  /** The navigation's name, e.g. 'History pages'. */
  label: string;
  page: number;
  pages: number;
  /** The number of items in all pages, shown as '(12 events)' with `unit`. */
  total?: number;
  /** The item's name, singular and plural. */
  unit?: readonly [string, string];
  /** A page is loading: both buttons wait. */
  busy?: boolean;
  onPage: (page: number) => void;
  className?: string;
}

/** Previous / Next through a server's pages; at either end the focus moves to the button still usable. */
export function ListPager({ label, page, pages, total, unit = ['item', 'items'], busy = false, onPage, className = 'mt-3' }: ListPagerProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  const go = (to: 'previous' | 'next') => {
    pressed.current = to;
    onPage(to === 'next' ? page + 1 : page - 1);
  };

  useEffect(() => {
    if (pressed.current === 'previous' && page <= 1) next.current?.focus();
    else if (pressed.current === 'next' && page >= pages) previous.current?.focus();
    pressed.current = null;
  }, [page, pages]);

  return (
    <nav aria-label={label} className={`d-flex flex-wrap align-items-center justify-content-between gap-2 ${className}`.trim()}>
      <span aria-live="polite">
        Page {page} of {Math.max(pages, 1)}
        {total !== undefined && ` (${total} ${total === 1 ? unit[0] : unit[1]})`}
      </span>
      <div className="d-flex gap-2">
        <Button ref={previous} size="sm" variant="outline-secondary" disabled={busy || page <= 1} onClick={() => go('previous')}>
          Previous
        </Button>
        <Button ref={next} size="sm" variant="outline-secondary" disabled={busy || page >= pages} onClick={() => go('next')}>
          Next
        </Button>
      </div>
    </nav>
  );
}
