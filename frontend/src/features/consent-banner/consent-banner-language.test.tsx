// @vitest-environment happy-dom
// The cookie banner on a German page: its texts, its purposes and a refused choice in German.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoLanguages } from '@shared/demo-content/translations';
import { server } from '@mocks/node';
import { PageLanguageProvider, pageLanguageOf } from '@/lib/i18n/page-language';
import { publicFormKit } from '@/test/public-form-kit';
import { ConsentBanner } from './consent-banner';

const { renderForm } = publicFormKit('/api/consent');

const banner = (code: string) => (
  <PageLanguageProvider value={pageLanguageOf(demoLanguages, code)}>
    <ConsentBanner choice={null} bannerVersion={1} purposes={{ analytics: true, marketing: false }} trackers={{}} />
  </PageLanguageProvider>
);

describe('the cookie banner on a German page', () => {
  it('asks in German, names the purposes in German and says a refusal in German', async () => {
    server.use(
      http.post('*/api/consent', () =>
        HttpResponse.json({ success: false, message: 'Too many choices from this address. Please wait a minute.' }, { status: 429 }),
      ),
    );
    const { user } = renderForm(banner('de'), [], 'Alle akzeptieren');
    expect(screen.getByRole('region', { name: 'Cookie-Einwilligung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ihre Privatsphäre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle ablehnen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Auswählen' }));
    expect(screen.getByRole('checkbox', { name: 'Notwendig' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toBeTruthy();
    expect(screen.getByText('Zählen von Besuchen und gelesenen Seiten, um die Website zu verbessern (Google Analytics).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Auswahlen von dieser Adresse. Bitte warten Sie eine Minute.');
  });

  it('reads as the contract says on an English page', () => {
    renderForm(banner('en'), [], 'Accept all');
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject all' })).toBeTruthy();
  });
});
