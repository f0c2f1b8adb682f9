import { useId, useState } from 'react';
import { Button, Offcanvas } from 'react-bootstrap';
import { REVISION_KIND_LABELS } from '@shared/contract/revisions';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import type { RestoredRevision, RevisionKind, RevisionSummary } from './revisions-api';
import { RevisionDetail } from './revision-detail';
import { RevisionList } from './revision-list';
import { WaitingDrafts } from './waiting-drafts';
import './history-panel.scss';

interface HistoryPanelProps {
  kind: RevisionKind;
  /** Only this record's history; without it, every record of the kind (each entry names its record). */
  recordId?: string;
  /** After a restore went through, e.g. to start the screen's editor over from the restored record. */
  onRestored?: (restored: RestoredRevision) => void;
}

/**
 * A screen's 'History' button and the side panel it opens: the drafts waiting in releases, apart, then the kind's
 * changes, newest first; one change compared field by field with the record as it is now, and restored (or a
 * deleted record brought back).
 */
export function HistoryPanel({ kind, recordId, onRestored }: HistoryPanelProps) {
  const titleId = useId();
  const [show, setShow] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<RevisionSummary | null>(null);
  // Back in the list, the entry that was open takes the focus again.
  const [lastOpened, setLastOpened] = useState<string | undefined>();
  // Closed, the focus goes back to 'History' (WCAG 2.4.3).
  const returnFocus = useReturnFocus(show);
  const title = `${REVISION_KIND_LABELS[kind]} history`;

  const open = () => {
    setPage(1);
    setSelected(null);
    setLastOpened(undefined);
    setShow(true);
  };
  const back = () => {
    setLastOpened(selected?._id);
    setSelected(null);
  };

  return (
    <>
      <Button variant="outline-secondary" onClick={open} aria-haspopup="dialog">
        History
      </Button>
      <Offcanvas
        show={show}
        onHide={() => setShow(false)}
        placement="end"
        className="history-panel"
        aria-labelledby={titleId}
        restoreFocus={false}
        onExited={returnFocus}
      >
        <Offcanvas.Header closeButton closeLabel="Close history">
          <Offcanvas.Title as="h2" id={titleId} className="h5">
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {selected ? (
            <RevisionDetail summary={selected} onBack={back} onRestored={onRestored} />
          ) : (
            <>
              <WaitingDrafts kind={kind} recordId={recordId} />
              <RevisionList kind={kind} recordId={recordId} page={page} onPage={setPage} focusId={lastOpened} onSelect={setSelected} />
            </>
          )}
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
