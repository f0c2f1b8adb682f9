import { describe, expect, it } from 'vitest';
import { dicomSummaryWords, kindWords, uploadStateWords } from './case-upload-words';
import { createCaseUpload } from './fixtures/case-uploads';

describe('case files in words', () => {
  it('gives each part of a DICOM summary only when it is known', () => {
    expect(dicomSummaryWords({ modality: 'CT', slices: 412, rows: 512, columns: 512, sliceThicknessMm: 0.3 })).toBe(
      'CT · 412 slices · 512 × 512 px · 0.3 mm slices',
    );
    expect(dicomSummaryWords({ modality: null, slices: 1, rows: 400, columns: null, sliceThicknessMm: 0.1 + 0.2 })).toBe('1 slice · 0.3 mm slices');
  });

  it("says how an upload stands, and what a file is once it's checked", () => {
    expect(uploadStateWords(createCaseUpload({ state: 'uploading', size: 1000, offset: 425 })).badge).toBe('Uploading 42% (425 bytes of 1000 bytes)');
    expect(uploadStateWords(createCaseUpload({ state: 'refused' }))).toEqual({ badge: 'Refused', variant: 'danger' });
    expect(kindWords(null)).toBe('Not checked yet');
    expect(kindWords('ply')).toBe('PLY mesh');
  });
});
