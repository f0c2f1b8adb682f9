// The upload list's words and the submit guard (ADR 0027).
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './booking-rules';
import { EMPTY_SNAPSHOT, stateLine, submitBlocker, timeLeft, totalLine, totals, type CaseUploadItem, type CaseUploadState } from './case-upload-rules';

const MB = 1024 * 1024;
const item = (state: CaseUploadState, changes: Partial<CaseUploadItem> = {}): CaseUploadItem => ({
  key: state,
  name: 'scan.stl',
  size: 48 * MB,
  lastModified: 1,
  state,
  sent: 0,
  uploadUrl: null,
  kind: null,
  problem: null,
  needsFile: false,
  removeError: null,
  ...changes,
});

describe('the upload list’s words', () => {
  it('says each state in words, naming a refused file and why', () => {
    expect(stateLine(item('complete', { kind: 'stl' }))).toBe('Complete — STL mesh, 48 MB');
    expect(stateLine(item('refused', { problem: "The file's content is not what its name (.stl) says." }))).toBe(
      "scan.stl was refused: The file's content is not what its name (.stl) says.",
    );
    expect(stateLine(item('paused', { needsFile: true }))).toBe('Paused — choose scan.stl again to resume');
    expect(stateLine(item('waiting'))).toBe('Waiting');
  });

  it('gives the total with speed and time left while they are known', () => {
    expect(totalLine(12.4 * MB, 480 * MB, 3.1 * MB)).toBe('12.4 MB of 480 MB · 3.1 MB/s · about 3 min left');
    expect(totalLine(12.4 * MB, 480 * MB, null)).toBe('12.4 MB of 480 MB');
    expect(totalLine(480 * MB, 480 * MB, 3.1 * MB)).toBe('480 MB of 480 MB');
    expect(timeLeft(20)).toBe('less than a minute left');
    expect(timeLeft(3900)).toBe('about 1 h 5 min left');
    expect(timeLeft(7200)).toBe('about 2 h left');
  });

  it('leaves refused files out of the total', () => {
    expect(totals([item('complete', { sent: 48 * MB }), item('refused', { size: 10 * MB })])).toEqual({ sent: 48 * MB, total: 48 * MB });
  });
});

describe('the submit guard', () => {
  const guard = (...states: CaseUploadState[]) => submitBlocker({ ...EMPTY_SNAPSHOT, items: states.map((s) => item(s)) });

  it('waits for files still on their way, then for refused or failed ones to go', () => {
    expect(guard()).toBeNull();
    expect(guard('complete')).toBeNull();
    for (const state of ['waiting', 'uploading', 'paused', 'checking'] as const)
      expect(guard('complete', state, 'refused')).toBe(BOOKING_MESSAGES.filesUploading);
    expect(guard('complete', 'refused')).toBe(BOOKING_MESSAGES.filesNotAccepted);
    expect(guard('failed')).toBe(BOOKING_MESSAGES.filesNotAccepted);
    expect(submitBlocker({ ...EMPTY_SNAPSHOT, removing: 1 })).toBe(BOOKING_MESSAGES.filesUploading);
  });
});
