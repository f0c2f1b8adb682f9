// The translatable fields each kind declares, held to openapi.yaml, and what a visitor reading another language sees.
import { describe, expect, it } from 'vitest';
import { contract, openapiDocument } from '../../backend/src/contract';
import { CONTENT_KINDS, contentKind, type RevisionKind } from '@shared/content-kinds';
import { demoData } from '@shared/demo-content';
import { checkedValues, languageErrors, leafSchemaOf, overlay, requestedLanguage, textsOf, translateData, translationRecord } from './translations';

const settings = {
  languages: [
    { code: 'en', name: 'English', direction: 'ltr' as const },
    { code: 'de', name: 'Deutsch', direction: 'ltr' as const },
  ],
};
const section = {
  _id: 's1',
  title: 'Our services',
  description: '',
  services: [
    { _id: 'a', title: 'Implant planning', description: 'CBCT based', button: { text: 'Read more', url: '/x' } },
    { _id: 'b', title: 'Surgical guides' },
  ],
};

describe('the translatable fields', () => {
  it.each(CONTENT_KINDS.flatMap((k) => k.translatable.fields.map((f) => [k.kind, k.translatable.schema, f])))('%s: %s %s is a text', (kind, schema, field) => {
    const rich = (contentKind(kind as RevisionKind).translatable as { richText?: readonly string[] }).richText?.includes(field);
    const schemas = (openapiDocument.components as { schemas: Record<string, unknown> }).schemas;
    // A rich-text field is a RichTextDocument, carried in a language as its JSON; every other one a string.
    if (rich) expect(leafSchemaOf(openapiDocument, schema, field)).toBe(schemas.RichTextDocument);
    else expect(leafSchemaOf(openapiDocument, schema, field)?.type).toBe('string');
  });

  it('names every text of a record by its items’ ids, with labels by place', () => {
    expect(textsOf('services', section).map((t) => [t.key, t.label])).toEqual([
      ['title', 'title'],
      ['services.a.title', 'services[1].title'],
      ['services.b.title', 'services[2].title'],
      ['services.a.description', 'services[1].description'],
      ['services.a.button.text', 'services[1].button.text'],
    ]);
  });

  it('names an item of a list of texts by its place', () => {
    const keys = textsOf('pricing', { _id: 'p', title: 'Plans', plans: [{ _id: 'x', name: 'Basic', features: ['One', 'Two'] }] }).map((t) => t.key);
    expect(keys).toEqual(['title', 'plans.x.name', 'plans.x.features.0', 'plans.x.features.1']);
  });

  it('finds texts in every kind of the demo dataset', () => {
    for (const k of CONTENT_KINDS.filter((c) => c.translatable.fields.length)) {
      const records = demoData[k.demoKey as keyof typeof demoData] as unknown[];
      expect(records.flatMap((r) => textsOf(k.kind, r)).length, k.kind).toBeGreaterThan(0);
    }
  });
});

describe('a record in another language', () => {
  it('shows each translated text and names the rest, leaving the record as it was', () => {
    const de = overlay('services', section, { title: 'Unsere Leistungen', 'services.b.title': 'Bohrschablonen', 'services.a.title': ' ' });
    expect(de.title).toBe('Unsere Leistungen');
    expect(de.services[1].title).toBe('Bohrschablonen');
    expect(de.untranslated).toEqual(['services.a.title', 'services.a.description', 'services.a.button.text']);
    expect(section.title).toBe('Our services');
  });

  it('overlays each record of a list or of a page', () => {
    const page = translateData('hero', { heroes: [{ _id: 'h', title: 'Hi' }], pagination: { page: 1 } }, () => ({ title: 'Hallo' }));
    expect(page).toEqual({ heroes: [{ _id: 'h', title: 'Hallo', untranslated: [] }], pagination: { page: 1 } });
    expect(translateData('hero', [{ _id: 'h', title: 'Hi' }], () => undefined)).toEqual([{ _id: 'h', title: 'Hi', untranslated: ['title'] }]);
  });

  it('lays a rich-text body over the default one and names it when it falls back', () => {
    const article = demoData.articles[0];
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hallo' }] }] };
    const de = overlay('article', article, { body: JSON.stringify(body), slug: 'sechs-implantate' });
    expect(de.body).toEqual(body);
    expect(de.slug).toBe('sechs-implantate');
    expect(de.untranslated).not.toContain('body');
    const none = overlay('article', article, { title: 'Titel' });
    expect(none.body).toEqual(article.body);
    expect(none.untranslated).toEqual(expect.arrayContaining(['body', 'slug']));
    const sheet = translationRecord('article', article, 'de', {});
    expect(sheet.texts.find((t) => t.key === 'body')).toMatchObject({ format: 'rich-text', source: JSON.stringify(article.body) });
  });

  it('gives an article the reading time of its body in the language, on its card too, and its own where it has none', () => {
    const article = demoData.articles[0];
    expect(article.readingMinutes).toBeGreaterThan(1);
    const short = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Kurz.' }] }] });
    expect(overlay('article', article, { body: short }).readingMinutes).toBe(1);
    const { body: _body, ...card } = article;
    expect(overlay('article', card, { body: short }).readingMinutes).toBe(1);
    expect(overlay('article', article, { title: 'Titel' }).readingMinutes).toBe(article.readingMinutes);
    expect(overlay('article', article, { body: 'not json' }).readingMinutes).toBe(article.readingMinutes);
  });

  it('counts what the sheet shows as missing', () => {
    const r = translationRecord('services', section, 'de', { title: 'Unsere Leistungen' });
    expect(r).toMatchObject({ recordId: 's1', recordTitle: 'Our services', missing: 4 });
    expect(r.texts[0]).toEqual({ key: 'title', label: 'title', source: 'Our services', value: 'Unsere Leistungen' });
  });
});

describe('bad input', () => {
  it('refuses a key the record does not have and a text longer than its field', () => {
    expect(() => checkedValues('services', section, { 'services.zz.title': 'x' }, openapiDocument)).toThrow(/values\.services\.zz\.title/);
    expect(() => checkedValues('services', section, { title: 'x'.repeat(101) }, openapiDocument)).toThrow(/at most 100/);
    expect(checkedValues('services', section, { title: 'Leistungen', 'services.a.title': null }, openapiDocument)).toEqual({ title: 'Leistungen' });
  });

  it('holds an article’s slug to its pattern and its body to the rich-text rules, naming the field', () => {
    const article = demoData.articles[0];
    const check = (schema: string, value: unknown) => contract.validateSchema(schema, value);
    expect(() => checkedValues('article', article, { slug: 'Nicht Gut' }, openapiDocument, check)).toThrow(/values\.slug must match pattern/);
    expect(() => checkedValues('article', article, { body: '{"type":"doc"' }, openapiDocument, check)).toThrow(/values\.body must be a rich-text document/);
    const script = JSON.stringify({ type: 'doc', content: [{ type: 'script', content: [] }] });
    expect(() => checkedValues('article', article, { body: script }, openapiDocument, check)).toThrow(/values\.body must be a rich-text document/);
    const body = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hallo' }] }] });
    expect(checkedValues('article', article, { slug: 'sechs-implantate', body }, openapiDocument, check)).toEqual({ slug: 'sechs-implantate', body });
  });

  it('names lang for a language the site does not have, and the default is the records’ own', () => {
    expect(() => requestedLanguage(settings, 'fr')).toThrow(/lang: fr/);
    expect(requestedLanguage(settings, 'en')).toBeUndefined();
    expect(requestedLanguage(settings, 'de')?.name).toBe('Deutsch');
    expect(() => requestedLanguage(settings, 'en', true)).toThrow(/default language/);
  });

  it('keeps the default language first and each code once', () => {
    expect(languageErrors(settings, [...settings.languages, { code: 'ar', name: 'العربية', direction: 'rtl' }])).toEqual([]);
    expect(languageErrors(settings, [settings.languages[1]]).map((e) => e.field)).toEqual(['languages']);
    expect(languageErrors(undefined, [settings.languages[0], settings.languages[0]])[0].message).toMatch(/more than once/);
  });
});
