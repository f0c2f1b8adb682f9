import type { ContentKind } from './content-kind';

/** The site footer: one is active, and a site may have none. */
export const footer = {
  kind: 'footer',
  tag: 'Footer',
  label: 'Footer',
  rule: 'single-active',
  operations: { create: 'createFooter', update: 'updateFooter', list: 'listFooters', activate: 'toggleFooterStatus' },
  editField: 'companyName',
  tables: ['footers'],
  collection: 'footers',
  demoKey: 'footers',
  translatable: {
    schema: 'Footer',
    fields: [
      'companyName',
      'description',
      'contactInfo.address.street',
      'contactInfo.address.city',
      'newsletter.title',
      'newsletter.description',
      'newsletter.placeholder',
      'sections[].title',
      'sections[].links[].title',
      'sections[].links[].text',
      'copyright.text',
      'legalLinks[].text',
    ],
  },
  publicReads: [{ operationId: 'getActiveFooter', noneWhenNotFound: true }],
  menu: { label: 'Footer', path: '/admin/footer', position: 12 },
} as const satisfies ContentKind;
