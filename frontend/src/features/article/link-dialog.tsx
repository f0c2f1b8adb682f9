import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { FormDialog } from '@/components/ui/form-dialog';
import { BODY_TEXTS } from './body-texts';
import { isSafeHref } from './body-extensions';

interface LinkDialogProps {
  show: boolean;
  /** The selection's current link, '' when it has none. */
  initial: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onHide: () => void;
}

/** The link of the selected text: an http, https or mailto address; anything else is refused with its reason. */
export function LinkDialog({ show, initial, onSave, onRemove, onHide }: LinkDialogProps) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  const submit = () => {
    if (!isSafeHref(href)) return setError(BODY_TEXTS.linkInvalid);
    onSave(href.trim());
  };
  return (
    <FormDialog
      show={show}
      title={BODY_TEXTS.linkTitle}
      onShow={() => {
        setHref(initial);
        setError('');
      }}
      onSubmit={submit}
      onHide={onHide}
      footer={
        <>
          {initial && (
            <Button variant="outline-danger" className="me-auto" onClick={onRemove}>
              {BODY_TEXTS.linkRemove}
            </Button>
          )}
          <Button variant="secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit">{BODY_TEXTS.linkApply}</Button>
        </>
      }
    >
      <Form.Group controlId="article-link-href">
        <Form.Label>{BODY_TEXTS.linkLabel}</Form.Label>
        <Form.Control
          autoFocus
          value={href}
          placeholder="https://"
          {...invalidProps(error, 'article-link-error', 'article-link-hint')}
          onChange={(e) => setHref(e.target.value)}
        />
        <FieldError id="article-link-error" error={error} />
        <Form.Text id="article-link-hint">{BODY_TEXTS.linkHint}</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
