import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-bootstrap';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider, useToast } from './toast-provider';

function Demo({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <div className="p-4 d-flex gap-2">
      <Button onClick={() => toast('Hero section created successfully!', { duration })}>Save</Button>
      <Button variant="danger" onClick={() => toast('Failed to save hero section', { variant: 'danger', duration })}>
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: 'Admin/Shared/Toast',
  component: Demo,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

// The live regions are outside the story's canvas, at the end of <body> (the preview's own provider adds a pair).
const regions = (role: 'status' | 'alert') =>
  within(document.body)
    .getAllByRole(role)
    .filter((r) => r.closest('.toast-container'));

export const SuccessClosesByItself: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    // The polite region is there, empty, before the first toast: screen readers announce what is added to it.
    await expect(regions('status').length).toBeGreaterThan(0);
    await expect(regions('status').every((r) => r.textContent === '' && r.getAttribute('aria-live') === 'polite')).toBe(true);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(regions('status').some((r) => r.textContent === 'Hero section created successfully!')).toBe(true));
    await expect(await within(document.body).findByText('Hero section created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByText('Hero section created successfully!')).toBeNull(), { timeout: 2000 });
  },
};

export const ErrorIsAnAlert: Story = {
  play: async ({ canvasElement }) => {
    await expect(regions('alert').every((r) => r.textContent === '')).toBe(true);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    const message = await within(document.body).findByText('Failed to save hero section');
    await expect(message.closest('[role="alert"]')).toBeInTheDocument();
    await expect(message.closest('[role="status"]')).toBeNull();
    await expect(message.closest('.toast')).toHaveClass('bg-danger');
  },
};
