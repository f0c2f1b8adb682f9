import { describe, expect, it } from 'vitest';
import { catalogProblems, SITE_CATALOGS } from './catalog-check';
import { headerTexts, contactTexts } from './catalogs';
import { formatMessage } from './message-format';
import { messagesIn } from './use-messages';
import { messageCatalogs } from '../../../../vite.config';

const english = { code: 'en', texts: { form: { send: 'Send', count: '{n, plural, one {# file} other {# files}}' } }, required: 'all' } as const;

describe('the message catalogs', () => {
  it('have no problem: well-formed, German whole, Arabic whole on the home, contact and not-found parts', () => {
    expect(catalogProblems(SITE_CATALOGS)).toEqual([]);
  });

  it('fail a catalog that lacks a key English has', () => {
    const german = { code: 'de', texts: { form: { send: 'Senden' } }, required: 'all' } as const;
    expect(catalogProblems([english, german])).toEqual(['de.form.count: missing (English has it)']);
  });

  it('let Arabic lack a key outside its required parts, which then shows in English', () => {
    const arabic = { code: 'ar', texts: { form: { send: 'إرسال' } }, required: ['other'] } as const;
    expect(catalogProblems([english, arabic])).toEqual([]);
    expect(catalogProblems([english, { ...arabic, required: ['form'] }])).toEqual(['ar.form.count: missing (English has it)']);
    const t = messagesIn({ en: { a: 'Site', b: 'Main' }, ar: { a: 'الموقع' } }, 'ar');
    expect([t('a'), t('b')]).toEqual(['الموقع', 'Main']);
  });

  it('fail malformed ICU, a form the pages cannot format, an argument English does not pass and a key English lacks', () => {
    const german = {
      code: 'de',
      texts: { form: { send: 'Senden {', count: '{n, plural, one {# Datei}}' }, extra: { x: 'y' } },
      required: [],
    } as const;
    const problems = catalogProblems([english, german]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^de\.form\.send: is not valid ICU MessageFormat/);
    expect(problems[1]).toMatch(/^de\.form\.count: is not valid ICU MessageFormat/);
    expect(problems[2]).toBe('de.extra.x: English has no such key');
    const dated = { code: 'de', texts: { form: { send: '{when, date, short}', count: '{m, plural, other {#}}' } }, required: 'all' } as const;
    expect(catalogProblems([english, dated])).toEqual([
      'de.form.send: uses date, which the pages do not format (format it with Intl and pass the text)',
      "de.form.count: argument {m} is not one of English's",
    ]);
  });

  it('word the texts with their arguments and plurals in the page language', () => {
    expect(messagesIn(contactTexts, 'en')('nameTooShort', { min: 2 })).toBe('Name must be at least 2 characters.');
    expect(messagesIn(contactTexts, 'de')('messageTooShort', { min: 10 })).toBe('Die Nachricht muss mindestens 10 Zeichen lang sein.');
    expect(messagesIn(contactTexts, 'ar')('nameTooShort', { min: 2 })).toBe('يجب ألا يقل الاسم عن حرفين.');
    expect(messagesIn(headerTexts, 'de')('toggleNavigation')).toBe('Navigation ein- oder ausblenden');
    expect(formatMessage('{n, plural, =0 {no files} one {# file} other {# files}}', { n: 0 })).toBe('no files');
    expect(formatMessage('{n, plural, one {# Datei} other {# Dateien}}', { n: 1200 }, 'de')).toBe('1.200 Dateien');
    expect(formatMessage("It''s '{'literal'}' {who}", { who: 'me' })).toBe("It's {literal} me");
    expect(formatMessage('{kind, select, guide {Bohrschablone} other {Planung}}', { kind: 'guide' }, 'de')).toBe('Bohrschablone');
  });
});

describe('the build', () => {
  const start = async (catalogs: Parameters<typeof messageCatalogs>[0]) => {
    const plugin = messageCatalogs(catalogs);
    const error = (message: string): never => {
      throw new Error(message);
    };
    await (plugin.buildStart as (this: { error: typeof error }) => void).call({ error });
  };

  it('stops on a catalog with malformed ICU, naming the message', async () => {
    const german = { code: 'de', texts: { form: { send: 'Senden', count: '{n, plural, one {# Datei} other {# Dateien}' } }, required: 'all' } as const;
    await expect(start([english, german])).rejects.toThrow(/1 problem\(s\):\nde\.form\.count: is not valid ICU MessageFormat/);
  });

  it('goes on with the site catalogs', async () => {
    await expect(start(SITE_CATALOGS)).resolves.toBeUndefined();
  });
});
