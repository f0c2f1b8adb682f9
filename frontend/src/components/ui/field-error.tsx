import { useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';

/**
 * Ties a field to its error (WCAG 1.3.1, 3.3.1): marked invalid (Bootstrap's red border and aria-invalid) and
 * described by the error text first, then by any hints. `errorId` names the element holding the text: the
 * field's own FieldError, or a message shared by several fields. Spread it on the control.
 */
export function invalidProps(error: string | boolean | undefined, errorId: string, ...hintIds: (string | false | undefined)[]) {
  const describedBy = [error ? errorId : undefined, ...hintIds].filter(Boolean).join(' ');
  return { isInvalid: !!error, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A field's error text under it, with the id its control's invalidProps point at; nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string | false }) {
  if (!error) return null;
  return (
    <Form.Control.Feedback type="invalid" id={id}>
      {error}
    </Form.Control.Feedback>
  );
}

/**
 * After a submit that found errors, focus goes to the first invalid field of the form (the first with
 * aria-invalid), once the errors are on screen. Put `ref` on the form and call `focusFirstInvalid()` on submit.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const focusFirstInvalid = useCallback(() => setAttempts((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
