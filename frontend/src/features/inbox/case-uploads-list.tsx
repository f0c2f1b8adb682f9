import { useState } from 'react';
import { CaseUploadItem } from './case-upload-item';
import { isPreviewable, type CaseUpload } from './case-upload-words';
import { MeshPreviewDialog } from './mesh-preview-dialog';

interface CaseUploadsListProps {
  uploads?: CaseUpload[];
  /** The booking's id: makes the heading's id unique on the page. */
  ownerId: string;
  className?: string;
}

/** The case files sent with a booking, in the order they were started, and the 3D preview of one. Nothing when none. */
export function CaseUploadsList({ uploads, ownerId, className = '' }: CaseUploadsListProps) {
  const [previewed, setPreviewed] = useState<CaseUpload | null>(null);
  const [open, setOpen] = useState(false);
  if (!uploads?.length) return null;
  const headingId = `case-files-${ownerId}`;
  const preview = (upload: CaseUpload) => {
    setPreviewed(upload);
    setOpen(true);
  };
  return (
    <div className={`small ${className}`.trim()}>
      <h3 id={headingId} className="h6 mb-1">
        Case files
      </h3>
      <ul aria-labelledby={headingId} className="list-unstyled mb-0">
        {uploads.map((u) => (
          <CaseUploadItem key={u._id} upload={u} onPreview={preview} />
        ))}
      </ul>
      {previewed && isPreviewable(previewed) && (
        <MeshPreviewDialog upload={previewed} show={open} onHide={() => setOpen(false)} onExited={() => setPreviewed(null)} />
      )}
    </div>
  );
}
