import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@shared/contract/schema';
import { expect, waitFor, within } from 'storybook/test';
import { db, type MockDb } from '@mocks/db';
import { scenario } from '@mocks/handlers';
import { setScenario } from '@mocks/route';
import { findPreview } from '@/platform/site-preview/preview-story-kit';
import { PricingAdminPage } from './pricing-admin-page';
import { body, config, loaded, plans, pro, SAVE, SAVED, standard, type Canvas } from './pricing-story-kit';

type Plan = components['schemas']['Plan'];
type PricingOption = components['schemas']['PricingOption'];

const meta = {
  title: 'Admin/Pricing',
  component: PricingAdminPage,
  parameters: { signedInAs: 'super_admin', route: { path: '/admin/pricing' } },
} satisfies Meta<typeof PricingAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const planItems = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Pricing plans' })).getAllByRole('listitem', { name: /^Plan \d+:/ });
const plan = (canvas: Canvas, n: number) => within(canvas.getByRole('listitem', { name: new RegExp(`^Plan ${n}:`) }));
const options = (p: Canvas) => p.queryAllByRole('listitem', { name: /^Pricing option \d/ });
const option = (p: Canvas, n: number) => within(p.getByRole('listitem', { name: `Pricing option ${n}` }));
const storedPlan = (name: string) => db.pricingConfigs[0].plans.find((p) => p.name === name);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pricing Management' })).toBeVisible();
    await expect(canvas.getByText('Configure your pricing plans and additional information.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(config.title);
    await expect(canvas.getByLabelText('Subtitle')).toHaveValue(config.subtitle);
    await expect(canvas.getByLabelText('Description')).toHaveValue(config.description);
    await expect(canvas.getByText(`${config.title.length}/100 characters`)).toBeVisible();
    await expect(planItems(canvas)).toHaveLength(plans.length);
    const first = plan(canvas, 1);
    await expect(first.getByLabelText(/^Plan Name/)).toHaveValue(standard.name);
    await expect(first.getByLabelText('Plan Description')).toHaveValue(standard.description);
    await expect(first.getByLabelText('Button Text')).toHaveValue(standard.buttonText);
    await expect(first.getByLabelText('Order')).toHaveValue(1);
    await expect(first.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(first.getByRole('checkbox', { name: 'Popular' })).not.toBeChecked();
    await expect(first.getByRole('button', { name: 'Delete Plan' })).toBeVisible();
    await expect(option(first, 1).getByLabelText(/^Value/)).toHaveValue(149);
    await expect(option(first, 1).getByLabelText(/^Format/)).toHaveValue('per_case');
    await expect(option(first, 1).getByLabelText('Display Text')).toHaveValue('/case');
    // One option: it cannot be removed, and a second can be added.
    await expect(first.queryByRole('button', { name: /^Remove Option/ })).toBeNull();
    await expect(first.getByRole('button', { name: 'Add Option' })).toBeVisible();
    // Two options: both removable, no third.
    const second = plan(canvas, 2);
    await expect(options(second)).toHaveLength(2);
    await expect(second.getByRole('checkbox', { name: 'Popular' })).toBeChecked();
    await expect(second.getAllByRole('button', { name: /^Remove Option/ })).toHaveLength(2);
    await expect(second.queryByRole('button', { name: 'Add Option' })).toBeNull();
    // Limits (docs/product/validation.md and limits.md).
    await expect(canvas.getByLabelText(/^Title/)).toHaveAttribute('maxLength', '100');
    await expect(canvas.getByLabelText('Subtitle')).toHaveAttribute('maxLength', '200');
    await expect(canvas.getByLabelText('Description')).toHaveAttribute('maxLength', '500');
    await expect(first.getByLabelText(/^Plan Name/)).toHaveAttribute('maxLength', '50');
    await expect(first.getByLabelText('Plan Description')).toHaveAttribute('maxLength', '200');
    await expect(first.getByLabelText('Button Text')).toHaveAttribute('maxLength', '50');
    await expect(option(first, 1).getByLabelText('Display Text')).toHaveAttribute('maxLength', '20');
    await expect(option(first, 1).getByLabelText(/^Value/)).toHaveAttribute('min', '0');
    await expect(option(first, 1).getByLabelText(/^Value/)).toHaveAttribute('step', '0.01');
    await expect(first.getByLabelText('Order')).toHaveAttribute('min', '1');
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: SAVE })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { pricing: scenario('pricing', { kind: 'loading' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading pricing configuration...');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadError: Story = {
  // The first load fails; the retry succeeds.
  parameters: { scenarios: { pricing: { kind: 'error' } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load pricing configuration.');
    await expect(canvas.queryByRole('form')).toBeNull();
    setScenario('pricing', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await loaded(canvas);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(config.title);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { mockDb: (d: MockDb) => void (d.pricingConfigs = []) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByText('No pricing configuration exists yet. Saving will create it.')).toBeVisible();
    await expect(canvas.getByText('No pricing plans yet. Click "Add Plan" to create your first plan.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Planning packages');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    await userEvent.type(plan(canvas, 1).getByLabelText(/^Plan Name/), 'Starter');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    // Created (POST), then loaded in edit mode.
    await waitFor(() => expect(db.pricingConfigs).toHaveLength(1));
    await expect(db.pricingConfigs[0]).toMatchObject({ title: 'Planning packages', isActive: true, plans: [{ name: 'Starter', order: 1 }] });
    await waitFor(() => expect(canvas.queryByText('No pricing configuration exists yet. Saving will create it.')).toBeNull());
    await expect(plan(canvas, 1).queryByText('Unsaved')).toBeNull();
  },
};

export const FallsBackToFirstConfiguration: Story = {
  // No active configuration: the first entry of the list is edited.
  parameters: { mockDb: (d: MockDb) => void (d.pricingConfigs[0].isActive = false) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue(config.title);
    await expect(canvas.queryByText('No pricing configuration exists yet. Saving will create it.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await expect(db.pricingConfigs).toHaveLength(1);
  },
};

export const InactivePlansKept: Story = {
  // The public read leaves inactive plans out; the admin still sees and keeps them.
  parameters: { mockDb: (d: MockDb) => void (d.pricingConfigs[0].plans[0].isActive = false) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(planItems(canvas)).toHaveLength(plans.length);
    await expect(plan(canvas, 1).getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await expect(db.pricingConfigs[0].plans).toHaveLength(plans.length);
    await expect(storedPlan(standard.name)).toMatchObject({ isActive: false, features: standard.features });
  },
};

export const LegacyShapes: Story = {
  parameters: {
    mockDb: (d: MockDb) => {
      const [a, b, c, e] = d.pricingConfigs[0].plans as Partial<Plan>[];
      a.pricingOptions = { value: 149, format: 'per_case' };
      delete b.pricingOptions;
      b.price = 'From $1,199';
      delete b.buttonText;
      b.cta = { text: 'Book a call' };
      delete c.pricingOptions;
      c.price = 650;
      delete e.pricingOptions;
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const [a, b, c, e] = [1, 2, 3, 4].map((n) => plan(canvas, n));
    await expect(options(a)).toHaveLength(1);
    await expect(option(a, 1).getByLabelText(/^Format/)).toHaveValue('per_case');
    await expect(option(b, 1).getByLabelText(/^Value/)).toHaveValue(1199);
    await expect(option(b, 1).getByLabelText(/^Format/)).toHaveValue('fixed');
    await expect(b.getByText('Converted from the older price text "From $1,199". Check the value before saving.')).toBeVisible();
    await expect(b.getByLabelText('Button Text')).toHaveValue('Book a call');
    await expect(option(c, 1).getByLabelText(/^Value/)).toHaveValue(650);
    await expect(options(e)).toHaveLength(0);
    await expect(e.getByText('No pricing options yet. Click "Add Option" to create your first pricing option.')).toBeVisible();
    // A plan must keep at least one option to be saved.
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await e.findByText('Add at least one pricing option')).toBeVisible();
    await userEvent.click(e.getByRole('button', { name: 'Add Option' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    const stored = db.pricingConfigs[0].plans;
    await expect(stored.find((p) => p._id === pro._id)).toMatchObject({ buttonText: 'Book a call', pricingOptions: [{ value: 1199, format: 'fixed' }] });
    await expect(stored.find((p) => p._id === pro._id)).not.toHaveProperty('price');
    await expect(stored.every((p) => Array.isArray(p.pricingOptions) && p.pricingOptions.length >= 1)).toBe(true);
  },
};

export const AddPlanDefaults: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    await expect(planItems(canvas)).toHaveLength(plans.length + 1);
    const added = plan(canvas, plans.length + 1);
    await expect(added.getByText('Unsaved')).toBeVisible();
    await expect(added.getByLabelText(/^Plan Name/)).toHaveValue('');
    await expect(options(added)).toHaveLength(1);
    await expect(option(added, 1).getByLabelText(/^Value/)).toHaveValue(0);
    await expect(option(added, 1).getByLabelText(/^Format/)).toHaveValue('fixed');
    await expect(option(added, 1).getByLabelText('Display Text')).toHaveValue('');
    await expect(added.getByLabelText('Button Text')).toHaveValue('Get Started');
    await expect(added.getByLabelText('Order')).toHaveValue(plans.length + 1);
    await expect(added.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(added.getByRole('checkbox', { name: 'Popular' })).not.toBeChecked();
  },
};

export const OptionFormatAutofill: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const first = plan(canvas, 1);
    const format = option(first, 1).getByLabelText(/^Format/);
    const display = option(first, 1).getByLabelText('Display Text');
    for (const [value, text] of [
      ['per_month', '/month'],
      ['per_hour', '/hr'],
      ['per_case', '/case'],
      ['percentage', '%'],
      ['fixed', ''],
    ] as const) {
      await userEvent.selectOptions(format, value);
      await expect(display).toHaveValue(text);
    }
    // At most two options: 'Add Option' hides at two; remove shows only when more than one.
    await userEvent.click(first.getByRole('button', { name: 'Add Option' }));
    await expect(options(first)).toHaveLength(2);
    await expect(first.queryByRole('button', { name: 'Add Option' })).toBeNull();
    await expect(first.getAllByRole('button', { name: /^Remove Option/ })).toHaveLength(2);
    await userEvent.click(first.getByRole('button', { name: 'Remove Option 2' }));
    await expect(options(first)).toHaveLength(1);
    await expect(first.queryByRole('button', { name: /^Remove Option/ })).toBeNull();
    await expect(first.getByRole('button', { name: 'Add Option' })).toBeVisible();
    // Non-numeric value becomes 0; non-numeric order becomes 1.
    await userEvent.clear(option(first, 1).getByLabelText(/^Value/));
    await userEvent.tab();
    await expect(option(first, 1).getByLabelText(/^Value/)).toHaveValue(0);
    await userEvent.clear(first.getByLabelText('Order'));
    await userEvent.tab();
    await expect(first.getByLabelText('Order')).toHaveValue(1);
    await userEvent.selectOptions(format, 'per_month');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    await expect(storedPlan(standard.name)?.pricingOptions).toEqual([{ value: 0, format: 'per_month', displayText: '/month' }]);
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const first = plan(canvas, 1);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.clear(first.getByLabelText(/^Plan Name/));
    const value = option(first, 1).getByLabelText(/^Value/);
    await userEvent.clear(value);
    await userEvent.type(value, '-5');
    const order = first.getByLabelText('Order');
    await userEvent.clear(order);
    await userEvent.type(order, '0');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields before saving.');
    await expect(canvas.getByText('Section title is required')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveClass('is-invalid');
    await expect(canvas.getByLabelText(/^Title/)).toHaveFocus();
    await expect(first.getByText('Plan name is required')).toBeVisible();
    await expect(first.getByText('Price value must be 0 or more')).toBeVisible();
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription('Price value must be 0 or more');
    await expect(first.getByText('Order must be a whole number of 1 or more')).toBeVisible();
    await expect(order).toHaveAccessibleDescription('Order must be a whole number of 1 or more');
    await expect(body().queryByText(SAVED)).toBeNull();
    await expect(db.pricingConfigs[0].title).toBe(config.title);
    // Errors clear as the admin fixes them.
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Fixed title');
    await expect(canvas.queryByText('Section title is required')).toBeNull();
  },
};

/** Edits show in the public pricing section before they are saved, and nothing reaches the server. */
export const PreviewShowsUnsavedEdit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Plans for every practice');
    const name = plan(canvas, 1).getByLabelText(/^Plan Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Single case');
    const preview = await findPreview(canvasElement);
    await expect(await preview.findByRole('heading', { level: 2, name: 'Plans for every practice' })).toBeVisible();
    await expect(await preview.findByRole('heading', { level: 3, name: 'Single case' })).toBeInTheDocument();
    await expect(preview.getByRole('heading', { level: 3, name: pro.name })).toBeInTheDocument();
    await expect(db.pricingConfigs[0].title).toBe(config.title);
    await expect(storedPlan(standard.name)).toBeDefined();
    await expect(storedPlan('Single case')).toBeUndefined();
  },
};

export const Saving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    setScenario('pricing', { kind: 'loading' });
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
  },
};

export const SaveError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Not saved');
    setScenario('pricing', { kind: 'error', status: 500, message: 'Database unavailable' });
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText('Failed to save pricing configuration. Please try again.')).toBeInTheDocument();
    // A failed write does not reload: the draft stays as typed.
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Not saved');
    await expect(canvas.queryByText('Failed to load pricing configuration.')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: SAVE })).toBeEnabled());
    await expect(db.pricingConfigs[0].title).toBe(config.title);
  },
};

export const SaveSuccess: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Guided surgery pricing');
    const second = plan(canvas, 2);
    await userEvent.clear(second.getByLabelText(/^Plan Name/));
    await userEvent.type(second.getByLabelText(/^Plan Name/), 'Pro Plus');
    await userEvent.clear(option(second, 1).getByLabelText(/^Value/));
    await userEvent.type(option(second, 1).getByLabelText(/^Value/), '259.5');
    await userEvent.click(second.getByRole('checkbox', { name: 'Popular' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(await body().findByText(SAVED)).toBeInTheDocument();
    // Updated in place (PUT): same record, untouched fields kept.
    await expect(db.pricingConfigs).toHaveLength(1);
    await expect(db.pricingConfigs[0]).toMatchObject({ _id: config._id, title: 'Guided surgery pricing', faqs: config.faqs });
    await expect(db.pricingConfigs[0].plans.find((p) => p._id === pro._id)).toMatchObject({
      name: 'Pro Plus',
      isPopular: false,
      pricingOptions: [{ value: 259.5, format: 'per_case', displayText: '/case' }, (pro.pricingOptions as PricingOption[])[1]],
      features: pro.features,
      badge: pro.badge,
    });
  },
};

const deleteText = (name: string) => `Are you sure you want to delete the plan "${name}"? This action cannot be undone.`;

export const DeleteUnsavedPlan: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    const added = plan(canvas, plans.length + 1);
    await userEvent.type(added.getByLabelText(/^Plan Name/), 'Trial');
    await userEvent.click(added.getByRole('button', { name: 'Delete Plan' }));
    const dialog = within(await body().findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Confirm Delete' })).toBeVisible());
    await expect(dialog.getByText(deleteText('Trial'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Plan' }));
    await expect(await body().findByText('Plan removed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(planItems(canvas)).toHaveLength(plans.length);
    await expect(db.pricingConfigs[0].plans).toHaveLength(plans.length);
  },
};

export const DeleteSavedPlan: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    // An unsaved edit elsewhere survives the reload after the delete.
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Edited, not saved');
    await userEvent.click(plan(canvas, 1).getByRole('button', { name: 'Delete Plan' }));
    const dialog = within(await body().findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Confirm Delete' })).toBeVisible());
    await expect(dialog.getByText(deleteText(standard.name))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Plan' }));
    await expect(await body().findByText('Plan deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.pricingConfigs[0].plans).toHaveLength(plans.length - 1));
    await expect(db.pricingConfigs[0].plans.some((p) => p._id === standard._id)).toBe(false);
    await waitFor(() => expect(planItems(canvas)).toHaveLength(plans.length - 1));
    await expect(plan(canvas, 1).getByLabelText(/^Plan Name/)).toHaveValue(pro.name);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Edited, not saved');
    await expect(db.pricingConfigs[0].title).toBe(config.title);
  },
};

export const DeleteError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    setScenario('pricing', { kind: 'error', status: 500 });
    await userEvent.click(plan(canvas, 1).getByRole('button', { name: 'Delete Plan' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Delete Plan' }));
    await expect(await body().findByText('Failed to delete plan. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByText('Failed to load pricing configuration.')).toBeNull();
    await expect(planItems(canvas)).toHaveLength(plans.length);
    await expect(db.pricingConfigs[0].plans).toHaveLength(plans.length);
  },
};

export const CancelDelete: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(plan(canvas, 2).getByRole('button', { name: 'Delete Plan' }));
    const dialog = within(await body().findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(deleteText(pro.name))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(planItems(canvas)).toHaveLength(plans.length);
    await expect(plan(canvas, 2).getByLabelText(/^Plan Name/)).toHaveValue(pro.name);
    await expect(db.pricingConfigs[0].plans).toHaveLength(plans.length);
    await expect(body().queryByText('Plan deleted successfully!')).toBeNull();
  },
};

export const ResetReloads: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Unsaved title');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue(config.title));
    await expect(planItems(canvas)).toHaveLength(plans.length);
  },
};
