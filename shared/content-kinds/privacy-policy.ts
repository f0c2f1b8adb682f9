import type { ContentKind } from './content-kind';

/** The privacy policy: one document of sections, subsections and bullet points, its sections in an editor's order. */
export const privacyPolicy = {
  kind: 'privacy-policy',
  tag: 'Privacy Policy',
  label: 'Privacy policy',
  rule: 'document',
  orderedItems: { reorder: 'reorderPrivacySections' },
  operations: { create: 'createPrivacyPolicy', update: 'updatePrivacyPolicy' },
  editField: 'title',
  // Shared with the terms: policy_documents.kind tells them apart.
  tables: ['policy_documents', 'policy_sections', 'policy_subsections', 'policy_bullets'],
  collection: 'privacyPolicies',
  demoKey: 'privacyPolicies',
  translatable: {
    schema: 'PrivacyPolicy',
    fields: [
      'title',
      'subtitle',
      'sections[].title',
      'sections[].content',
      'sections[].bulletPoints[].text',
      'sections[].subsections[].title',
      'sections[].subsections[].content',
    ],
  },
  publicReads: [{ operationId: 'getPrivacyPolicy', noneWhenNotFound: false }],
  menu: { label: 'Privacy Policy', path: '/admin/privacy-policy', position: 7 },
} as const satisfies ContentKind;
