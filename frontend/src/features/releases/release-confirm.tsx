import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { changeCountText } from './releases-rules';

export type Confirmed = 'publish' | 'undo';

const words = (kind: Confirmed, changes: number) =>
  kind === 'publish'
    ? ({
        title: 'Publish this release now?',
        message: `Every change it holds (${changeCountText(changes)}) goes live for every visitor at once. Nothing is published if a record it changes was changed on the live site since it was drafted.`,
        variant: 'warning',
        confirmLabel: 'Publish now',
        busyLabel: 'Publishing...',
      } as const)
    : ({
        title: 'Undo this release?',
        message:
          'Every record it changed goes back to how it was before it was published, edits made on the live site since then included. The undo is kept as a release of its own.',
        variant: 'danger',
        confirmLabel: 'Undo release',
        busyLabel: 'Undoing...',
      } as const);

interface ReleaseConfirmProps {
  /** What is being confirmed; null: the dialog is closed. */
  asking: Confirmed | null;
  changeCount: number;
  busy: boolean;
  onConfirm: (kind: Confirmed) => void;
  onCancel: () => void;
}

/** The one confirm dialog of a release's publish and undo: it keeps its words while it closes. */
export function ReleaseConfirm({ asking, changeCount, busy, onConfirm, onCancel }: ReleaseConfirmProps) {
  const [shown, setShown] = useState<Confirmed>('publish');
  if (asking && asking !== shown) setShown(asking);
  const { busyLabel, confirmLabel, ...text } = words(shown, changeCount);
  return (
    <ConfirmDialog
      show={asking !== null}
      {...text}
      confirmLabel={busy ? busyLabel : confirmLabel}
      busy={busy}
      onConfirm={() => onConfirm(shown)}
      onCancel={onCancel}
    />
  );
}
