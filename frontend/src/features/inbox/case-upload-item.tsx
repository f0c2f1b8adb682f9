import type { ReactNode } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { humanBytes } from '@shared/contract/case-files';
import { CaseUploadDownload } from './case-upload-download';
import { dicomSummaryOf, isPreviewable, kindWords, uploadStateWords, type CaseUpload } from './case-upload-words';
import { Sha256Value } from './sha256-value';

interface CaseUploadItemProps {
  upload: CaseUpload;
  /** Opens the 3D preview (offered for complete STL, PLY and OBJ files). */
  onPreview: (upload: CaseUpload) => void;
}

/** One case file: its name and state, what it was found to be, its size and SHA-256, and what can be done with it. */
export function CaseUploadItem({ upload, onPreview }: CaseUploadItemProps) {
  const state = uploadStateWords(upload);
  const summary = dicomSummaryOf(upload);
  const facts: [string, ReactNode][] = [
    ['Type', kindWords(upload.kind)],
    ['Size', humanBytes(upload.size)],
  ];
  if (summary) facts.push(['Scan', summary]);
  if (upload.sha256) facts.push(['SHA-256', <Sha256Value value={upload.sha256} fileName={upload.fileName} />]);
  const complete = upload.state === 'complete';

  return (
    <li className="border rounded p-2 mb-2" data-testid="case-upload">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <span className="fw-semibold text-break">{upload.fileName}</span>
        {/* White text on the theme's shaded info, success and danger colours (4.5:1 or more). */}
        <Badge bg={state.variant}>{state.badge}</Badge>
      </div>
      {upload.state === 'refused' && upload.problem && <p className="text-danger mb-1">{upload.problem}</p>}
      <dl className="mb-0">
        {facts.map(([term, value]) => (
          <div key={term} className="d-flex flex-column flex-sm-row">
            <dt className="col-sm-3 fw-normal text-body-secondary">{term}</dt>
            <dd className="col-sm-9 mb-1 text-break">{value}</dd>
          </div>
        ))}
      </dl>
      {complete && (
        <div className="d-flex flex-wrap gap-2 mt-1">
          <CaseUploadDownload upload={upload} />
          {isPreviewable(upload) && (
            <Button variant="outline-secondary" size="sm" onClick={() => onPreview(upload)}>
              Show 3D preview<span className="visually-hidden"> of {upload.fileName}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
