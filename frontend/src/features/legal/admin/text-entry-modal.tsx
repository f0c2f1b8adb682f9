import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { TextEntryForm, type TextEntryFormProps } from './text-entry-form';
import { keepInnerTransitionsIn } from '@/components/ui/keep-inner-transitions';

type TextEntryModalProps = Omit<TextEntryFormProps, 'headingId' | 'onCancel' | 'onBusyChange'> & {
  show: boolean;
  onHide: () => void;
};

/** 'Edit Section', 'Add Subsection', 'Edit Subsection': a title and a content in a react-bootstrap Modal. */
export function TextEntryModal({ show, onHide, ...form }: TextEntryModalProps) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(show);
  // Each opening starts a fresh form from the stored values, even when the last one is still fading out.
  const [wasShown, setWasShown] = useState(show);
  const [opening, setOpening] = useState(0);
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setOpening((n) => n + 1);
  }
  return (
    <Modal
      onEnter={keepInnerTransitionsIn}
      show={show}
      onHide={busy ? undefined : onHide}
      size="lg"
      scrollable
      aria-labelledby={headingId}
      backdrop={busy ? 'static' : true}
      restoreFocus={false}
      onExited={returnFocus}
    >
      <TextEntryForm key={opening} {...form} headingId={headingId} onCancel={onHide} onBusyChange={setBusy} />
    </Modal>
  );
}
