// Case files are what their bytes say, and what their names say too: DICOM series in zips (with a summary read
// from the first slice's header and no patient identifiers), single DICOM files, intraoral scans, the booking form's
// documents; a renamed executable, a zip bomb, a zip of other files and an unknown extension are refused, each
// with a reason the visitor can act on.
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../contract-tests/support/operation-calls';
import { bufferSource, checkCaseFile } from '../src/services/case-files/content-check';
import { asciiStl, binaryStl, dicomSeriesZip, dicomSlice, executable, obj, ply, zipBomb, zipOf } from '../../contract-tests/support/case-files';

const check = (name: string, bytes: Buffer | Uint8Array) => checkCaseFile(name, bufferSource(Buffer.from(bytes)));

describe('accepted case files', () => {
  it('a zipped DICOM series, summarised from its first slice without patient data', async () => {
    const result = await check('cbct-export.zip', dicomSeriesZip(12));
    expect(result).toEqual({
      accepted: true,
      kind: 'dicom-zip',
      mime: 'application/zip',
      dicom: { modality: 'CT', slices: 12, rows: 4, columns: 4, sliceThicknessMm: 0.3 },
    });
    expect(JSON.stringify(result)).not.toContain('Patient');
  });

  it('a single DICOM file, by .dcm or with no extension', async () => {
    for (const name of ['IMG0001.dcm', 'IMG0001']) {
      expect(await check(name, dicomSlice({ rows: 512, columns: 512 }))).toMatchObject({ accepted: true, kind: 'dicom', dicom: { slices: 1, rows: 512 } });
    }
  });

  it('intraoral scans: STL (binary and ascii), PLY and OBJ', async () => {
    expect(await check('upper.stl', binaryStl(40))).toMatchObject({ accepted: true, kind: 'stl' });
    expect(await check('lower.STL', asciiStl())).toMatchObject({ accepted: true, kind: 'stl' });
    expect(await check('bite.ply', ply())).toMatchObject({ accepted: true, kind: 'ply' });
    expect(await check('arch.obj', obj())).toMatchObject({ accepted: true, kind: 'obj' });
  });

  it("the booking form's documents, by their bytes", async () => {
    expect(await check('referral.pdf', SAMPLE_FILES.pdf)).toMatchObject({ accepted: true, kind: 'pdf' });
    expect(await check('smile.png', SAMPLE_FILES.png)).toMatchObject({ accepted: true, kind: 'png' });
  });
});

describe('refused case files', () => {
  it('a renamed executable, whatever scan it claims to be', async () => {
    for (const name of ['scan.stl', 'scan.dcm', 'scan.zip', 'scan.obj', 'scan.pdf']) {
      expect(await check(name, executable())).toEqual({ accepted: false, problem: expect.stringContaining('is not what its name') });
    }
  });

  it('a zip bomb, from its declared sizes alone', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await check('cbct.zip', bomb)).toEqual({ accepted: false, problem: 'The zip declares more data than it can hold (a zip bomb) and was refused.' });
    const tight = await checkCaseFile('cbct.zip', bufferSource(dicomSeriesZip(3)), { maxUncompressedBytes: 100, maxRatio: 1000, maxEntries: 100 });
    expect(tight).toMatchObject({ accepted: false, problem: expect.stringContaining('zip bomb') });
  });

  it('a zip of anything but DICOM, naming the odd file', async () => {
    const mixed = zipOf([
      { name: 'CBCT/IMG0001.dcm', bytes: dicomSlice() },
      { name: 'CBCT/setup.exe', bytes: executable() },
    ]);
    expect(await check('cbct.zip', mixed)).toEqual({ accepted: false, problem: '“CBCT/setup.exe” in the zip is not a DICOM file.' });
  });

  it('an extension that is not accepted, and an empty file', async () => {
    expect(await check('scan.exe', executable())).toEqual({ accepted: false, problem: 'Files ending in .exe are not accepted.' });
    expect(await check('scan.stl', Buffer.alloc(0))).toEqual({ accepted: false, problem: 'The file is empty.' });
  });
});
