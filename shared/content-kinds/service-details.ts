import type { ContentKind } from './content-kind';

/** A service's own page: at most one per service, and a service may have none. */
export const serviceDetails = {
  kind: 'service-details',
  tag: 'Service Details',
  label: 'Service details',
  rule: 'one-per-service',
  operations: { create: 'createServiceDetails', update: 'updateServiceDetails', list: 'listServiceDetails' },
  editField: 'heroSection.title',
  tables: ['service_details'],
  collection: 'serviceDetails',
  demoKey: 'serviceDetails',
  translatable: {
    schema: 'ServiceDetails',
    fields: [
      'serviceTitle',
      'heroSection.title',
      'heroSection.description',
      'heroSection.buttonText',
      'sections[].title',
      'sections[].description',
      'sections[].steps[].title',
      'sections[].steps[].description',
      'sections[].images[].alt',
    ],
  },
  publicReads: [{ operationId: 'getServiceDetailsByService', noneWhenNotFound: true }],
  menu: { label: 'Service Details', path: '/admin/service-details', position: 4 },
} as const satisfies ContentKind;
