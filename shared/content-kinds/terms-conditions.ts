import type { ContentKind } from './content-kind';

/** The terms and conditions: one document of sections and bullets. */
export const termsConditions = {
  kind: 'terms-conditions',
  tag: 'Terms and Conditions',
  label: 'Terms and conditions',
  rule: 'document',
  operations: { create: 'createTermsConditions', update: 'updateTermsConditions' },
  editField: 'title',
  // Shared with the privacy policy: policy_documents.kind tells them apart.
  tables: ['policy_documents', 'policy_sections', 'policy_bullets'],
  collection: 'termsConditions',
  demoKey: 'termsConditions',
  translatable: {
    schema: 'TermsConditions',
    fields: [
      'title',
      'subtitle',
      'acceptanceStatement',
      'sections[].title',
      'sections[].content',
      'sections[].bulletPoints[].text',
      'sections[].subsections[].title',
      'sections[].subsections[].content',
    ],
  },
  publicReads: [{ operationId: 'getTermsConditions', noneWhenNotFound: false }],
  menu: { label: 'Terms & Conditions', path: '/admin/terms-conditions', position: 8 },
} as const satisfies ContentKind;
