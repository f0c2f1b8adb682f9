import { describe, expect, it } from 'vitest';
import { languageErrors } from '@shared/contract/translations';
import { LANGUAGE_TEXTS, moved, newLanguageErrors } from './languages-rules';

const site = [
  { code: 'en', name: 'English', direction: 'ltr' as const },
  { code: 'de', name: 'Deutsch', direction: 'ltr' as const },
  { code: 'ar', name: 'العربية', direction: 'rtl' as const },
];

describe('a language about to be added', () => {
  it('needs an ISO 639 code in lower case that the site does not have yet, and a name of 1 to 40 characters', () => {
    expect(newLanguageErrors(site, { code: 'fr', name: 'Français', direction: 'ltr' })).toEqual({});
    expect(newLanguageErrors(site, { code: 'DE', name: 'Deutsch', direction: 'ltr' }).code).toBe(LANGUAGE_TEXTS.badCode);
    expect(newLanguageErrors(site, { code: 'deut', name: 'x', direction: 'ltr' }).code).toBe(LANGUAGE_TEXTS.badCode);
    expect(newLanguageErrors(site, { code: 'de', name: 'Deutsch', direction: 'ltr' }).code).toBe(LANGUAGE_TEXTS.duplicate('de'));
    expect(newLanguageErrors(site, { code: 'fr', name: '  ', direction: 'ltr' }).name).toBe(LANGUAGE_TEXTS.nameRequired);
    expect(newLanguageErrors(site, { code: 'fr', name: 'x'.repeat(41), direction: 'ltr' }).name).toBe(LANGUAGE_TEXTS.nameTooLong);
  });

  it('passes, once added, what the server checks of the list', () => {
    expect(languageErrors({ languages: site }, [...site, { code: 'fr', name: 'Français', direction: 'ltr' }])).toEqual([]);
  });
});

describe('moving a language', () => {
  it('swaps it with its neighbour and never moves the default or past it', () => {
    expect(moved(site, 2, -1).map((l) => l.code)).toEqual(['en', 'ar', 'de']);
    expect(moved(site, 1, 1).map((l) => l.code)).toEqual(['en', 'ar', 'de']);
    expect(moved(site, 1, -1).map((l) => l.code)).toEqual(['en', 'de', 'ar']);
    expect(moved(site, 0, 1).map((l) => l.code)).toEqual(['en', 'de', 'ar']);
    expect(moved(site, 2, 1).map((l) => l.code)).toEqual(['en', 'de', 'ar']);
  });
});
