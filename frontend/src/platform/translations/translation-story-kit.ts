// The translation calls' answers for stories (ADR 0044), typed from openapi.yaml and built from the demo content
// with the shared rules the server uses: the hero's sheet in German (two heroes translated, one not at all), a save
// that answers as the server does, and the Dashboard's counts. Stories pass these handlers under the key
// `translations`, so each overrides the mocks' own for those calls.
import { delay, HttpResponse } from 'msw';
import { demoData, HERO_IDS } from '@shared/demo-content';
import { contentTranslations } from '@shared/demo-content/translations';
import { translationRecord, type TranslationCount, type TranslationRecord } from '@shared/contract/translations';
import type { components } from '@shared/contract/schema';
import { http } from '@mocks/route';

export const GERMAN = { code: 'de', name: 'Deutsch', direction: 'ltr' } as const;
export const ARABIC = { code: 'ar', name: 'العربية', direction: 'rtl' } as const;
export const ENGLISH_DEFAULT = { code: 'en', name: 'English', direction: 'ltr' } as const;

/** The hero that has no German text yet in these stories (the demo has German for every hero: it is left out here). */
export const UNTRANSLATED_HERO = HERO_IDS.digitalWorkflow;

const germanOf = (recordId: string) =>
  recordId === UNTRANSLATED_HERO ? undefined : contentTranslations.find((t) => t.kind === 'hero' && t.lang === 'de' && t.recordId === recordId);

/** The hero's German sheet: each demo hero's texts, with its German texts where the demo has them. */
export function heroSheetInGerman(): { kind: 'hero'; lang: string; records: TranslationRecord[]; missing: number; total: number } {
  const records = demoData.heroes.map((h) => {
    const de = germanOf(h._id);
    return translationRecord('hero', h, 'de', de?.texts, de ? { lastModifiedAt: de.lastModifiedAt, lastModifiedBy: de.lastModifiedBy } : undefined);
  });
  return {
    kind: 'hero',
    lang: 'de',
    records,
    missing: records.reduce((n, r) => n + r.missing, 0),
    total: records.reduce((n, r) => n + r.texts.length, 0),
  };
}

type Sheet = components['schemas']['TranslationSheet'];

/** The article whose German body is missing in these stories (its other German texts are there). */
export const ARTICLE_WITHOUT_GERMAN_BODY = demoData.articles[0]._id;

/**
 * The articles' German sheet, the first two demo articles: the first without its German body (the demo has one: it
 * is left out here), the second with every German text, its body a rich text (ADR 0044).
 */
export function articleSheetInGerman(): Sheet {
  const records = demoData.articles.slice(0, 2).map((a) => {
    const de = contentTranslations.find((t) => t.kind === 'article' && t.lang === 'de' && t.recordId === a._id)!;
    const texts = a._id === ARTICLE_WITHOUT_GERMAN_BODY ? { ...de.texts, body: '' } : de.texts;
    return translationRecord('article', a, 'de', texts, { lastModifiedAt: de.lastModifiedAt, lastModifiedBy: de.lastModifiedBy });
  });
  return {
    kind: 'article',
    lang: 'de',
    records,
    missing: records.reduce((n, r) => n + r.missing, 0),
    total: records.reduce((n, r) => n + r.texts.length, 0),
  };
}

/** GET /content-translations/{kind}: the sheet as given, or as the server would refuse it. */
export const sheetAnswer = (sheet: Sheet = heroSheetInGerman()) =>
  http.get('/content-translations/{kind}', ({ response }) => response(200).json({ success: true, data: sheet }));

export const sheetNeverAnswers = () =>
  http.get('/content-translations/{kind}', async () => {
    await delay('infinite');
    return HttpResponse.json({ success: false, message: 'never' }, { status: 500 });
  });

export const sheetFails = (message = 'Der Datenbankserver startet neu') =>
  http.get('/content-translations/{kind}', ({ response }) => response(503).json({ success: false, message, requestId: 'story-request' }));

/**
 * PUT /content-translations/{kind}/{id}: stores the values into `sheet` (so the reload shows them) and answers the
 * record, as the server does; `wait` holds the answer back (ms) so a story sees the busy form.
 */
export function saveAnswer(sheet: Sheet, wait = 0) {
  return http.put('/content-translations/{kind}/{id}', async ({ params, request, response }) => {
    const { values } = (await request.json()) as { values: Record<string, string | null> };
    if (wait) await delay(wait);
    const record = sheet.records.find((r) => r.recordId === params.id);
    if (!record) return response(404).json({ success: false, message: 'Record not found' });
    record.texts = record.texts.map(({ value: _old, ...t }) => (values[t.key] ? { ...t, value: values[t.key]! } : t));
    record.missing = record.texts.filter((t) => t.value === undefined).length;
    record.lastModifiedAt = new Date().toISOString();
    sheet.missing = sheet.records.reduce((n, r) => n + r.missing, 0);
    return response(200).json({ success: true, data: record, message: 'Translation saved successfully!' });
  });
}

/** A save the server refuses naming one text (`values.<key>`), as checkedValues does for a text too long. */
export const saveRefused = (key: string, message: string) =>
  http.put('/content-translations/{kind}/{id}', ({ response }) =>
    response(400).json({ success: false, message: `values.${key} ${message}`, errors: [{ field: `values.${key}`, message }] }),
  );

/** The Dashboard's counts: every translatable kind in German and Arabic, from a few demo-like figures. */
export const demoCounts: TranslationCount[] = [
  { kind: 'hero', lang: 'de', missing: 4, total: 12 },
  { kind: 'services', lang: 'de', missing: 0, total: 18 },
  { kind: 'pricing', lang: 'de', missing: 7, total: 21 },
  { kind: 'privacy-policy', lang: 'de', missing: 0, total: 9 },
  { kind: 'hero', lang: 'ar', missing: 8, total: 12 },
  { kind: 'services', lang: 'ar', missing: 15, total: 18 },
  { kind: 'pricing', lang: 'ar', missing: 21, total: 21 },
  { kind: 'privacy-policy', lang: 'ar', missing: 9, total: 9 },
];

export const summaryAnswer = (counts: TranslationCount[] = demoCounts) =>
  http.get('/content-translations', ({ response }) => response(200).json({ success: true, data: counts }));

export const summaryFails = (message = 'Der Datenbankserver startet neu') =>
  http.get('/content-translations', ({ response }) => response(503).json({ success: false, message, requestId: 'story-request' }));
