// Which calls take a release (X-Release) is openapi.yaml's to say; this holds it to the rule ADR 0033 gives: every
// read and write of a content kind does, except the ones that store or remove a file, which are made live (a file is
// not content until a record names it).
import { describe, expect, it } from 'vitest';
import { contract } from '../../backend/src/contract';
import { CONTENT_KINDS } from '@shared/content-kinds';
import { draftRecords, takesRelease } from './releases';

// A translation is a content write too (ADR 0044): its calls take a release as the kinds' own do.
const KIND_TAGS = new Set<string>([...CONTENT_KINDS.map((k) => k.tag), 'Translations']);
const FILE_CALLS = new Set(['uploadServiceDetailImage', 'deleteServiceDetailImage']);

describe('the release header', () => {
  it("is declared on every content kind's call but the file ones, and on no other call", () => {
    const ofKinds = contract.operations.filter((o) => KIND_TAGS.has(((o.operation.tags as string[]) ?? [])[0]));
    const expected = ofKinds.filter((o) => !FILE_CALLS.has(o.operationId)).map((o) => o.operationId);
    expect(contract.operations.filter(takesRelease).map((o) => o.operationId)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(80);
  });

  it('is never declared on a multipart call (a draft keeps its call as JSON)', () => {
    expect(contract.operations.filter((o) => takesRelease(o) && o.requestContentTypes.includes('multipart/form-data'))).toEqual([]);
  });
});

describe('what a draft changed', () => {
  const hero = { _id: 'h1', title: 'Old', isActive: true, lastModifiedAt: 'a' };
  it('names each record made, changed or deleted, with its fields before and after', () => {
    const records = draftRecords(
      'hero',
      [hero, { _id: 'h2', title: 'Gone' }],
      [
        { ...hero, title: 'New', lastModifiedAt: 'b' },
        { _id: 'h3', title: 'Made' },
      ],
    );
    expect(records).toEqual([
      { recordId: 'h1', recordTitle: 'New', changedFields: ['title'], before: hero, after: { ...hero, title: 'New', lastModifiedAt: 'b' } },
      { recordId: 'h3', recordTitle: 'Made', changedFields: [], before: null, after: { _id: 'h3', title: 'Made' } },
      { recordId: 'h2', recordTitle: 'Gone', changedFields: [], before: { _id: 'h2', title: 'Gone' }, after: null },
    ]);
  });
});
