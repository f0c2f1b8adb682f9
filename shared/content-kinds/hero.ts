import type { ContentKind } from './content-kind';

/** The home page's hero slides: any number, each shown while active, in display order. */
export const hero = {
  kind: 'hero',
  tag: 'Hero',
  label: 'Hero section',
  rule: 'many',
  operations: { create: 'createHero', update: 'updateHero', list: 'listHeroes' },
  editField: 'title',
  tables: ['heroes'],
  collection: 'heroes',
  demoKey: 'heroes',
  translatable: { schema: 'Hero', fields: ['title', 'subtitle', 'bannerAlt', 'ctaText'] },
  publicReads: [{ operationId: 'listActiveHeroes', noneWhenNotFound: false }],
  homeSection: { key: 'hero', label: 'Hero', position: 1 },
  menu: { label: 'Hero', path: '/admin/hero', position: 2 },
} as const satisfies ContentKind;
