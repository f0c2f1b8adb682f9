import type { ContentKind } from './content-kind';

/** The pricing section: its plans and questions; one configuration is active. */
export const pricing = {
  kind: 'pricing',
  tag: 'Pricing',
  label: 'Pricing',
  rule: 'single-active',
  orderedItems: {
    // Built by the ordered-items factories, without a reorder (a plan's order is one of its fields); the FAQs,
    // the plans' other fields kept as JSON and the public read's active plans are its hooks
    // (backend/src/services/pricing.ts, mocks/handlers/pricing.ts).
    build: {
      get: 'getPricingConfig',
      delete: 'deletePricingConfig',
      addItem: 'addPlan',
      updateItem: 'updatePlan',
      removeItem: 'removePlan',
      replaceItems: 'replacePlans',
      sectionUpdates: [{ operation: 'updateFaqs', message: 'FAQs updated successfully!' }],
      itemsKey: 'plans',
      itemLabel: 'Plan',
      sectionLabel: 'Pricing configuration',
      addItemField: 'planData',
      parentColumn: 'config_id',
      messages: {
        saved: 'Pricing configuration saved successfully!',
        deleted: 'Pricing configuration deleted successfully!',
        added: 'Plan added successfully!',
        updated: 'Plan updated successfully!',
        removed: 'Plan deleted successfully!',
        noneActive: 'No active pricing configuration found',
      },
      fields: {
        section: {
          title: 'title',
          subtitle: 'subtitle',
          description: 'description',
          backgroundColor: { column: 'background_color', default: 'bg-gray-50' },
          layout: { column: 'layout', default: 'horizontal-scroll' },
          showComparison: { column: 'show_comparison', type: 'bool', default: false },
        },
        item: {
          name: 'name',
          isActive: { column: 'is_active', type: 'bool', default: true },
          isPopular: { column: 'is_popular', type: 'bool', default: false },
        },
      },
    },
  },
  operations: { create: 'createPricingConfig', update: 'updatePricingConfig', list: 'listPricingConfigs', activate: 'togglePricingStatus' },
  editField: 'title',
  tables: ['pricing_configs', 'pricing_plans'],
  collection: 'pricingConfigs',
  demoKey: 'pricingConfigs',
  translatable: {
    schema: 'PricingConfig',
    fields: [
      'title',
      'subtitle',
      'description',
      'plans[].name',
      'plans[].description',
      'plans[].customBillingText',
      'plans[].buttonText',
      'plans[].cta.text',
      'plans[].features[]',
      'plans[].limitations[]',
      'plans[].highlights[]',
      'plans[].badge.text',
      'faqs[].question',
      'faqs[].answer',
    ],
  },
  publicReads: [{ operationId: 'getActivePricing', noneWhenNotFound: false }],
  homeSection: { key: 'pricing', label: 'Pricing', position: 3 },
  menu: { label: 'Pricing', path: '/admin/pricing', position: 5 },
} as const satisfies ContentKind;
