import type { ContentKind } from './content-kind';

/** The home page's services section and its services, in the order an editor sets: one section is active. */
export const services = {
  kind: 'services',
  tag: 'Services',
  label: 'Services section',
  rule: 'single-active',
  orderedItems: { reorder: 'reorderServices' },
  operations: {
    create: 'createServiceSection',
    update: 'updateServiceSection',
    list: 'listServiceSections',
    activate: 'toggleServiceSectionStatus',
  },
  editField: 'title',
  tables: ['service_sections', 'services'],
  collection: 'serviceSections',
  demoKey: 'serviceSections',
  publicReads: [{ operationId: 'getActiveServiceSection', noneWhenNotFound: false }],
  homeSection: { key: 'services', label: 'Services', position: 4 },
  menu: { label: 'Services', path: '/admin/services', position: 3 },
} as const satisfies ContentKind;
