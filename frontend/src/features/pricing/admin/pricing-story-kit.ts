// What the Pricing screen's story files share: the demo configuration and its plans by order, the save button and
// message, and how to find the loaded form and the toasts.
import { within } from 'storybook/test';
import { demoData } from '@shared/demo-content';

export const config = demoData.pricingConfigs[0];
export const plans = [...config.plans].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
export const [standard, pro] = plans;
export const SAVE = 'Save Pricing Configuration';
export const SAVED = 'Pricing configuration saved successfully!';

export type Canvas = ReturnType<typeof within>;
/** Toasts and the confirm dialog render outside the story root. */
export const body = () => within(document.body);
export const loaded = async (canvas: Canvas) => canvas.findByRole('form', { name: 'Pricing configuration' });
