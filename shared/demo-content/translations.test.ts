// The demo's translations are texts its records have, fit their fields, and German covers the demo whole.
import { describe, expect, it } from 'vitest';
import type { RevisionKind } from '@shared/content-kinds';
import { checkedValues, textsOf, TRANSLATABLE_KINDS } from '@shared/contract/translations';
import { contract, openapiDocument } from '../../backend/src/contract';
import { demoData } from './index';
import { contentTranslations, demoLanguages } from './translations';

/** The demo's records of each translatable kind. */
const RECORDS: Record<string, readonly { _id: string }[]> = {
  hero: demoData.heroes,
  services: demoData.serviceSections,
  pricing: demoData.pricingConfigs,
  testimonials: demoData.testimonialSections,
  header: demoData.headers,
  footer: demoData.footers,
  'homepage-settings': demoData.homepageSettings,
  'service-details': demoData.serviceDetails,
  'privacy-policy': demoData.privacyPolicies,
  'terms-conditions': demoData.termsConditions,
  article: demoData.articles,
};

const recordOf = (kind: RevisionKind, id: string) => RECORDS[kind]?.find((r) => r._id === id);

describe('the demo translations', () => {
  it('name the demo records of every translatable kind', () => {
    expect(Object.keys(RECORDS).sort()).toEqual([...TRANSLATABLE_KINDS].sort());
  });

  it('are each a text of its record, within its field’s length, in one of the demo languages', () => {
    for (const row of contentTranslations) {
      const record = recordOf(row.kind, row.recordId);
      expect(record, `${row.kind} ${row.recordId}`).toBeDefined();
      expect(demoLanguages.map((l) => l.code).slice(1)).toContain(row.lang);
      expect(checkedValues(row.kind, record, row.texts, openapiDocument, (schema, v) => contract.validateSchema(schema, v))).toEqual(row.texts);
    }
  });

  it('have one row per record and language', () => {
    const rows = contentTranslations.map((r) => `${r.kind} ${r.recordId} ${r.lang}`);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('give German every text of every record of every kind', () => {
    const missing: string[] = [];
    for (const [kind, records] of Object.entries(RECORDS) as [RevisionKind, readonly { _id: string }[]][]) {
      for (const record of records) {
        const german = contentTranslations.find((r) => r.kind === kind && r.recordId === record._id && r.lang === 'de')?.texts ?? {};
        for (const text of textsOf(kind, record)) if (!german[text.key]?.trim()) missing.push(`${kind} ${record._id} ${text.key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give Arabic the hero and one service only, so the Arabic pages show the English fallback', () => {
    const arabic = contentTranslations.filter((r) => r.lang === 'ar');
    expect(arabic.map((r) => r.kind).sort()).toEqual(['hero', 'services']);
    const section = recordOf('services', arabic.find((r) => r.kind === 'services')!.recordId)!;
    expect(Object.keys(arabic.find((r) => r.kind === 'services')!.texts).length).toBeLessThan(textsOf('services', section).length);
  });
});
