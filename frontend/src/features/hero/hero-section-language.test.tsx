// @vitest-environment happy-dom
// The hero on a German page when no hero can be read: the built-in hero's English texts are marked lang="en", its
// button is the catalogs' German.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { demoLanguages } from '@shared/demo-content/translations';
import { setScenario } from '@mocks/route';
import { PageLanguageProvider, pageLanguageOf } from '@/lib/i18n/page-language';
import { publicFormKit } from '@/test/public-form-kit';
import { DEFAULT_HERO, HeroSection } from './hero-section';

const { renderForm } = publicFormKit('/api/none');

const inLanguage = (code: string) => (
  <PageLanguageProvider value={pageLanguageOf(demoLanguages, code)}>
    <MemoryRouter>
      <HeroSection />
    </MemoryRouter>
  </PageLanguageProvider>
);

describe('the built-in hero', () => {
  it('is marked English on a German page, with the button in German', async () => {
    setScenario('hero', { kind: 'error', status: 500 });
    renderForm(inLanguage('de'), [], '');
    expect((await screen.findByRole('heading', { level: 1, name: DEFAULT_HERO.title })).getAttribute('lang')).toBe('en');
    expect(screen.getByText(DEFAULT_HERO.subtitle!).getAttribute('lang')).toBe('en');
    const button = screen.getByRole('link', { name: 'Online-Termin buchen' });
    expect(button.getAttribute('lang')).toBeNull();
    expect(button.getAttribute('href')).toBe('/de/contact');
  });

  it('is not marked on an English page', async () => {
    setScenario('hero', { kind: 'error', status: 500 });
    renderForm(inLanguage('en'), [], '');
    expect((await screen.findByRole('heading', { level: 1, name: DEFAULT_HERO.title })).getAttribute('lang')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book Online Session' })).toBeTruthy();
  });
});
