import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBoundary } from './error-boundary';

/** Whether the child below throws; the play function mends it before pressing 'Try Again'. */
const child = { broken: true };

function FlakyChild() {
  if (child.broken) throw new Error('The child failed to render');
  return <p>The child rendered.</p>;
}

const meta = {
  title: 'Admin/Shared/Error boundary',
  component: ErrorBoundary,
  args: {
    title: 'Something went wrong',
    message: 'There was an error loading the Service Details Management page.',
    children: <FlakyChild />,
  },
  beforeEach: () => {
    child.broken = true;
  },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThrowsThenRecovers: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(alert).toHaveTextContent('There was an error loading the Service Details Management page.');
    await expect(canvas.queryByText('The child rendered.')).toBeNull();
    child.broken = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('The child rendered.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const StillFailing: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByText('The child rendered.')).toBeNull();
  },
};
