import { describe, expect, it } from 'vitest';
import { compareRecords } from './revision-diff';

describe('a revision compared with the record now', () => {
  it('names a translated text by its language and its place, and shows what changed', () => {
    const then = {
      title: 'Guided implant surgery',
      translations: { de: { title: 'Geführte Implantatchirurgie', 'services.665000000000000000000201.title': 'Bohrschablone' } },
    };
    const now = {
      title: 'Guided implant surgery',
      translations: { de: { title: 'Geführte Implantologie', 'services.665000000000000000000201.title': 'Bohrschablone' } },
    };
    const rows = compareRecords(then, now);
    expect(rows.map((r) => [r.label, r.changed])).toEqual([
      ['Title', false],
      ['Translation (de) › Title', true],
      ['Translation (de) › Services › …0201 › Title', false],
    ]);
  });

  it('names the fields of a record as before', () => {
    expect(compareRecords({ sections: [{ title: 'A' }] }, { sections: [{ title: 'B' }] }).map((r) => r.label)).toEqual(['Sections › 1 › Title']);
  });
});
