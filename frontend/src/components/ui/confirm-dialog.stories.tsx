import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-bootstrap';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Admin/Shared/Confirm dialog',
  component: ConfirmDialog,
  args: {
    show: true,
    title: 'Confirm Delete',
    message: 'Are you sure you want to delete this hero section?',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal on document.body.
const body = () => within(document.body);

export const Danger: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Confirm Delete' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(body().getByText(args.message as string)).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(body().getByRole('button', { name: 'Delete' })).toHaveClass('btn-danger');
  },
};

export const WarningCancelled: Story = {
  args: { variant: 'warning', title: 'Discard changes?', message: 'Your unsaved changes will be lost.', confirmLabel: 'Discard' },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(body().getByRole('button', { name: 'Discard' })).toHaveClass('btn-warning');
  },
};

export const InfoBusy: Story = {
  args: { variant: 'info', title: 'Publish', message: 'Publish the new pricing now?', confirmLabel: 'Publish', busy: true },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A screen with the button that opens the dialog, as the admin screens have. */
function Opener({ removes }: { removes?: boolean }) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState(['Implant guide', 'Sinus lift']);
  return (
    <div className="p-4">
      <ul className="list-unstyled d-flex flex-column gap-2">
        {rows.map((row) => (
          <li key={row}>
            {row}{' '}
            <Button size="sm" variant="outline-danger" onClick={() => setOpen(true)}>
              Delete<span className="visually-hidden"> {row}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={open}
        title="Confirm Delete"
        message="Are you sure you want to delete this hero section?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (removes) setRows((r) => r.slice(1));
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

/** By keyboard: focus moves into the dialog, Tab cannot leave it, and closing gives focus back to the opener. */
export const FocusMovesInAndBack: Story = {
  render: () => <Opener />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Delete Implant guide' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Confirm Delete' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Tab goes through the dialog's controls; a page control focused past the last one is left at once.
    const reached = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await waitFor(() => expect(document.activeElement === document.body || dialog.contains(document.activeElement)).toBe(true));
      if (document.activeElement instanceof HTMLButtonElement) reached.add(document.activeElement.textContent ?? '');
    }
    await expect(reached).toEqual(new Set(['', 'Cancel', 'Delete']));
    await expect(opener).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The confirmed action removed the opener's row: focus goes to the nearest control left, not to the page. */
export const FocusAfterTheOpenerIsGone: Story = {
  render: () => <Opener removes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Implant guide' }));
    const dialog = await body().findByRole('dialog', { name: 'Confirm Delete' });
    // Pressed at once, while the dialog still fades in: it closes all the same.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Sinus lift' })).toHaveFocus());
  },
};

/** A screen whose confirmed action runs (busy) and fails at once, as a delete the server refuses. */
function FailingAction() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Its answer comes at once, then 30 ms later each time, until after the fade-in (some 150 ms) has ended.
  const answerAfter = useRef(0);
  const confirm = async () => {
    setBusy(true);
    await new Promise((r) => setTimeout(r, answerAfter.current));
    answerAfter.current += 30;
    setBusy(false);
    setOpen(false);
  };
  return (
    <div className="p-4">
      <Button variant="outline-danger" onClick={() => setOpen(true)}>
        Delete Footer
      </Button>
      <ConfirmDialog
        show={open}
        title="Delete Footer"
        message="Are you sure you want to delete this footer?"
        confirmLabel={busy ? 'Deleting...' : 'Delete'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

/** Pressed at once, while the dialog still fades in, an action that runs and fails closes it all the same. */
export const BusyActionFailsWhileFadingIn: Story = {
  render: () => <FailingAction />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let round = 0; round < 8; round++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Footer' }));
      const dialog = await body().findByRole('dialog', { name: 'Delete Footer' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.body).not.toHaveClass('modal-open'));
    }
  },
};

/**
 * A dialog whose fade has nothing left to run when it closes (as when a close cuts the fade-in short): it goes once
 * the fade's time is up, however many transitions end meanwhile inside it (its buttons' colours, here sent by hand).
 */
export const ClosesWhileItsButtonsTransition: Story = {
  render: () => (
    <>
      <style>{'.modal.fade { transition: opacity 0.5s linear } .modal.fade:not(.show) { opacity: 1 }'}</style>
      <Opener />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Implant guide' }));
    const dialog = await body().findByRole('dialog', { name: 'Confirm Delete' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    for (let i = 0; i < 5; i++) {
      cancel.dispatchEvent(new Event('transitionend', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(r));
    }
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
