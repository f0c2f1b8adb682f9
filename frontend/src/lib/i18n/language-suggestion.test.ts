// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/features/header/language-switcher';
import type { SiteLanguage } from '@shared/contract/translations';
import { pageLanguageOf, PageLanguageProvider } from './page-language';
import { suggestLanguage, SUGGESTION_DISMISSED_KEY } from './language-suggestion';

const LANGUAGES = [
  { code: 'en', name: 'English', direction: 'ltr' },
  { code: 'de', name: 'Deutsch', direction: 'ltr' },
  { code: 'ar', name: 'العربية', direction: 'rtl' },
] as const;
/** A language the catalogs have no texts in. */
const FRENCH = { code: 'fr', name: 'Français', direction: 'ltr' } as const;

/** A German contact page with the header's links to it in each language, as the header renders them. */
function germanPage(languages: readonly SiteLanguage[] = LANGUAGES) {
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      PageLanguageProvider,
      { value: pageLanguageOf(languages, 'de') },
      createElement(MemoryRouter, { initialEntries: ['/contact'] }, createElement(LanguageSwitcher)),
    ),
  );
}

const browserPreferring = (...languages: string[]) =>
  ({ navigator: { languages, language: languages[0] }, localStorage: window.localStorage }) as unknown as Window;
const notice = () => document.querySelector<HTMLElement>('[data-language-suggestion]');

describe('the browser languages only suggest', () => {
  beforeEach(() => {
    window.localStorage.clear();
    germanPage();
  });

  it('offers the page in the first preferred language the site has, by its own name, without leaving the page', () => {
    const before = window.location.href;
    suggestLanguage(document, browserPreferring('fr-FR', 'ar-EG', 'en'));
    const link = notice()?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/ar/contact');
    expect(link?.textContent).toBe('العربية');
    expect(notice()?.lang).toBe('ar');
    expect(notice()?.dir).toBe('rtl');
    expect(window.location.href).toBe(before);
  });

  it("names its close button in the notice's language, and in English marked so for a language the catalogs lack", () => {
    suggestLanguage(document, browserPreferring('ar'));
    const close = notice()!.querySelector('button')!;
    expect([close.getAttribute('aria-label'), close.lang]).toEqual(['إغلاق', '']);
    notice()!.remove();
    germanPage([...LANGUAGES, FRENCH]);
    suggestLanguage(document, browserPreferring('fr'));
    const english = notice()!.querySelector('button')!;
    expect([english.getAttribute('aria-label'), english.lang]).toEqual(['Close', 'en']);
  });

  it("says nothing when the page's language comes first, or the site has none of the browser's", () => {
    suggestLanguage(document, browserPreferring('de-AT', 'en'));
    suggestLanguage(document, browserPreferring('fr', 'it'));
    expect(notice()).toBeNull();
  });

  it("sits at the start of the page's line, whatever its own language's direction", () => {
    suggestLanguage(document, browserPreferring('ar'));
    expect([notice()!.style.left, notice()!.style.right]).toEqual(['1rem', '']);
    notice()!.remove();
    document.documentElement.dir = 'rtl';
    suggestLanguage(document, browserPreferring('en'));
    expect([notice()!.style.left, notice()!.style.right, notice()!.dir]).toEqual(['', '1rem', 'ltr']);
  });

  it('once dismissed, it is not shown again', () => {
    suggestLanguage(document, browserPreferring('en-GB'));
    notice()!.querySelector('button')!.click();
    expect(notice()).toBeNull();
    expect(window.localStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBe('1');
    suggestLanguage(document, browserPreferring('en-GB'));
    expect(notice()).toBeNull();
  });
});
