import { Button, Modal } from 'react-bootstrap';

export type ConfirmVariant = 'danger' | 'warning' | 'info';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: ConfirmVariant;
  /** While the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const BUTTON: Record<ConfirmVariant, string> = { danger: 'danger', warning: 'warning', info: 'primary' };

/** The one confirm dialog every admin screen uses (spec section 2, shared widgets). */
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
  return (
    <Modal show={show} onHide={busy ? undefined : onCancel} centered aria-labelledby="confirm-dialog-title" data-variant={variant}>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={BUTTON[variant]} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
