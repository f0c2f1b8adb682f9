import type { ContentKind } from './content-kind';

/** The pricing section: its plans and questions; one configuration is active. */
export const pricing = {
  kind: 'pricing',
  tag: 'Pricing',
  label: 'Pricing',
  rule: 'single-active',
  operations: { create: 'createPricingConfig', update: 'updatePricingConfig', list: 'listPricingConfigs', activate: 'togglePricingStatus' },
  editField: 'title',
  tables: ['pricing_configs', 'pricing_plans'],
  collection: 'pricingConfigs',
  demoKey: 'pricingConfigs',
  publicReads: [{ operationId: 'getActivePricing', noneWhenNotFound: false }],
  homeSection: { key: 'pricing', label: 'Pricing', position: 3 },
  menu: { label: 'Pricing', path: '/admin/pricing', position: 5 },
} as const satisfies ContentKind;
