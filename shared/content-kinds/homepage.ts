import type { ContentKind } from './content-kind';

/** The home page's layout: which sections show, in which order; one layout is active. */
export const homepage = {
  kind: 'homepage',
  tag: 'Homepage',
  label: 'Homepage layout',
  rule: 'single-active',
  operations: { create: 'createHomepage', update: 'updateHomepage', list: 'listHomepages', activate: 'activateHomepage' },
  editField: 'name',
  tables: ['homepages'],
  collection: 'homepages',
  demoKey: 'homepages',
  translatable: { schema: 'Homepage', fields: [] },
  publicReads: [{ operationId: 'getActiveHomepage', noneWhenNotFound: false }],
  menu: { label: 'Homepage Layout', path: '/admin/homepage-layout', position: 10 },
} as const satisfies ContentKind;
