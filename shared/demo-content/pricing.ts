import type { components } from '@shared/contract/schema';
import { FAQ_IDS, PLAN_IDS, PRICING_CONFIG_ID, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

/** The active pricing configuration: four plans and three FAQs. */
export const pricingConfigs: S['PricingConfig'][] = [
  {
    _id: PRICING_CONFIG_ID,
    title: 'Simple, per-case pricing',
    subtitle: 'Pay per planned case, or choose a monthly plan when guided surgery is part of your routine.',
    description:
      'Every plan includes CBCT review, a prosthetically driven implant plan and an online review session before the guide is produced. Prices exclude VAT and shipping of printed guides.',
    backgroundColor: 'bg-gray-50',
    layout: 'horizontal-scroll',
    showComparison: false,
    isActive: true,
    plans: [
      {
        _id: PLAN_IDS.standard,
        name: 'Standard',
        description: 'Single-implant and short-span cases with a print-ready guide file for your in-house printer.',
        billingPeriod: 'custom',
        customBillingText: 'Billed per case',
        pricingOptions: [{ value: 149, format: 'per_case', displayText: '/case' }],
        buttonText: 'Get Started',
        features: [
          'Up to 2 implant positions',
          'CBCT and intraoral scan merge',
          'Nerve canal tracing and safety report',
          'Print-ready guide STL',
          'Turnaround in 5 working days',
        ],
        limitations: ['Printed guide not included', 'One plan revision'],
        highlights: ['Ideal for single posterior implants'],
        order: 1,
        isActive: true,
        isPopular: false,
      },
      {
        _id: PLAN_IDS.pro,
        name: 'Pro',
        description: 'For practices placing implants every week: multi-unit plans, printed guides and a live review with your planner.',
        billingPeriod: 'monthly',
        pricingOptions: [
          { value: 249, format: 'per_case', displayText: '/case' },
          { value: 890, format: 'per_month', displayText: '/month' },
        ],
        buttonText: 'Choose Pro',
        features: [
          'Up to 6 implant positions',
          'Printed guide with metal sleeves',
          '30-minute online review session',
          'Drill protocol for your surgical kit',
          'Turnaround in 4 working days',
          'Monthly plan includes 4 cases',
        ],
        limitations: ['Full-arch cases billed separately'],
        highlights: ['Most chosen by general practices'],
        order: 2,
        isActive: true,
        isPopular: true,
        badge: { text: 'Most Popular' },
      },
      {
        _id: PLAN_IDS.max,
        name: 'Max',
        description:
          'Full-arch and grafting cases, including stackable guide sets for bone reduction, implant placement and immediate provisional fixation, plus sinus and ridge augmentation plans.',
        billingPeriod: 'custom',
        customBillingText: 'Billed per arch',
        pricingOptions: [{ value: 690, format: 'per_case', displayText: '/arch' }],
        buttonText: 'Plan a full arch',
        features: [
          'Unlimited implant positions per arch',
          'Stackable guide set, printed and sterilisable',
          'Bone reduction and fixation-pin guides',
          'Sinus lift and graft volume planning',
          'Two review sessions',
          'Priority turnaround in 3 working days',
        ],
        limitations: [],
        highlights: ['Includes immediate-load provisional file'],
        order: 3,
        isActive: true,
        isPopular: false,
      },
      {
        _id: PLAN_IDS.maxEnterprise,
        name: 'Max Enterprise',
        description: 'Dedicated planning capacity for clinic groups and training centres, with a named lead planner.',
        billingPeriod: 'yearly',
        pricingOptions: [
          { value: 2900, format: 'per_month', displayText: '/month' },
          { value: 1500, format: 'fixed', displayText: 'one-time setup' },
        ],
        buttonText: 'Talk to us',
        features: [
          'Up to 20 cases per month across all plan types',
          'Named lead planner and same-day answers',
          'Custom sleeve and kit library',
          'Team onboarding and case-submission training',
          'Quarterly outcome review',
        ],
        limitations: ['12-month agreement'],
        highlights: ['For groups with 3 or more surgical sites'],
        order: 4,
        isActive: true,
        isPopular: false,
      },
    ],
    faqs: [
      {
        _id: FAQ_IDS[0],
        question: 'Which files do you need to start a case?',
        answer:
          'A CBCT in DICOM format (field of view covering the planned sites and the opposing landmarks) and an intraoral or model scan in STL or PLY. For full-arch cases we also ask for a scan of the existing or planned prosthesis.',
      },
      {
        _id: FAQ_IDS[1],
        question: 'Can I change the plan before the guide is made?',
        answer:
          'Yes. You review every plan with us online and can adjust implant size, position or angulation. Nothing is printed until you approve the final plan in writing.',
      },
      {
        _id: FAQ_IDS[2],
        question: 'Which implant systems and surgical kits do you support?',
        answer:
          'We work with the guided kits of the major implant manufacturers and keep a sleeve library for each. Tell us your system when you upload the case; if we do not have it yet, we add it at no charge.',
      },
    ],
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-03T10:00:00.000Z',
    lastModifiedAt: '2026-11-05T11:30:00.000Z',
  },
];
