import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { PERSON_ARCHIVE, type PersonRecords } from '@shared/contract/person-data';
import { serverMessageOr } from '@/app/api';
import { StatusAlert, type StatusMessage } from '@/components/ui/status-alert';
import { followDownloadLink } from './inbox-downloads';
import { useCreatePersonExportLinkMutation, useErasePersonMutation, type PersonErasureReply } from './person-api';
import { PersonEraseDialog } from './person-erase-dialog';
import { eraseFailed, exportFailed, PERSON_EXPORT_STARTED, PERSON_EXPORTING } from './person-words';

interface PersonActionsProps {
  records: PersonRecords;
  /** The erasure went through: its answer. */
  onErased: (reply: PersonErasureReply) => void;
}

/** A super admin's Export (a short-lived link the browser follows) and Erase (after typing the address). */
export function PersonActions({ records, onErased }: PersonActionsProps) {
  const [createLink, { isLoading: exporting }] = useCreatePersonExportLinkMutation();
  const [erase, { isLoading: erasing }] = useErasePersonMutation();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [eraseError, setEraseError] = useState<string>();

  const exportData = async () => {
    setStatus(null);
    try {
      const link = await createLink(records.email).unwrap();
      followDownloadLink(link.url, PERSON_ARCHIVE.fileName(new Date()));
      setStatus({ text: PERSON_EXPORT_STARTED, variant: 'success' });
    } catch (e) {
      setStatus({ text: exportFailed(serverMessageOr(e, 'no answer from the server')), variant: 'danger' });
    }
  };

  const eraseData = async () => {
    setEraseError(undefined);
    try {
      const reply = await erase(records.email).unwrap();
      setConfirming(false);
      onErased(reply);
    } catch (e) {
      setEraseError(eraseFailed(serverMessageOr(e, 'no answer from the server')));
    }
  };

  return (
    <div className="mb-4">
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Button variant="outline-primary" onClick={exportData} disabled={exporting || erasing}>
          {exporting ? (
            <>
              <Spinner animation="border" size="sm" aria-hidden="true" /> {PERSON_EXPORTING}
            </>
          ) : (
            'Export'
          )}
        </Button>
        <Button
          variant="outline-danger"
          onClick={() => {
            setEraseError(undefined);
            setConfirming(true);
          }}
          disabled={exporting || erasing}
        >
          Erase
        </Button>
      </div>
      <StatusAlert message={status} onClose={() => setStatus(null)} />
      <PersonEraseDialog
        show={confirming}
        email={records.email}
        counts={records.counts}
        busy={erasing}
        error={eraseError}
        onConfirm={eraseData}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
