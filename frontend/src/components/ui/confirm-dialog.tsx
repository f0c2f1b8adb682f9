import { useRef, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { keepInnerTransitionsIn } from './keep-inner-transitions';
import { useReturnFocus } from './use-return-focus';

export type ConfirmVariant = 'danger' | 'warning' | 'info';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What the choice does; a dialog that reports as it goes (a send's progress) shows that here. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: ConfirmVariant;
  /** While the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  /** Without it the dialog has nothing to confirm (it only reports): no confirm button, and cancel closes it. */
  onConfirm?: () => void;
  onCancel: () => void;
}

const BUTTON: Record<ConfirmVariant, string> = { danger: 'danger', warning: 'warning', info: 'primary' };

/**
 * The one confirm dialog every admin screen uses (docs/product/screens.md, shared widgets). It opens with focus on the
 * least destructive choice, keeps focus inside while open (react-bootstrap's Modal), and gives it back to the
 * control that opened it, or to the nearest control left when the confirmed action removed that one.
 */
export function ConfirmDialog({
  show,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'danger',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(show);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onCancel}
      centered
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      data-variant={variant}
      onEnter={keepInnerTransitionsIn}
      // Opening moves focus into the dialog (the Modal keeps it inside while open); once shown, onto the choice
      // that changes nothing, unless the admin has moved on. (Focusing a button before the fade-in ends can leave
      // react-bootstrap's Modal stuck half-closed when it is closed at once.)
      onEntered={(dialog: HTMLElement) => {
        if (document.activeElement === dialog || !dialog.contains(document.activeElement)) cancel.current?.focus();
      }}
      restoreFocus={false}
      onExited={returnFocus}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="confirm-dialog-message">{message}</Modal.Body>
      <Modal.Footer>
        <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {onConfirm && (
          <Button variant={BUTTON[variant]} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
