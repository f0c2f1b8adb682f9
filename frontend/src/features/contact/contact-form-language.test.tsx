// @vitest-environment happy-dom
// The contact form in the page's language: its labels, its checks and its outcome in German, in Arabic on a page
// of the Arabic site.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoLanguages } from '@shared/demo-content/translations';
import { PageLanguageProvider, pageLanguageOf } from '@/lib/i18n/page-language';
import { publicFormKit } from '@/test/public-form-kit';
import { ContactForm } from './contact-form';

const { renderForm } = publicFormKit('/api/contact/messages');

const inLanguage = (code: string) => (
  <PageLanguageProvider value={pageLanguageOf(demoLanguages, code)}>
    <ContactForm />
  </PageLanguageProvider>
);

describe('the contact form in the page language', () => {
  it('asks, checks and answers in German', async () => {
    const { fill, press } = renderForm(
      inLanguage('de'),
      [
        ['Name', 'Dr. Jana Becker'],
        ['E-Mail', 'j.becker@praxis-becker.example'],
        ['Nachricht', 'Planen Sie auch Sofortimplantationen im Oberkiefer?'],
      ],
      'Nachricht senden',
    );
    expect(screen.getByRole('form', { name: 'Kontaktformular' })).toBeTruthy();
    await press();
    expect(screen.getByText('Der Name muss mindestens 2 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Die Nachricht muss mindestens 10 Zeichen lang sein.')).toBeTruthy();
    await fill();
    await press();
    expect((await screen.findByRole('status')).textContent).toBe('Formular erfolgreich gesendet!');
  });

  it('words its checks with Arabic plural forms', async () => {
    const { press } = renderForm(inLanguage('ar'), [], 'إرسال الرسالة');
    await press();
    expect(screen.getByLabelText('الاسم')).toBeTruthy();
    expect(screen.getByText('يجب ألا يقل الاسم عن حرفين.')).toBeTruthy();
    expect(screen.getByText('يجب ألا تقل الرسالة عن 10 أحرف.')).toBeTruthy();
  });
});
