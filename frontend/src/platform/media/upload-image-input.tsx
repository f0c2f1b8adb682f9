import { useEffect, useRef, type ChangeEvent } from 'react';
import type { components } from '@shared/contract/schema';
import { Form, Spinner } from 'react-bootstrap';
import { invalidProps } from '@/components/ui/field-error';
import { IMAGE_ACCEPT, IMAGE_HINT } from './image-file';
import { useImageUpload } from './use-image-upload';

type FileAsset = components['schemas']['FileAsset'];

interface UploadImageInputProps {
  id: string;
  /** Called with the stored file once the upload went through. */
  onUploaded?: (file: FileAsset) => void;
  disabled?: boolean;
  /** Also describes the input, e.g. the label of the field it fills. */
  describedBy?: string;
  className?: string;
}

/**
 * 'Upload image': a file input that stores the chosen image in the media library at once. While it uploads the
 * input is disabled and 'Uploading...' shows; a refused file's reason is shown (and announced) under it.
 */
export function UploadImageInput({ id, onUploaded, disabled, describedBy, className }: UploadImageInputProps) {
  const { upload, uploading, problem } = useImageUpload();
  const input = useRef<HTMLInputElement>(null);
  const wasUploading = useRef(false);
  const errorId = `${id}-error`;

  // Disabling the input for the upload drops the keyboard focus: once enabled again, it takes it back (unless the
  // admin has moved on to another control meanwhile).
  useEffect(() => {
    const finished = wasUploading.current && !uploading;
    wasUploading.current = uploading;
    if (finished && (!document.activeElement || document.activeElement === document.body)) input.current?.focus();
  }, [uploading]);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const stored = await upload(file);
    // Cleared, so choosing the same file again uploads it again.
    if (input.current) input.current.value = '';
    if (stored) onUploaded?.(stored);
  };

  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className="small mb-1">Upload image</Form.Label>
      <Form.Control
        ref={input}
        type="file"
        size="sm"
        accept={IMAGE_ACCEPT}
        disabled={disabled || uploading}
        onChange={(e: ChangeEvent<HTMLInputElement>) => void pick(e)}
        {...invalidProps(problem ?? undefined, errorId, `${id}-hint`, describedBy)}
      />
      <Form.Text id={`${id}-hint`}>{IMAGE_HINT}</Form.Text>
      {uploading && (
        <div role="status" className="small d-flex align-items-center gap-1 mt-1">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Uploading...</span>
        </div>
      )}
      {problem && (
        <div role="alert" id={errorId} className="text-danger small mt-1">
          {problem}
        </div>
      )}
    </Form.Group>
  );
}
