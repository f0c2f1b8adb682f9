// @vitest-environment happy-dom
// The footer's newsletter signup on a German page: its labels, its check and the server's answer in German.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@shared/contract/messages';
import { demoLanguages } from '@shared/demo-content/translations';
import { server } from '@mocks/node';
import { PageLanguageProvider, pageLanguageOf } from '@/lib/i18n/page-language';
import { publicFormKit } from '@/test/public-form-kit';
import { NewsletterForm } from './newsletter-form';

const { renderForm } = publicFormKit('/api/newsletter/subscribe');

const inLanguage = (code: string) => (
  <PageLanguageProvider value={pageLanguageOf(demoLanguages, code)}>
    <NewsletterForm newsletter={{ isActive: true, title: 'Newsletter' }} />
  </PageLanguageProvider>
);

describe('the newsletter signup on a German page', () => {
  it("checks the address and words the server's answer in German", async () => {
    const { fill, press } = renderForm(inLanguage('de'), [['E-Mail-Adresse', 'j.becker@praxis-becker.example']], 'Abonnieren');
    await press();
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await fill();
    await press();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Fast geschafft: Bitte bestätigen Sie Ihr Abonnement über den Link, den wir Ihnen per E-Mail gesendet haben.',
    );
  });

  it('says a refusal the server words in English (the rate limit) in German', async () => {
    server.use(http.post('*/api/newsletter/subscribe', () => HttpResponse.json({ success: false, message: RATE_LIMIT_MESSAGE }, { status: 429 })));
    const { fill, press } = renderForm(inLanguage('de'), [['E-Mail-Adresse', 'j.becker@praxis-becker.example']], 'Abonnieren');
    await fill();
    await press();
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
  });

  it('shows the English answer as the contract words it on an English page', async () => {
    const { fill, press } = renderForm(inLanguage('en'), [['Email address', 'j.becker@praxis-becker.example']], 'Subscribe');
    await fill();
    await press();
    expect((await screen.findByRole('status')).textContent).toBe('Almost done: please confirm your subscription with the link we have emailed you.');
  });
});
