import type { ContentKind } from './content-kind';

/** The site header (logo, company name, navigation): one is active. */
export const header = {
  kind: 'header',
  tag: 'Header',
  label: 'Header',
  rule: 'single-active',
  operations: { create: 'createHeader', update: 'updateHeader', list: 'listHeaders', activate: 'toggleHeaderStatus' },
  editField: 'companyName',
  tables: ['headers'],
  collection: 'headers',
  demoKey: 'headers',
  translatable: {
    schema: 'Header',
    fields: [
      'logo.text',
      'logo.alt',
      'companyName',
      'tagline',
      'navigationItems[].label',
      'navigationItems[].dropdownItems[].label',
      'ctaButtons.primary.text',
      'ctaButtons.secondary.text',
    ],
  },
  publicReads: [{ operationId: 'getActiveHeader', noneWhenNotFound: false }],
  menu: { label: 'Header', path: '/admin/header', position: 1 },
} as const satisfies ContentKind;
