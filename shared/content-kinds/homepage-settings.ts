import type { ContentKind } from './content-kind';

/** The site's settings (name, meta tags, features): one record. */
export const homepageSettings = {
  kind: 'homepage-settings',
  tag: 'Homepage Settings',
  label: 'Homepage settings',
  rule: 'document',
  operations: { create: 'createHomepageSettings', update: 'updateHomepageSettings' },
  editField: 'metaTitle',
  tables: ['homepage_settings'],
  collection: 'homepageSettings',
  demoKey: 'homepageSettings',
  translatable: {
    schema: 'HomepageSettings',
    fields: [
      'siteName',
      'siteDescription',
      'metaTitle',
      'metaDescription',
      'ogTitle',
      'ogDescription',
      'twitterTitle',
      'twitterDescription',
      'address',
      'businessHours',
    ],
  },
  publicReads: [{ operationId: 'getHomepageSettings', noneWhenNotFound: false }],
  menu: { label: 'Homepage Settings', path: '/admin/homepage-settings', position: 9 },
} as const satisfies ContentKind;
