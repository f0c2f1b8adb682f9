import type { components } from '@shared/contract/schema';

type StepColor = components['schemas']['StepColor'];

/**
 * The one place a step colour becomes classes: its background, and a text colour that keeps the number
 * readable on it (dark on the light orange and yellow, white elsewhere).
 */
export const STEP_COLOR_CLASSES: Record<StepColor, string> = {
  blue: 'step-bg-blue text-white',
  pink: 'step-bg-pink text-white',
  purple: 'step-bg-purple text-white',
  green: 'step-bg-green text-white',
  orange: 'step-bg-orange text-dark',
  red: 'step-bg-red text-white',
  indigo: 'step-bg-indigo text-white',
  yellow: 'step-bg-yellow text-dark',
};

/** Classes for a step's colour; an unknown colour falls back to blue (the contract's default). */
export function stepColorClasses(color: StepColor | undefined): string {
  return STEP_COLOR_CLASSES[color ?? 'blue'] ?? STEP_COLOR_CLASSES.blue;
}
