import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast-provider';
import { useDeleteFooterMutation } from './footer-admin-api';

export const DELETE_FOOTER_TEXT = {
  confirmTitle: 'Delete Footer',
  confirm: 'Are you sure you want to delete this footer? It stays in the history, so it can be brought back.',
  deleted: 'Footer deleted successfully!',
  failed: 'Failed to delete footer. Please try again.',
} as const;

interface Props {
  footerId: string;
  disabled: boolean;
  /** After the footer is gone: the screen shows its empty state. */
  onDeleted: () => void;
}

/** 'Delete' for the stored footer, confirmed first (DELETE /footer/delete-footer/{id}). */
export function DeleteFooterButton({ footerId, disabled, onDeleted }: Props) {
  const toast = useToast();
  const [deleteFooter, { isLoading: deleting }] = useDeleteFooterMutation();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await deleteFooter(footerId).unwrap();
      toast(DELETE_FOOTER_TEXT.deleted);
      setConfirming(false);
      onDeleted();
    } catch {
      toast(DELETE_FOOTER_TEXT.failed, { variant: 'danger' });
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outline-danger" className="me-auto" onClick={() => setConfirming(true)} disabled={disabled || deleting}>
        Delete Footer
      </Button>
      <ConfirmDialog
        show={confirming}
        title={DELETE_FOOTER_TEXT.confirmTitle}
        message={DELETE_FOOTER_TEXT.confirm}
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        variant="danger"
        busy={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
