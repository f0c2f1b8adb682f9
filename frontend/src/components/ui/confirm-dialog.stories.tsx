import type { Meta, StoryObj } from '@storybook/react-vite';
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
    await expect(body().getByText(args.message)).toBeVisible();
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
