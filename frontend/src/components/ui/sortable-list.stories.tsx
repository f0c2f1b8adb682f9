import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dragHandleTo } from '@/test/pointer-drag';
import { SortableList } from './sortable-list';

const STEPS = ['Upload CBCT scan', 'Upload intraoral scan', 'Plan implant positions', 'Design surgical guide'];

function Demo({ onReorder }: { onReorder: (items: string[]) => void }) {
  const [items, setItems] = useState(STEPS);
  return (
    <div className="p-4" style={{ maxWidth: 480 }}>
      <SortableList
        items={items}
        getId={(s) => s}
        label="Workflow steps"
        itemLabel={(s) => s}
        onReorder={(next) => {
          setItems(next);
          onReorder(next);
        }}
        renderItem={(s, i, handle) => (
          <div className="d-flex align-items-center gap-2 border rounded p-2" style={{ height: 60 }}>
            {handle}
            <span>
              {i + 1}. {s}
            </span>
          </div>
        )}
      />
    </div>
  );
}

const meta = { title: 'UI/Sortable list', component: Demo, args: { onReorder: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Workflow steps' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

/** What screen readers were last told, in dnd-kit's live region (outside the canvas, like the toasts' regions). */
const announced = (text: string) =>
  waitFor(() =>
    expect(
      within(document.body)
        .getAllByRole('status')
        .map((r) => r.textContent),
    ).toContain(text),
  );

export const Keyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(order(canvas)).toEqual(STEPS);
    const handle = canvas.getByRole('button', { name: `Drag to reorder ${STEPS[0]}` });
    await expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick it up.*arrow keys.*Escape to cancel/);
    handle.focus();
    // Space lifts; each arrow press moves 25 px; 3 presses (75 px) put the card over the next one (76 px apart).
    await userEvent.keyboard(' ');
    await announced(`Picked up ${STEPS[0]}, in position 1 of 4.`);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await announced(`${STEPS[0]} is over position 2 of 4.`);
    await userEvent.keyboard(' ');
    await announced(`${STEPS[0]} was dropped in position 2 of 4.`);
    await waitFor(() => expect(order(canvas)).toEqual([STEPS[1], STEPS[0], STEPS[2], STEPS[3]]));
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: `Drag to reorder ${STEPS[0]}` }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await announced(`Moving was cancelled. ${STEPS[0]} is back in position 1 of 4.`);
    await expect(order(canvas)).toEqual(STEPS);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

export const Pointer: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: `Drag to reorder ${STEPS[2]}` });
    await dragHandleTo(userEvent, handle, canvas.getByRole('listitem', { name: STEPS[0] }));
    await waitFor(() => expect(order(canvas)).toEqual([STEPS[2], STEPS[0], STEPS[1], STEPS[3]]));
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
  },
};
