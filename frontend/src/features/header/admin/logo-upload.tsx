import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Form, Image } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { invalidProps } from '@/components/ui/field-error';
import { formatFileSize } from '@/lib/format/file-size';
import { LOGO_ACCEPT, NO_FILE_MESSAGE, logoFileProblem } from './logo-file';

interface LogoUploadProps {
  /** The logo the site shows now, if any. */
  currentUrl?: string;
  currentAlt: string;
  uploading: boolean;
  removing: boolean;
  onUpload: (file: File) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

interface Selection {
  file: File;
  previewUrl: string;
}

/** Header logo (docs/product/states.md): select a file, preview it, then upload or cancel; or remove the current logo. */
export function LogoUpload({ currentUrl, currentAlt, uploading, removing, onUpload, onRemove }: LogoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<Selection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewUrl = useRef<string | null>(null);
  useEffect(() => () => void (previewUrl.current && URL.revokeObjectURL(previewUrl.current)), []);

  const choose = (next: Selection | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next?.previewUrl ?? null;
    setSelected(next);
  };
  const clear = () => {
    choose(null);
    if (input.current) input.current.value = '';
  };

  const onSelect = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    const found = file ? logoFileProblem(file) : null;
    setProblem(found);
    if (!file || found) return clear();
    choose({ file, previewUrl: URL.createObjectURL(file) });
  };

  const upload = async () => {
    if (!selected) return setProblem(NO_FILE_MESSAGE);
    if (await onUpload(selected.file)) clear();
  };

  const remove = async () => {
    await onRemove();
    setConfirming(false);
  };

  return (
    <section aria-labelledby="header-logo-heading" className="border rounded p-3 mb-3">
      <h2 id="header-logo-heading" className="h6">
        Logo
      </h2>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        {currentUrl ? (
          <>
            <Image
              src={currentUrl}
              alt={currentAlt}
              height={48}
              width={192}
              style={{ objectFit: 'contain', objectPosition: 'left' }}
              data-testid="current-logo"
            />
            <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} disabled={removing || uploading}>
              Remove Logo
            </Button>
          </>
        ) : (
          <span className="text-body-secondary small">No logo uploaded: the header shows the logo text or company name.</span>
        )}
      </div>
      <Form.Group controlId="header-logo-file" className="mb-2">
        <Form.Label>Logo File</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept={LOGO_ACCEPT}
          onChange={onSelect}
          {...invalidProps(problem ?? undefined, 'header-logo-file-error', 'header-logo-file-help')}
        />
        <Form.Text id="header-logo-file-help">JPEG, PNG, GIF, WebP or SVG, up to 5MB.</Form.Text>
        {problem && (
          <div role="alert" id="header-logo-file-error" className="text-danger small mt-1">
            {problem}
          </div>
        )}
      </Form.Group>
      {selected && (
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <Image src={selected.previewUrl} alt="Selected logo preview" height={48} width={192} thumbnail style={{ objectFit: 'contain' }} />
          <span className="small text-body-secondary">
            {selected.file.name} ({formatFileSize(selected.file.size)})
          </span>
        </div>
      )}
      <div className="d-flex gap-2">
        <Button size="sm" onClick={upload} disabled={uploading || removing}>
          {uploading ? 'Uploading...' : 'Upload Logo'}
        </Button>
        {selected && (
          <Button size="sm" variant="outline-secondary" onClick={() => (setProblem(null), clear())} disabled={uploading}>
            Cancel
          </Button>
        )}
      </div>
      <ConfirmDialog
        show={confirming}
        title="Remove Logo"
        message="Remove the current logo? The image file is deleted and the header shows the logo text or company name instead."
        confirmLabel="Remove"
        busy={removing}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
