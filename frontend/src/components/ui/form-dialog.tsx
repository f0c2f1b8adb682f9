import { useId, type ReactNode } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { keepInnerTransitionsIn } from './keep-inner-transitions';
import { useReturnFocus } from './use-return-focus';

export interface FormDialogProps {
  show: boolean;
  title: ReactNode;
  /** Each opening: the dialog resets its fields here. */
  onShow?: () => void;
  /** Enter in a field or the footer's submit button. */
  onSubmit: () => void;
  onHide: () => void;
  size?: 'sm' | 'lg' | 'xl';
  scrollable?: boolean;
  /** The fields. */
  children: ReactNode;
  /** The buttons: one of them `type="submit"`. */
  footer: ReactNode;
}

/**
 * A small form in a react-bootstrap Modal, titled by its heading: the shell of the article editor's Link and Image
 * dialogs. Focus moves into it, stays inside while it is open, and goes back to the control that opened it.
 */
export function FormDialog({ show, title, onShow, onSubmit, onHide, size, scrollable, children, footer }: FormDialogProps) {
  const titleId = useId();
  const returnFocus = useReturnFocus(show);
  return (
    <Modal
      show={show}
      onHide={onHide}
      size={size}
      scrollable={scrollable}
      onEnter={keepInnerTransitionsIn}
      onShow={onShow}
      aria-labelledby={titleId}
      restoreFocus={false}
      onExited={returnFocus}
    >
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>{footer}</Modal.Footer>
      </Form>
    </Modal>
  );
}
