import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, type MockDb } from '@mocks/db';
import { PricingAdminPage } from './pricing-admin-page';
import { body, loaded, pro, SAVE, SAVED, standard, type Canvas } from './pricing-story-kit';

// The texts of each plan's public card that the plan editor edits: features, limitations, highlights and the badge.

const meta = {
  title: 'Admin/Pricing/Plan Texts',
  component: PricingAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/pricing' } },
} satisfies Meta<typeof PricingAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const plan = (canvas: Canvas, n: number) => within(canvas.getByRole('listitem', { name: new RegExp(`^Plan ${n}:`) }));
/** The values of a list's fields, e.g. lineValues(plan, 'Features'). */
const lineValues = (p: Canvas, list: string) =>
  within(p.getByRole('list', { name: list }))
    .getAllByRole('textbox')
    .map((field) => (field as HTMLInputElement).value);
const storedPlan = (id: string) => db.pricingConfigs[0].plans.find((p) => p._id === id);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const first = plan(canvas, 1);
    await expect(first.getByRole('group', { name: 'Features' })).toBeVisible();
    await expect(lineValues(first, 'Features')).toEqual(standard.features);
    await expect(lineValues(first, 'Limitations')).toEqual(standard.limitations);
    await expect(lineValues(first, 'Highlights')).toEqual(standard.highlights);
    await expect(first.getByLabelText('Feature 1')).toHaveAttribute('maxLength', '200');
    await expect(first.getByRole('button', { name: 'Add Feature' })).toBeEnabled();
    await expect(first.getByRole('button', { name: 'Add Limitation' })).toBeEnabled();
    await expect(first.getByRole('button', { name: 'Add Highlight' })).toBeEnabled();
    // The first line cannot move up, the last cannot move down.
    await expect(first.getByRole('button', { name: 'Move Feature 1 up' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Move Feature 1 down' })).toBeEnabled();
    await expect(first.getByRole('button', { name: `Move Feature ${standard.features!.length} down` })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Remove Feature 1' })).toBeEnabled();
    // The badge: empty on a plan that has none, with the hint saying what the site shows then.
    const badge = first.getByLabelText('Badge Text');
    await expect(badge).toHaveValue('');
    await expect(badge).toHaveAttribute('maxLength', '30');
    await expect(badge).toHaveAccessibleDescription(expect.stringContaining("Left empty, it reads 'Recommended'."));
    await expect(first.getByRole('checkbox', { name: 'Popular' })).not.toBeChecked();
    const second = plan(canvas, 2);
    await expect(second.getByRole('checkbox', { name: 'Popular' })).toBeChecked();
    await expect(second.getByLabelText('Badge Text')).toHaveValue(pro.badge?.text);
    // A plan without limitations says so.
    const third = plan(canvas, 3);
    await expect(third.getByText('No limitations yet.')).toBeVisible();
  },
};

/**
 * Puts `text` in a field as a paste does, in one input event: typing it key by key re-renders the whole screen and
 * its preview each time, which took this story past its time limit on a busy machine.
 */
async function enter(userEvent: { click(el: Element): Promise<void>; paste(text: string): Promise<void> }, field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const EditAndSave: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const first = plan(canvas, 1);
    const features = [...standard.features!];

    // Edit a line.
    await userEvent.clear(first.getByLabelText('Feature 1'));
    await enter(userEvent, first.getByLabelText('Feature 1'), 'Up to 3 implant positions');
    features[0] = 'Up to 3 implant positions';
    // Add one: its field takes the focus.
    await userEvent.click(first.getByRole('button', { name: 'Add Feature' }));
    const added = first.getByLabelText(`Feature ${features.length + 1}`);
    await waitFor(() => expect(added).toHaveFocus());
    await enter(userEvent, added, 'Surgical report as PDF');
    features.push('Surgical report as PDF');
    // Move it up one place: the focus stays on its Move up button.
    await userEvent.click(first.getByRole('button', { name: `Move Feature ${features.length} up` }));
    features.splice(features.length - 2, 2, features[features.length - 1], features[features.length - 2]);
    await expect(lineValues(first, 'Features')).toEqual(features);
    await waitFor(() => expect(first.getByRole('button', { name: `Move Feature ${features.length - 1} up` })).toHaveFocus());
    // Remove the second: the line that takes its place gets the focus.
    await userEvent.click(first.getByRole('button', { name: 'Remove Feature 2' }));
    features.splice(1, 1);
    await expect(lineValues(first, 'Features')).toEqual(features);
    await waitFor(() => expect(first.getByLabelText('Feature 2')).toHaveFocus());

    // Limitations: one removed, one added, and a blank one that is not saved.
    await userEvent.click(first.getByRole('button', { name: 'Remove Limitation 2' }));
    await userEvent.click(first.getByRole('button', { name: 'Add Limitation' }));
    await enter(userEvent, first.getByLabelText('Limitation 2'), 'Printed guide at cost');
    await userEvent.click(first.getByRole('button', { name: 'Add Limitation' }));
    // Highlights: edited.
    await userEvent.clear(first.getByLabelText('Highlight 1'));
    await enter(userEvent, first.getByLabelText('Highlight 1'), 'Best for single implants');
    // Popular, with its own badge.
    await userEvent.click(first.getByRole('checkbox', { name: 'Popular' }));
    await enter(userEvent, first.getByLabelText('Badge Text'), 'Best value');
    // The second plan's badge emptied: the site shows 'Recommended' for it.
    await userEvent.clear(plan(canvas, 2).getByLabelText('Badge Text'));

    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await expect(storedPlan(standard._id)).toMatchObject({
      features,
      limitations: [standard.limitations![0], 'Printed guide at cost'],
      highlights: ['Best for single implants'],
      isPopular: true,
      badge: { text: 'Best value' },
    });
    await expect(storedPlan(pro._id)).toMatchObject({ isPopular: true, features: pro.features });
    await expect(storedPlan(pro._id)).not.toHaveProperty('badge');
    // The reloaded form shows what was saved: the blank limitation is gone.
    await waitFor(() => expect(lineValues(plan(canvas, 1), 'Limitations')).toEqual([standard.limitations![0], 'Printed guide at cost']));
    await expect(lineValues(plan(canvas, 1), 'Features')).toEqual(features);
  },
};

const LONG = 'x'.repeat(230);

export const OverLongLine: Story = {
  // Older data may hold a line longer than the contract's 200 characters: it is shown, flagged on save, and not sent.
  parameters: { mockDb: (d: MockDb) => void (d.pricingConfigs[0].plans.find((p) => p._id === standard._id)!.features![1] = LONG) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const first = plan(canvas, 1);
    const field = first.getByLabelText('Feature 2');
    await expect(field).toHaveValue(LONG);
    await expect(first.getByText('230/200 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields before saving.');
    await expect(first.getByText('Feature 2 must be 200 characters or fewer')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Feature 2 must be 200 characters or fewer 230/200 characters');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(body().queryByText(SAVED)).toBeNull();
    await expect(storedPlan(standard._id)?.features?.[1]).toBe(LONG);
    // Shortened, it saves.
    await userEvent.clear(field);
    await userEvent.type(field, 'CBCT merge');
    await expect(first.queryByText('Feature 2 must be 200 characters or fewer')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await expect(storedPlan(standard._id)?.features?.[1]).toBe('CBCT merge');
  },
};

export const FullList: Story = {
  // openapi.yaml: at most 30 features; at 30, Add Feature is off and says why.
  parameters: {
    mockDb: (d: MockDb) =>
      void (d.pricingConfigs[0].plans.find((p) => p._id === standard._id)!.features = Array.from({ length: 30 }, (_, i) => `Feature ${i + 1}`)),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const first = plan(canvas, 1);
    const add = first.getByRole('button', { name: 'Add Feature' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('A plan can have at most 30 features.');
    await userEvent.click(first.getByRole('button', { name: 'Remove Feature 30' }));
    await expect(add).toBeEnabled();
    await waitFor(() => expect(first.getByLabelText('Feature 29')).toHaveFocus());
  },
};
