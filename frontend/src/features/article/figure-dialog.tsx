import { useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { keepInnerTransitionsIn } from '@/components/ui/keep-inner-transitions';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { BODY_TEXTS } from './body-texts';
import type { FigureAttrs } from './figure-node';

interface FigureDialogProps {
  /** The chosen image's url; the dialog shows while there is one. */
  src: string | null;
  onInsert: (figure: FigureAttrs) => void;
  onHide: () => void;
}

/** After an image is chosen from the library: its alt text (required, never blank) and an optional caption. */
export function FigureDialog({ src, onInsert, onHide }: FigureDialogProps) {
  const titleId = useId();
  const show = src !== null;
  const returnFocus = useReturnFocus(show);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!alt.trim()) return setError(BODY_TEXTS.altRequired);
    onInsert({ src: src ?? '', alt: alt.trim(), caption: caption.trim() });
  };
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEnter={keepInnerTransitionsIn}
      onShow={() => {
        setAlt('');
        setCaption('');
        setError('');
      }}
      aria-labelledby={titleId}
      restoreFocus={false}
      onExited={returnFocus}
    >
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {BODY_TEXTS.figureTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {src && <img src={src} alt="" className="img-thumbnail mb-3 d-block" style={{ maxHeight: '10rem' }} />}
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
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit">{BODY_TEXTS.figureInsert}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
