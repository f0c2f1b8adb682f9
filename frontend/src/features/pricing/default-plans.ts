// Built-in plans, shown when the pricing configuration cannot be loaded (docs/product/messages.md).
import type { components } from '@shared/contract/schema';

type Plan = components['schemas']['Plan'];

export const DEFAULT_PRICING_HEADING = {
  title: 'Pricing',
  subtitle: 'Per-case planning for single implants up to full arches, or a monthly plan for busy surgical practices.',
};

export const DEFAULT_PLANS: Plan[] = [
  {
    _id: 'default-standard',
    name: 'Standard',
    description: 'Single implants and short spans: a prosthetically driven plan and a print-ready guide file for your own printer.',
    customBillingText: 'Billed per case',
    pricingOptions: [{ value: 159, format: 'per_case', displayText: '/case' }],
    buttonText: 'Get Started',
    features: ['Up to 2 implant positions', 'CBCT and intraoral scan merge', 'Nerve canal tracing', 'Print-ready guide STL'],
    limitations: ['Printed guide not included'],
    highlights: [],
    order: 1,
    isActive: true,
    isPopular: false,
  },
  {
    _id: 'default-pro',
    name: 'Pro',
    description: 'Multi-unit cases with a printed, sleeved guide and a live online review of the plan with your planner.',
    pricingOptions: [
      { value: 269, format: 'per_case', displayText: '/case' },
      { value: 950, format: 'per_month', displayText: '/month' },
    ],
    buttonText: 'Choose Pro',
    features: ['Up to 6 implant positions', 'Printed guide with metal sleeves', '30-minute review session', 'Drill protocol for your kit'],
    limitations: [],
    highlights: ['Monthly plan includes 4 cases'],
    order: 2,
    isActive: true,
    isPopular: true,
  },
  {
    _id: 'default-max',
    name: 'Max',
    description:
      'Full-arch and grafting cases with stackable guides for bone reduction, implant placement and provisional fixation, plus sinus and ridge augmentation planning.',
    customBillingText: 'Billed per arch',
    pricingOptions: [{ value: 720, format: 'per_case', displayText: '/arch' }],
    buttonText: 'Plan a full arch',
    features: ['Unlimited implant positions per arch', 'Stackable guide set', 'Bone reduction and pin guides', 'Two review sessions'],
    limitations: [],
    highlights: [],
    order: 3,
    isActive: true,
    isPopular: false,
  },
  {
    _id: 'default-max-enterprise',
    name: 'Max Enterprise',
    description: 'Dedicated planning capacity for clinic groups and training centres, with a named lead planner.',
    pricingOptions: [{ value: 2990, format: 'per_month', displayText: '/month' }],
    buttonText: 'Talk to us',
    features: ['Up to 20 cases per month', 'Named lead planner', 'Custom sleeve and kit library', 'Team onboarding'],
    limitations: ['12-month agreement'],
    highlights: [],
    order: 4,
    isActive: true,
    isPopular: false,
  },
];
