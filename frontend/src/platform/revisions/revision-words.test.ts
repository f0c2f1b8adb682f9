import { describe, expect, it } from 'vitest';
import { compareRecords } from './revision-diff';
import { changedBy, changedFieldsText, humanizeField, UNKNOWN_ADMIN } from './revision-words';

describe('humanizeField', () => {
  it('puts camelCase field names into words', () => {
    expect(humanizeField('backgroundColor')).toBe('Background color');
    expect(humanizeField('ctaLink')).toBe('CTA link');
    expect(humanizeField('metaURL')).toBe('Meta URL');
    expect(humanizeField('isActive')).toBe('Active');
    expect(humanizeField('title')).toBe('Title');
    expect(humanizeField('seoSettings')).toBe('SEO settings');
  });
});

describe('changedBy / changedFieldsText', () => {
  it('names the admin, marks the signed-in one, and never shows an id', () => {
    expect(changedBy({ createdBy: 'a1', createdByName: 'Sam Okafor' }, 'me')).toBe('Sam Okafor');
    expect(changedBy({ createdBy: 'me', createdByName: 'Elena' }, 'me')).toBe('Elena (you)');
    expect(changedBy({ createdBy: '665000000000000000000bff' }, 'me')).toBe(UNKNOWN_ADMIN);
  });
  it('lists the changed fields in words', () => {
    expect(changedFieldsText(['title', 'subtitle'])).toBe('Changed: Title, Subtitle');
    expect(changedFieldsText([])).toBe('');
  });
});

describe('compareRecords', () => {
  const version = {
    _id: 'x',
    title: 'Old',
    lastModifiedBy: 'a',
    lastModifiedByName: 'A',
    sections: [
      { _id: 's1', title: 'One' },
      { _id: 's2', title: 'Two', items: [] },
    ],
    contact: { email: 'a@b.c' },
  };
  const current = {
    ...version,
    title: 'New',
    lastModifiedBy: 'b',
    sections: [{ _id: 's1', title: 'One' }, { _id: 's2', title: 'Deux', items: [] }, { title: 'Three' }],
  };

  it('flattens nested records into readable paths and leaves the audit fields out', () => {
    const rows = compareRecords(version, current);
    expect(rows.map((r) => r.label)).toEqual([
      'Title',
      'Sections › 1 › Title',
      'Sections › 2 › Title',
      'Sections › 2 › Items',
      'Contact › Email',
      'Sections › 3 › Title',
    ]);
    expect(rows.filter((r) => r.changed).map((r) => [r.label, r.version, r.now])).toEqual([
      ['Title', 'Old', 'New'],
      ['Sections › 2 › Title', 'Two', 'Deux'],
      ['Sections › 3 › Title', undefined, 'Three'],
    ]);
  });

  it('shows a deleted record alone, nothing marked as changed', () => {
    const rows = compareRecords(version, null);
    expect(rows.every((r) => !r.changed && r.now === undefined)).toBe(true);
    expect(rows[0]).toMatchObject({ label: 'Title', version: 'Old' });
  });
});
