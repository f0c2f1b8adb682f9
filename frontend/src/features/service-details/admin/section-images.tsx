import { useState, type ChangeEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { newImage, type ImageDraft } from './details-draft';
import { ImageEditor } from './image-editor';
import { IMAGE_ACCEPT, LIMITS } from './service-details-rules';
import { useImageActions } from './use-image-actions';
import type { Notify } from './use-status-banner';

interface SectionImagesProps {
  sectionKey: string;
  sectionLabel: string;
  images: ImageDraft[];
  notify: Notify;
  /** Applies a change to the latest list (uploads and removals finish after other edits). */
  onChange: (update: (images: ImageDraft[]) => ImageDraft[]) => void;
}

/** A section's images: upload a file or enter a url; removing an uploaded image deletes its file. */
export function SectionImages({ sectionKey, sectionLabel, images, notify, onChange }: SectionImagesProps) {
  const { upload, removeFile } = useImageActions(notify);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<ImageDraft | null>(null);
  const [removing, setRemoving] = useState(false);
  const full = images.length >= LIMITS.images;

  const patch = (key: string, p: Partial<ImageDraft>) => onChange((list) => list.map((img) => (img.key === key ? { ...img, ...p } : img)));
  const drop = (key: string) => onChange((list) => list.filter((img) => img.key !== key));

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    const added = await upload(file);
    setUploading(false);
    if (added) onChange((list) => [...list, added]);
  };

  const askRemove = (image: ImageDraft) => {
    if (image.filename) setPending(image);
    else drop(image.key);
  };

  const confirmRemove = async () => {
    if (!pending) return;
    setRemoving(true);
    await removeFile(pending);
    drop(pending.key);
    setRemoving(false);
    setPending(null);
  };

  return (
    <div>
      <h4 className="h6">Images ({images.length})</h4>
      {images.length === 0 ? (
        <p className="text-body-secondary small">No images yet. Upload one or add an image URL.</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label={`${sectionLabel} images`}>
          {images.map((img, i) => (
            <ImageEditor key={img.key} index={i} image={img} disabled={removing} onChange={(p) => patch(img.key, p)} onRemove={() => askRemove(img)} />
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${sectionKey}-upload`}>
          <Form.Label className="small mb-1">Upload Image</Form.Label>
          <Form.Control
            type="file"
            size="sm"
            accept={IMAGE_ACCEPT}
            disabled={uploading || full}
            onChange={pick}
            aria-describedby={`${sectionKey}-upload-hint`}
          />
        </Form.Group>
        <Button size="sm" variant="outline-secondary" disabled={full} onClick={() => onChange((list) => [...list, newImage()])}>
          Add Image URL
        </Button>
        {uploading && (
          <span role="status" className="small d-flex align-items-center gap-1">
            <Spinner animation="border" size="sm" aria-hidden="true" /> Uploading...
          </span>
        )}
      </div>
      <Form.Text id={`${sectionKey}-upload-hint`}>
        JPEG, PNG, GIF, WebP or SVG, up to 5MB; at most {LIMITS.images} images. Images without a URL are left out when you save.
      </Form.Text>
      <ConfirmDialog
        show={pending !== null}
        title="Remove Image"
        message="Remove this image? Its file is deleted from the server now; save the changes to update the page."
        confirmLabel="Remove"
        variant="danger"
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
