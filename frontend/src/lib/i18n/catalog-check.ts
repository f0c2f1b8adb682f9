// The check of the site's message catalogs, run by the build (the Vite plugin in vite.config.ts) and by a unit
// test, never by a page: each message is well-formed ICU MessageFormat, uses only what message-format.ts formats
// and only English's arguments, and each catalog has English's keys (German all of them, Arabic those of
// REQUIRED_PARTS), and none English lacks. Relative imports only: the Vite config bundles this file.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseMessage } from './message-format.ts';
import * as ar from './messages/ar.ts';
import * as de from './messages/de.ts';
import * as en from './messages/en.ts';

type Texts = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

/** A catalog and how much of English it must have. */
export interface CatalogRule {
  code: string;
  texts: Texts;
  /** The parts it must have whole; `'all'` for every part. A key outside them falls back to English. */
  required: 'all' | readonly string[];
}

/** The parts of the home, contact and not-found pages (with the cookie banner and the booking form's consent box): Arabic has them whole. */
export const REQUIRED_PARTS = [
  'site',
  'header',
  'footer',
  'hero',
  'services',
  'pricing',
  'testimonials',
  'howItWorks',
  'booking',
  'contact',
  'consent',
  'healthConsent',
  'languageSuggestion',
  'caseUpload',
] as const;

export const SITE_CATALOGS: readonly CatalogRule[] = [
  { code: 'en', texts: en, required: 'all' },
  { code: 'de', texts: de, required: 'all' },
  { code: 'ar', texts: ar, required: REQUIRED_PARTS },
];

/** The arguments a message uses, or the reason it cannot be shown (bad ICU, or a form the pages do not format). */
function argumentsOf(message: string): { names: Set<string> } | { problem: string } {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { requiresOtherClause: true, ignoreTag: true });
  } catch (e) {
    return { problem: `is not valid ICU MessageFormat (${(e as Error).message})` };
  }
  const names = new Set<string>();
  const unsupported: string[] = [];
  const walk = (list: MessageFormatElement[]) => {
    for (const el of list) {
      if (el.type === TYPE.date || el.type === TYPE.time || el.type === TYPE.tag) unsupported.push(TYPE[el.type]);
      else if (el.type === TYPE.number && el.style) unsupported.push('a number style');
      else if (el.type === TYPE.plural && el.offset) unsupported.push('a plural offset');
      if ('value' in el && el.type !== TYPE.literal) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(elements);
  if (unsupported.length) return { problem: `uses ${unsupported.join(', ')}, which the pages do not format (format it with Intl and pass the text)` };
  try {
    parseMessage(message);
  } catch (e) {
    return { problem: `is not read by the pages' formatter (${(e as Error).message})` };
  }
  return { names };
}

/** Every problem of `catalogs` against the first one (English), as `code.part.key: what is wrong`. */
export function catalogProblems(catalogs: readonly CatalogRule[] = SITE_CATALOGS): string[] {
  const [english, ...others] = catalogs;
  const problems: string[] = [];
  const englishArgs = new Map<string, Set<string>>();
  for (const catalog of catalogs) {
    for (const [part, texts] of Object.entries(catalog.texts)) {
      for (const [key, message] of Object.entries(texts ?? {})) {
        const at = `${catalog.code}.${part}.${key}`;
        const englishMessage = english.texts[part]?.[key];
        if (englishMessage === undefined) {
          problems.push(`${at}: English has no such key`);
          continue;
        }
        const found = argumentsOf(message);
        if ('problem' in found) {
          problems.push(`${at}: ${found.problem}`);
          continue;
        }
        if (catalog === english) englishArgs.set(`${part}.${key}`, found.names);
        else {
          const known = englishArgs.get(`${part}.${key}`);
          for (const name of found.names) if (known && !known.has(name)) problems.push(`${at}: argument {${name}} is not one of English's`);
        }
      }
    }
  }
  for (const catalog of others) {
    const parts = catalog.required === 'all' ? Object.keys(english.texts) : catalog.required;
    for (const part of parts) {
      for (const key of Object.keys(english.texts[part] ?? {})) {
        if (catalog.texts[part]?.[key] === undefined) problems.push(`${catalog.code}.${part}.${key}: missing (English has it)`);
      }
    }
  }
  return problems;
}
