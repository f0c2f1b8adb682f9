import { Button, Col, Row } from 'react-bootstrap';
import { ImageField } from '@/platform/media/image-field';
import { CountedField } from '@/components/ui/counted-field';
import type { ImageDraft } from './details-draft';
import { LIMITS } from './service-details-rules';

interface ImageEditorProps {
  index: number;
  image: ImageDraft;
  disabled: boolean;
  onChange: (patch: Partial<ImageDraft>) => void;
  onRemove: () => void;
}

/** One image of a section: a preview, its site-relative url (ADR 0011) and alt text. */
export function ImageEditor({ index, image, disabled, onChange, onRemove }: ImageEditorProps) {
  const id = `image-${image.key}`;
  const label = `Image ${index + 1}`;
  const url = image.url.trim();
  return (
    <li className="border rounded p-3 mb-3" aria-label={label}>
      <Row className="gx-3">
        <Col xs={12} sm={3} className="mb-2">
          {url ? (
            <img src={url} alt={`Preview of ${label.toLowerCase()}`} className="img-fluid rounded border" style={{ maxHeight: 120, objectFit: 'contain' }} />
          ) : (
            <div className="border rounded text-body-secondary small d-flex align-items-center justify-content-center" style={{ height: 80 }}>
              No Image
            </div>
          )}
        </Col>
        <Col xs={12} sm={9}>
          <ImageField
            id={`${id}-url`}
            label="Image URL"
            value={image.url}
            maxLength={LIMITS.imageUrl}
            placeholder="/uploads/..."
            // The preview is on the left.
            preview={false}
            // A typed, uploaded or chosen url is a library file, not this section's upload: removal must not delete it.
            onChange={(url) => onChange({ url, filename: '' })}
          />
          <CountedField id={`${id}-alt`} label="Alt Text" value={image.alt} maxLength={LIMITS.imageAlt} onChange={(alt) => onChange({ alt })} />
          <div className="d-flex justify-content-between align-items-center gap-2">
            <small className="text-body-secondary text-break">{image.filename ? `File: ${image.filename}` : 'No uploaded file'}</small>
            <Button size="sm" variant="outline-danger" onClick={onRemove} disabled={disabled} aria-label={`Remove ${label}`}>
              Remove Image
            </Button>
          </div>
        </Col>
      </Row>
    </li>
  );
}
