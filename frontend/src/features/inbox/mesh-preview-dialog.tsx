import { lazy, Suspense, useState } from 'react';
import { Alert, Modal } from 'react-bootstrap';
import { LoadingStatus } from '@/components/ui/admin-screen';
import { CaseUploadDownload } from './case-upload-download';
import { PREVIEW_LOADING, PREVIEW_NEEDS_WEBGL, type CaseUpload, type MeshKind } from './case-upload-words';
import { PreviewErrorBoundary } from './preview-error-boundary';
import { hasWebGL } from './webgl-support';
import { keepInnerTransitionsIn } from '@/components/ui/keep-inner-transitions';

// three.js comes with the viewer, and only when an admin opens a preview.
const MeshViewer = lazy(() => import('./mesh-viewer').then((m) => ({ default: m.MeshViewer })));

interface MeshPreviewDialogProps {
  upload: CaseUpload & { kind: MeshKind };
  show: boolean;
  onHide: () => void;
  /** After the closing animation: the viewer has unmounted (and freed its WebGL resources). */
  onExited: () => void;
}

/** A case file's 3D preview in a dialog; without WebGL, a note that says so and the file's download. */
export function MeshPreviewDialog({ upload, show, onHide, onExited }: MeshPreviewDialogProps) {
  const [webgl] = useState(hasWebGL);
  const titleId = `mesh-preview-title-${upload._id}`;
  return (
    <Modal onEnter={keepInnerTransitionsIn} show={show} onHide={onHide} onExited={onExited} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close the 3D preview">
        <Modal.Title as="h2" id={titleId} className="h5 text-break">
          3D preview: {upload.fileName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {webgl ? (
          <PreviewErrorBoundary>
            <Suspense fallback={<LoadingStatus text={PREVIEW_LOADING} />}>
              <MeshViewer key={upload._id} upload={upload} />
            </Suspense>
          </PreviewErrorBoundary>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <Alert variant="warning" className="w-100 mb-0">
              {PREVIEW_NEEDS_WEBGL}
            </Alert>
            <CaseUploadDownload upload={upload} />
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
