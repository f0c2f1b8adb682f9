// The Languages tab's rules (ADR 0044): what the server refuses (openapi.yaml's SiteLanguage and `languageErrors` in
// shared/contract/translations.ts), said next to the field before anything is sent.
import type { SiteLanguage } from './settings-rules';

export const LANGUAGE_NAME_MAX = 40;
const CODE_PATTERN = /^[a-z]{2,3}$/;

export const LANGUAGE_TEXTS = {
  note: "The site's languages, the default first: each other language is under its own address (/de/). Changes apply when you save the settings.",
  superAdminOnly: "Only a super admin can change the site's languages, because they decide the site's addresses.",
  defaultBadge: 'Default',
  badCode: 'Code must be 2 or 3 lower-case letters (ISO 639, e.g. de)',
  duplicate: (code: string) => `${code} is already one of the site's languages`,
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LANGUAGE_NAME_MAX} characters`,
  removeTitle: 'Remove language',
  removeMessage: (l: SiteLanguage) =>
    `Remove ${l.name} (${l.code})? Its translations stay stored, but visitors stop seeing the site in ${l.name} once the settings are saved.`,
} as const;

export interface NewLanguage {
  code: string;
  name: string;
  direction: SiteLanguage['direction'];
}

export const EMPTY_LANGUAGE: NewLanguage = { code: '', name: '', direction: 'ltr' };

export interface NewLanguageErrors {
  code?: string;
  name?: string;
}

/** What is wrong with a language about to be added to `languages`: nothing, or a message per field. */
export function newLanguageErrors(languages: readonly SiteLanguage[], l: NewLanguage): NewLanguageErrors {
  const code = l.code.trim();
  const name = l.name.trim();
  const errors: NewLanguageErrors = {};
  if (!CODE_PATTERN.test(code)) errors.code = LANGUAGE_TEXTS.badCode;
  else if (languages.some((x) => x.code === code)) errors.code = LANGUAGE_TEXTS.duplicate(code);
  if (!name) errors.name = LANGUAGE_TEXTS.nameRequired;
  else if (name.length > LANGUAGE_NAME_MAX) errors.name = LANGUAGE_TEXTS.nameTooLong;
  return errors;
}

/** `languages` with the one at `index` moved one place `by` (-1 up, 1 down); the default (first) never moves nor is passed. */
export function moved(languages: readonly SiteLanguage[], index: number, by: -1 | 1): SiteLanguage[] {
  const to = index + by;
  if (index < 1 || to < 1 || to >= languages.length) return [...languages];
  const next = [...languages];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
