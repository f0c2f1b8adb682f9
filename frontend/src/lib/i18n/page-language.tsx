// The language a public page is in (ADR 0044): the server renders each page in one of the site's languages and the
// browser's islands wake in the same one. Components read it here to mark a text shown in the default language
// (`fallbackLang`), to link within the language (`inLanguage`) and to format and word the site's own texts.
import { createContext, useContext } from 'react';
import { DEFAULT_SITE_LANGUAGES, type SiteLanguage } from '@shared/contract/translations';
import { pathInLanguage, SITE_LANGUAGES_ATTR } from '@shared/contract/server-render-language';

export interface PageLanguage {
  /** The page's language: its `<html lang>`. */
  code: string;
  direction: 'ltr' | 'rtl';
  /** The default language's code: the records' own texts, at `/`. */
  defaultCode: string;
  /** Every language of the site, the default first. */
  languages: readonly SiteLanguage[];
}

export const pageLanguageOf = (languages: readonly SiteLanguage[], code?: string): PageLanguage => {
  const list = languages.length ? languages : DEFAULT_SITE_LANGUAGES;
  const language = list.find((l) => l.code === code) ?? list[0];
  return { code: language.code, direction: language.direction, defaultCode: list[0].code, languages: list };
};

const PageLanguageContext = createContext<PageLanguage>(pageLanguageOf(DEFAULT_SITE_LANGUAGES));

export const PageLanguageProvider = PageLanguageContext.Provider;

export const usePageLanguage = (): PageLanguage => useContext(PageLanguageContext);

/**
 * The `lang` attribute a record's text needs: the default language's code when the text is shown in it on a page of
 * another language (its key is in the record's `untranslated`), else none (it is in the page's language).
 */
export function fallbackLang(page: PageLanguage, record: { untranslated?: readonly string[] } | null | undefined, key: string): string | undefined {
  return page.code !== page.defaultCode && record?.untranslated?.includes(key) ? page.defaultCode : undefined;
}

/** A site path in the page's language: the default's at `/…`, another's under `/{code}/…`. */
export function inLanguage(page: Pick<PageLanguage, 'code' | 'defaultCode'>, path: string): string {
  return pathInLanguage(path, page.code, page.defaultCode);
}

/** The router's basename of a page: '' in the default language, `/{code}` in another. */
export const basenameOf = (page: Pick<PageLanguage, 'code' | 'defaultCode'>): string => (page.code === page.defaultCode ? '' : `/${page.code}`);

/**
 * The language of the page in `doc`, as the server wrote it on its `<html>`: its `lang`, and the site's languages
 * when it has more than one. An island and the whole app wake in it.
 */
export function pageLanguageOfDocument(doc: Document): PageLanguage {
  let languages: SiteLanguage[] = [];
  try {
    languages = JSON.parse(doc.documentElement.getAttribute(SITE_LANGUAGES_ATTR) || '[]') as SiteLanguage[];
  } catch {
    // A page without its languages is in the default one.
  }
  return pageLanguageOf(languages, doc.documentElement.lang || undefined);
}

/**
 * The `lang` of each text of `record` on this page, by its key (`fallbackLang`): `const lang = useTextLang(hero)`,
 * then `<h1 lang={lang('title')}>`.
 */
export function useTextLang(record: object | null | undefined): (key: string) => string | undefined {
  const page = usePageLanguage();
  // Any record of a public read: one whose schema names no `untranslated` (an article's card) has none marked.
  return (key) => fallbackLang(page, record as { untranslated?: readonly string[] } | null | undefined, key);
}

/** The key of an item's text in a list (`navigationItems.<id>.label`): the item by its `_id`, or by its place. */
export const itemKey = (list: string, item: { _id?: string } | null | undefined, index: number, field?: string): string =>
  `${list}.${item?._id ?? index}${field ? `.${field}` : ''}`;

/** A site path in the page's language, for a link's `href` (`inLanguage`). */
export function useSitePath(): (path: string) => string {
  const page = usePageLanguage();
  return (path) => inLanguage(page, path);
}

/** The `lang` of a record's texts by key, as useTextLang answers it. */
export type TextLang = (key: string) => string | undefined;

/** A part's `TextLang`, its keys within `prefix` (`sections.<id>`): a component of one item reads its own keys. */
export const textsWithin =
  (lang: TextLang, prefix: string): TextLang =>
  (key) =>
    lang(`${prefix}.${key}`);

/** No text marked: a part shown outside a page in another language (a preview, a story). */
export const noTextLang: TextLang = () => undefined;
