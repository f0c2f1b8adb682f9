import type { components } from '@shared/contract/schema';
import type { ContentKind } from './content-kind';

/**
 * The display settings a section has unless it says otherwise (openapi.yaml's defaults): both sides' hooks merge
 * what is given over these (backend/src/services/testimonials.ts, mocks/handlers/testimonials.ts).
 */
export const TESTIMONIALS_DISPLAY_DEFAULTS: components['schemas']['DisplaySettings'] = {
  showRatings: true,
  showImages: true,
  maxTestimonials: 6,
  layout: 'grid',
};

/** The testimonials section and its testimonials, in the order an editor sets: one section is active, or none. */
export const testimonials = {
  kind: 'testimonials',
  tag: 'Testimonials',
  label: 'Testimonials section',
  rule: 'single-active',
  orderedItems: {
    reorder: 'reorderTestimonials',
    // Built by the ordered-items factories; the display settings and the public read's cap are its hooks
    // (backend/src/services/testimonials.ts, mocks/handlers/testimonials.ts).
    build: {
      get: 'getTestimonialSection',
      delete: 'deleteTestimonialSection',
      addItem: 'addTestimonial',
      updateItem: 'updateTestimonial',
      removeItem: 'removeTestimonial',
      itemsKey: 'testimonials',
      itemLabel: 'Testimonial',
      reorderField: 'testimonialIds',
      messages: {
        saved: 'Testimonials configuration saved successfully!',
        deleted: 'Testimonials section deleted successfully!',
        added: 'Testimonial added successfully!',
        updated: 'Testimonial updated successfully!',
        removed: 'Testimonial removed successfully!',
        reordered: 'Testimonials reordered successfully!',
        noneActive: 'No active testimonials section found',
        invalidReorder: 'Invalid testimonial IDs for reordering',
      },
      fields: {
        section: { title: 'title', subtitle: 'subtitle', description: 'description' },
        item: {
          name: 'name',
          role: { column: 'role', default: null },
          image: { column: 'image', default: null },
          rating: { column: 'rating', default: 5 },
          content: 'content',
          isActive: { column: 'is_active', type: 'bool', default: true },
        },
      },
    },
  },
  operations: { create: 'createTestimonialSection', update: 'updateTestimonialSection', list: 'listTestimonialSections' },
  editField: 'title',
  tables: ['testimonial_sections', 'testimonials'],
  collection: 'testimonialSections',
  demoKey: 'testimonialSections',
  translatable: {
    schema: 'TestimonialsSection',
    fields: ['title', 'subtitle', 'description', 'testimonials[].role', 'testimonials[].content'],
  },
  publicReads: [{ operationId: 'getActiveTestimonials', noneWhenNotFound: true }],
  homeSection: { key: 'testimonials', label: 'Testimonials', position: 5 },
  menu: { label: 'Testimonials', path: '/admin/testimonials', position: 6 },
} as const satisfies ContentKind;
