import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { FormDialog } from '@/components/ui/form-dialog';
import { MediaPickerGrid } from '@/platform/media/media-picker-grid';
import { BODY_TEXTS } from './body-texts';
import type { FigureAttrs } from './figure-node';

interface FigureDialogProps {
  show: boolean;
  onInsert: (figure: FigureAttrs) => void;
  onHide: () => void;
}

/** Image: an image chosen from the media library, then its alt text (required, never blank) and an optional caption. */
export function FigureDialog({ show, onInsert, onHide }: FigureDialogProps) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!alt.trim()) return setError(BODY_TEXTS.altRequired);
    onInsert({ src, alt: alt.trim(), caption: caption.trim() });
  };
  return (
    <FormDialog
      show={show}
      title={src ? BODY_TEXTS.figureTitle : BODY_TEXTS.figurePick}
      size={src ? undefined : 'lg'}
      scrollable
      onShow={() => {
        setSrc('');
        setAlt('');
        setCaption('');
        setError('');
      }}
      onSubmit={submit}
      onHide={onHide}
      footer={
        <>
          {src && (
            <Button variant="outline-secondary" className="me-auto" onClick={() => setSrc('')}>
              {BODY_TEXTS.figureAnother}
            </Button>
          )}
          <Button variant="secondary" onClick={onHide}>
            Cancel
          </Button>
          {src && <Button type="submit">{BODY_TEXTS.figureInsert}</Button>}
        </>
      }
    >
      {!src ? (
        <MediaPickerGrid onPick={(file) => setSrc(file.fileUrl)} />
      ) : (
        <>
          <img src={src} alt="" className="img-thumbnail mb-3 d-block" style={{ maxHeight: '10rem' }} />
          <Form.Group controlId="article-figure-alt" className="mb-3">
            <Form.Label>
              {BODY_TEXTS.altLabel}
              <span aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Control
              autoFocus
              required
              aria-required
              maxLength={300}
              value={alt}
              {...invalidProps(error, 'article-figure-alt-error', 'article-figure-alt-hint')}
              onChange={(e) => setAlt(e.target.value)}
            />
            <FieldError id="article-figure-alt-error" error={error} />
            <Form.Text id="article-figure-alt-hint">{BODY_TEXTS.altHint}</Form.Text>
          </Form.Group>
          <Form.Group controlId="article-figure-caption">
            <Form.Label>{BODY_TEXTS.captionLabel}</Form.Label>
            <Form.Control value={caption} maxLength={300} onChange={(e) => setCaption(e.target.value)} />
          </Form.Group>
        </>
      )}
    </FormDialog>
  );
}
