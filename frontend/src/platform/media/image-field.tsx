import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { ImageFieldPreview } from './image-field-preview';
import { MediaPickerDialog } from './media-picker-dialog';
import { UploadImageInput } from './upload-image-input';

export interface ImageFieldProps {
  id: string;
  /** The text box's label, e.g. 'Banner URL'. */
  label: string;
  /** A site-relative url, e.g. '/uploads/images/….jpg'. */
  value: string;
  onChange: (url: string) => void;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  /** A validation message of this field, shown under it. */
  error?: string;
  /** The id of a message shown elsewhere (e.g. the form's one message for several fields) that makes this field invalid. */
  invalidBy?: string;
  /** Shows the current image beside the box; off where the form shows its own preview. */
  preview?: boolean;
  /** The preview's alt text; 'Preview of {label}' unless given. */
  previewAlt?: string;
}

/**
 * An image url for an admin form: type it, upload a new image to the media library, or choose one from the
 * library. Uploading or choosing puts the file's url in the box.
 */
export function ImageField(props: ImageFieldProps) {
  const { id, label, value, onChange, required, maxLength, placeholder, disabled, error, invalidBy, preview = true, previewAlt } = props;
  const [picking, setPicking] = useState(false);
  const labelId = `${id}-label`;
  const errorId = invalidBy ?? `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label id={labelId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <div className="d-flex flex-wrap flex-sm-nowrap gap-3 align-items-start">
        {preview && <ImageFieldPreview url={value.trim()} alt={previewAlt ?? `Preview of ${label}`} />}
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <Form.Control
            value={value}
            maxLength={maxLength}
            required={required}
            aria-required={required || undefined}
            placeholder={placeholder}
            disabled={disabled}
            {...invalidProps(invalidBy ? true : error, errorId)}
            onChange={(e) => onChange(e.target.value)}
          />
          {!invalidBy && <FieldError id={errorId} error={error} />}
          <div className="d-flex flex-wrap align-items-start gap-2 mt-2">
            <UploadImageInput id={`${id}-upload`} describedBy={labelId} disabled={disabled} onUploaded={(file) => onChange(file.fileUrl)} />
            <Button size="sm" variant="outline-secondary" className="mt-sm-4" aria-describedby={labelId} disabled={disabled} onClick={() => setPicking(true)}>
              Choose from library
            </Button>
          </div>
        </div>
      </div>
      <MediaPickerDialog
        show={picking}
        onPick={(file) => {
          onChange(file.fileUrl);
          setPicking(false);
        }}
        onHide={() => setPicking(false)}
      />
    </Form.Group>
  );
}
