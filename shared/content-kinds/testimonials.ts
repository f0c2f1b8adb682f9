import type { ContentKind } from './content-kind';

/** The testimonials section and its testimonials, in the order an editor sets: one section is active, or none. */
export const testimonials = {
  kind: 'testimonials',
  tag: 'Testimonials',
  label: 'Testimonials section',
  rule: 'single-active',
  orderedItems: { reorder: 'reorderTestimonials' },
  operations: { create: 'createTestimonialSection', update: 'updateTestimonialSection', list: 'listTestimonialSections' },
  editField: 'title',
  tables: ['testimonial_sections', 'testimonials'],
  collection: 'testimonialSections',
  demoKey: 'testimonialSections',
  publicReads: [{ operationId: 'getActiveTestimonials', endpoint: 'getActiveTestimonials', noneWhenNotFound: true }],
  cacheTag: 'Testimonials',
  menu: { label: 'Testimonials', path: '/admin/testimonials', position: 6 },
} as const satisfies ContentKind;
