// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_LINKS_ATTR, suggestLanguage, SUGGESTION_DISMISSED_KEY } from './language-suggestion';

/** A German contact page with the header's links to it in English, German (current) and Arabic. */
function germanPage() {
  document.documentElement.lang = 'de';
  document.body.innerHTML = `<ul ${LANGUAGE_LINKS_ATTR}>
    <li><a href="/contact" hreflang="en" lang="en">English</a></li>
    <li><a href="/de/contact" hreflang="de" lang="de" aria-current="true">Deutsch</a></li>
    <li><a href="/ar/contact" hreflang="ar" lang="ar" dir="rtl">العربية</a></li></ul>`;
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
    document.querySelector('[data-language-links]')!.insertAdjacentHTML('beforeend', '<li><a href="/fr/contact" hreflang="fr" lang="fr">Français</a></li>');
    suggestLanguage(document, browserPreferring('fr'));
    const english = notice()!.querySelector('button')!;
    expect([english.getAttribute('aria-label'), english.lang]).toEqual(['Close', 'en']);
  });

  it("says nothing when the page's language comes first, or the site has none of the browser's", () => {
    suggestLanguage(document, browserPreferring('de-AT', 'en'));
    suggestLanguage(document, browserPreferring('fr', 'it'));
    expect(notice()).toBeNull();
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
