// What the translation screens say, and where a kind's texts show on the public site (ADR 0044). The admin area
// stays in English; only the texts being translated are in the language.
import { contentKind, type RevisionKind } from '@shared/content-kinds';
import type { SiteLanguage } from '@shared/contract/translations';
import { humanizeField } from '@/platform/revisions/revision-words';

export const TRANSLATION_SCREEN_TEXTS = {
  switcherLabel: 'Language',
  missing: 'Missing translation',
  loading: 'Loading translations...',
  failed: 'Error loading translations',
  saveFailed: 'Failed to save translation',
  noAnswer: 'Error saving translation',
  save: 'Save translation',
  saving: 'Saving...',
  allTranslated: 'Every text is translated',
  noTexts: (defaultName: string) => `Nothing to translate yet: this screen has no texts in ${defaultName}.`,
  title: (screen: string, language: SiteLanguage) => `${screen} in ${language.name}`,
  note: (language: SiteLanguage, byDefault: SiteLanguage) =>
    `Each text in ${byDefault.name} beside its translation into ${language.name}. A text without one shows in ${byDefault.name} to visitors.`,
  missingOf: (missing: number, total: number) => `${missing} of ${total} ${total === 1 ? 'text' : 'texts'} missing`,
  missingCount: (n: number) => `${n} missing`,
  previewIn: (language: SiteLanguage) => `Preview in ${language.name}`,
  releasePreview: (language: SiteLanguage) => `The release's preview opens at the home page; the ${language.name} pages are under /${language.code}/ there.`,
  openReleasePreview: 'Open the release preview',
} as const;

/** Where a kind's texts show to visitors, under a language's `/{code}`: its page, or the home page. */
const PUBLIC_PAGES: Partial<Record<RevisionKind, string>> = {
  'privacy-policy': '/privacy-policy',
  'terms-conditions': '/terms-conditions',
  'service-details': '/service-details',
  article: '/blog',
};

/** The public page of a kind's texts in a language: `/de/`, `/de/privacy-policy`. */
export const publicPageIn = (kind: RevisionKind, language: SiteLanguage) => `/${language.code}${PUBLIC_PAGES[kind] ?? '/'}`;

/** What the screens call a kind: its side menu's label. */
export const screenName = (kind: RevisionKind) => contentKind(kind).menu.label;

/** 'services[2].title' -> 'Services 2 › Title', 'coverImage.alt' -> 'Cover image › Alt'. */
export const textLabel = (label: string) =>
  label
    .split('.')
    .map((part) => part.replace(/^(.+)\[(\d+)\]$/, (_m: string, name: string, n: string) => `${humanizeField(name)} ${n}`))
    .map((part) => (/ \d+$/.test(part) ? part : humanizeField(part)))
    .join(' › ');
