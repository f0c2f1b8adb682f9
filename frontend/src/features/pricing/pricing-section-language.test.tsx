// @vitest-environment happy-dom
// The pricing section on a German page: the catalogs' words (price suffixes, 'Get Started', 'Recommended', the load
// failure) in German, and each text the plan shows in English marked lang="en".
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { components } from '@shared/contract/schema';
import { demoLanguages } from '@shared/demo-content/translations';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/route';
import { PageLanguageProvider, pageLanguageOf } from '@/lib/i18n/page-language';
import { publicFormKit } from '@/test/public-form-kit';
import { PricingSection } from './pricing-section';

const { renderForm } = publicFormKit('/api/none');

type Plan = components['schemas']['Plan'];

const plan = (overrides: Partial<Plan>): Plan =>
  ({
    _id: 'p1',
    name: 'Planung Pro',
    features: ['Bis zu 6 Implantatpositionen', 'Drill protocol for your kit'],
    pricingOptions: [{ value: 890, format: 'per_month', displayText: '/month' }],
    ...overrides,
  }) as Plan;

/** A pricing record read in German: the second feature and the custom billing text kept their English. */
const config = {
  _id: 'c1',
  title: 'Preise',
  isActive: true,
  plans: [
    plan({ isPopular: true, customBillingText: 'Billed per arch' }),
    plan({ _id: 'p2', name: 'Fallweise', pricingOptions: [{ value: 149, format: 'per_case', displayText: 'per scan' }], features: [] }),
  ],
  untranslated: ['plans.p1.features.1', 'plans.p1.customBillingText'],
};

const inGerman = (
  <PageLanguageProvider value={pageLanguageOf(demoLanguages, 'de')}>
    <MemoryRouter>
      <PricingSection />
    </MemoryRouter>
  </PageLanguageProvider>
);

describe('the pricing section on a German page', () => {
  it('words the suffixes, the default button and badge in German and marks the English texts', async () => {
    server.use(http.get('*/api/pricing/getActivePlans', () => HttpResponse.json({ success: true, data: config })));
    renderForm(inGerman, [], '');
    const card = within(await screen.findByRole('article', { name: 'Planung Pro' }));
    expect(card.getByText('Empfohlen').getAttribute('lang')).toBeNull();
    expect(card.getByText('890 $/Monat')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Jetzt starten' }).getAttribute('lang')).toBeNull();
    expect(card.getByText('Bis zu 6 Implantatpositionen').getAttribute('lang')).toBeNull();
    expect(card.getByText('Drill protocol for your kit').getAttribute('lang')).toBe('en');
    expect(card.getByText('Billed per arch').getAttribute('lang')).toBe('en');
    expect(card.getByRole('heading', { name: 'Planung Pro' }).getAttribute('lang')).toBeNull();
    // A display text of the plan's own has no German: it stays as written, marked with the default language.
    const other = within(screen.getByRole('article', { name: 'Fallweise' }));
    expect(other.getByText('149 $ per scan').getAttribute('lang')).toBe('en');
  });

  it('says in German that the plans could not load, and marks the built-in English plans', async () => {
    setScenario('pricing', { kind: 'error', status: 500 });
    renderForm(inGerman, [], '');
    expect((await screen.findByRole('alert')).textContent).toContain('Die Preispakete konnten nicht geladen werden.');
    const standard = screen.getByRole('article', { name: 'Standard' });
    expect(within(standard).getByRole('heading', { name: 'Standard' }).getAttribute('lang')).toBe('en');
    expect(within(standard).getByText('159 $/Fall')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('en');
  });
});
