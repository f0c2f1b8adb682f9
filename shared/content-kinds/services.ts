import type { ContentKind } from './content-kind';

/** The home page's services section and its services, in the order an editor sets: one section is active. */
export const services = {
  kind: 'services',
  tag: 'Services',
  label: 'Services section',
  rule: 'single-active',
  orderedItems: {
    reorder: 'reorderServices',
    // Built by the ordered-items factories; a service's button, stored in two columns, is its hook
    // (backend/src/services/service-sections.ts, mocks/handlers/service-sections.ts).
    build: {
      get: 'getServiceSection',
      delete: 'deleteServiceSection',
      addItem: 'addService',
      updateItem: 'updateService',
      removeItem: 'removeService',
      replaceItems: 'replaceServices',
      itemsKey: 'services',
      itemLabel: 'Service',
      sectionLabel: 'Service section',
      reorderField: 'services',
      reorderBy: 'orders',
      addItemField: 'serviceData',
      orderFromList: true,
      messages: {
        created: 'Services created successfully!',
        saved: 'Services updated successfully!',
        replaced: 'Services updated successfully!',
        deleted: 'Service section deleted successfully!',
        added: 'Service added successfully!',
        updated: 'Service updated successfully!',
        removed: 'Service removed successfully!',
        reordered: 'Services reordered successfully!',
        noneActive: 'No active service section found',
        invalidReorder: 'Invalid service IDs for reordering',
      },
      fields: {
        section: { title: 'title', description: 'description' },
        item: { title: 'title', description: { column: 'description', default: null } },
      },
    },
  },
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
  translatable: {
    schema: 'ServiceSection',
    fields: ['title', 'description', 'services[].title', 'services[].description', 'services[].button.text'],
  },
  publicReads: [{ operationId: 'getActiveServiceSection', noneWhenNotFound: false }],
  homeSection: { key: 'services', label: 'Services', position: 4 },
  menu: { label: 'Services', path: '/admin/services', position: 3 },
} as const satisfies ContentKind;
