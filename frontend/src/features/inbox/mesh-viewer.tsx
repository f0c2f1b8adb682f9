// The 3D viewer, loaded on demand (mesh-preview-dialog.tsx imports it lazily): it brings three.js with it.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { serverMessageOr } from '@/app/api';
import { LoadingStatus } from '@/components/ui/admin-screen';
import { PREVIEW_LOADING, previewFailed, previewLabel, type CaseUpload, type MeshKind } from './case-upload-words';
import { useCreateCaseUploadDownloadLinkMutation } from './inbox-api';
import { createMeshScene, type MeshScene } from './mesh-scene';
import { disposeObject, parseMesh } from './parse-mesh';

/** The view's buttons, for those who cannot drag or pinch (WCAG 2.5.7), and for keyboards. */
const VIEW_BUTTONS: [string, (s: MeshScene) => void][] = [
  ['Rotate left', (s) => s.rotate(1)],
  ['Rotate right', (s) => s.rotate(-1)],
  ['Zoom in', (s) => s.zoom(1)],
  ['Zoom out', (s) => s.zoom(-1)],
  ['Reset view', (s) => s.reset()],
];

type Phase = { name: 'loading' } | { name: 'shown'; triangles: number } | { name: 'failed'; reason: string };

/** Fetches the file through a fresh download link, parses it and shows it to turn and zoom, by pointer or by buttons. */
export function MeshViewer({ upload }: { upload: CaseUpload & { kind: MeshKind } }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const scene = useRef<MeshScene | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [createLink] = useCreateCaseUploadDownloadLinkMutation();
  const { _id: id, kind } = upload;

  useEffect(() => {
    const abort = new AbortController();
    let shown: MeshScene | null = null;
    const load = async () => {
      const link = await createLink(id)
        .unwrap()
        .catch((e: unknown) => {
          throw new Error(serverMessageOr(e, 'the server did not answer.'));
        });
      const response = await fetch(link.url, { signal: abort.signal });
      if (!response.ok) throw new Error(`the download answered ${response.status}.`);
      const mesh = parseMesh(kind, await response.arrayBuffer());
      if (abort.signal.aborted || !canvas.current || !frame.current) return disposeObject(mesh.object);
      try {
        shown = createMeshScene(canvas.current, frame.current, mesh.object);
      } catch (e) {
        disposeObject(mesh.object);
        throw e;
      }
      scene.current = shown;
      setPhase({ name: 'shown', triangles: mesh.triangles });
    };
    load().catch((e: unknown) => {
      if (!abort.signal.aborted) setPhase({ name: 'failed', reason: e instanceof Error && e.message ? e.message : String(e) });
    });
    return () => {
      abort.abort();
      shown?.dispose();
      scene.current = null;
    };
  }, [createLink, id, kind]);

  if (phase.name === 'failed')
    return (
      <Alert variant="danger" className="mb-0">
        {previewFailed(phase.reason)}
      </Alert>
    );
  const ready = phase.name === 'shown';
  const act = (f: (s: MeshScene) => void) => () => scene.current && f(scene.current);
  return (
    <>
      <div ref={frame} className="position-relative rounded overflow-hidden bg-body-tertiary" style={{ height: 'min(60vh, 480px)' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={previewLabel(upload.fileName)}
          style={{ display: ready ? 'block' : 'none', width: '100%', height: '100%' }}
        />
        {!ready && <LoadingStatus text={PREVIEW_LOADING} className="position-absolute top-50 start-50 translate-middle" />}
      </div>
      <div role="group" aria-label="Turn and zoom" className="d-flex flex-wrap gap-2 mt-2">
        {VIEW_BUTTONS.map(([label, f]) => (
          <Button key={label} variant="outline-secondary" size="sm" disabled={!ready} onClick={act(f)}>
            {label}
          </Button>
        ))}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        {ready && `${phase.triangles.toLocaleString('en-US')} triangles. `}Drag to turn the model, scroll or pinch to zoom, or use the buttons.
      </p>
    </>
  );
}
