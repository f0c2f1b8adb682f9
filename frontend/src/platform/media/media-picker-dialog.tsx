import { useId } from 'react';
import type { components } from '@shared/contract/schema';
import { Button, Modal } from 'react-bootstrap';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { MediaPickerGrid } from './media-picker-grid';
import { keepInnerTransitionsIn } from '@/components/ui/keep-inner-transitions';

type FileAsset = components['schemas']['FileAsset'];

interface MediaPickerDialogProps {
  show: boolean;
  /** Called with the file the admin chose; the caller closes the dialog. */
  onPick: (file: FileAsset) => void;
  onHide: () => void;
}

/**
 * 'Choose from library': the library's images as thumbnails to pick from. The Modal keeps focus inside while
 * open; closed (picked or cancelled), focus goes back to the control that opened it.
 */
export function MediaPickerDialog({ show, onPick, onHide }: MediaPickerDialogProps) {
  const titleId = useId();
  const returnFocus = useReturnFocus(show);
  return (
    <Modal
      onEnter={keepInnerTransitionsIn}
      show={show}
      onHide={onHide}
      size="lg"
      scrollable
      aria-labelledby={titleId}
      restoreFocus={false}
      onExited={returnFocus}
    >
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Choose from library
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <MediaPickerGrid onPick={onPick} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
