import { Button } from 'react-bootstrap';

interface ListPagerProps {
  page: number;
  pages: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** Previous / next through the server's pages; shown only when there is more than one. */
export function ListPager({ page, pages, total, busy, onPage }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Admin accounts pages" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span className="small text-body-secondary" aria-live="polite">
        Page {page} of {pages} ({total} accounts)
      </span>
      <div className="d-flex gap-2">
        <Button size="sm" variant="outline-secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
